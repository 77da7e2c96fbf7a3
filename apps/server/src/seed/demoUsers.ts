import type { RoleName } from '@netfleet/permissions';

/** The password of every demo user. */
export const DEMO_PASSWORD = 'netfleet-demo';

/** A demo user: one per role, placed where its role's scope shows something useful. */
export interface DemoUser {
  role: RoleName;
  email: string;
  username: string;
  /** Key of the company in {@link DEMO_COMPANY_TREE}. */
  companyKey: string;
}

/**
 * One user per role of `ROLES`, e-mail `<role>@netfleet.test`. The admin and the advanced
 * guest sit in resellers with subsidiaries; the end client and the guest in customers.
 * Usernames differ from e-mails: the console asks for an e-mail when they are equal.
 */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    role: 'super_admin',
    email: 'super_admin@netfleet.test',
    username: 'Sam Operator',
    companyKey: 'netfleet',
  },
  { role: 'admin', email: 'admin@netfleet.test', username: 'Ada Admin', companyKey: 'northwind' },
  {
    role: 'readonly_admin',
    email: 'readonly_admin@netfleet.test',
    username: 'Remy Auditor',
    companyKey: 'baltic',
  },
  { role: 'end_user', email: 'end_user@netfleet.test', username: 'Eli Client', companyKey: 'harbor' },
  { role: 'read_only', email: 'read_only@netfleet.test', username: 'Gus Guest', companyKey: 'amber' },
];
