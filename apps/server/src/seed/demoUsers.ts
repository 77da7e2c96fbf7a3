import type { RoleName } from '@netfleet/permissions';

/** The password of every demo user. */
export const DEMO_PASSWORD = 'netfleet-demo';

/**
 * The TOTP secret (base32) of the demo super_admin: RFC 6238's test seed
 * "12345678901234567890". Add it to an authenticator app, or compute a code with
 * `oathtool --totp -b GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ`. A demo secret: never for a real account.
 */
export const DEMO_TOTP_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

/** A demo user: one per role, plus users in the states the console has special screens for. */
export interface DemoUser {
  role: RoleName;
  email: string;
  username: string;
  /** Key of the company in {@link DEMO_COMPANY_TREE}. */
  companyKey: string;
  /** What the user is for, printed at start. */
  note: string;
  /** Defaults to `true`. */
  tosAccepted?: boolean;
  /** Defaults to `true`; false gives `EMAIL_NOT_VERIFIED`. */
  emailVerified?: boolean;
  /** `MFA_MANDATORY` (the user has no MFA method). */
  mfaRequired?: boolean;
  /** The step-up method of sensitive requests; none (password re-confirmation) when absent. */
  mfaType?: 'email' | 'totp' | 'teltonika_id';
  /** Base32 TOTP secret of `totp` / `teltonika_id`. */
  mfaSecret?: string;
  /** `NOT_INVITED_EXTERNAL_USER`. */
  externalNotInvited?: boolean;
  /** Days of impersonation access granted from the seed time; none when absent. */
  impersonationAccessDays?: number;
}

/**
 * One user per role of `ROLES`, e-mail `<role>@netfleet.test`. The admin and the advanced
 * guest sit in resellers with subsidiaries; the end client and the guest in customers.
 * Usernames differ from e-mails (the console asks for an e-mail when they are equal), except
 * for the one user made to show that modal. The next five show the console's special screens;
 * the last one is an admin without MFA, for the password re-confirmation of sensitive forms.
 * Step-up: the admin confirms sensitive forms with an e-mailed code, the super_admin with TOTP
 * ({@link DEMO_TOTP_SECRET}).
 */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    role: 'super_admin',
    email: 'super_admin@netfleet.test',
    username: 'Sam Operator',
    companyKey: 'netfleet',
    note: 'every company; MFA: TOTP (demo secret)',
    mfaType: 'totp',
    mfaSecret: DEMO_TOTP_SECRET,
  },
  {
    role: 'admin',
    email: 'admin@netfleet.test',
    username: 'Ada Admin',
    companyKey: 'northwind',
    note: 'Northwind and its customers; MFA: e-mail code (mail log)',
    mfaType: 'email',
  },
  {
    role: 'readonly_admin',
    email: 'readonly_admin@netfleet.test',
    username: 'Remy Auditor',
    companyKey: 'baltic',
    note: 'Baltic and its customers, view only',
  },
  {
    role: 'end_user',
    email: 'end_user@netfleet.test',
    username: 'Eli Client',
    companyKey: 'harbor',
    note: 'Harbor Logistics only; grants impersonation access',
    impersonationAccessDays: 30,
  },
  {
    role: 'read_only',
    email: 'read_only@netfleet.test',
    username: 'Gus Guest',
    companyKey: 'amber',
    note: 'Amber Energy only, view only; grants impersonation access',
    impersonationAccessDays: 30,
  },
  {
    role: 'end_user',
    email: 'unverified@netfleet.test',
    username: 'Uma Unverified',
    companyKey: 'harbor',
    note: 'e-mail not verified (EMAIL_NOT_VERIFIED)',
    emailVerified: false,
  },
  {
    role: 'end_user',
    email: 'external@netfleet.test',
    username: 'Ezra External',
    companyKey: 'greenfield',
    note: 'SSO user nobody invited (NOT_INVITED_EXTERNAL_USER)',
    externalNotInvited: true,
  },
  {
    role: 'end_user',
    email: 'mfa-required@netfleet.test',
    username: 'Mia Mandatory',
    companyKey: 'riverside',
    note: 'must set up MFA first (MFA_MANDATORY)',
    mfaRequired: true,
  },
  {
    role: 'end_user',
    email: 'email-as-username@netfleet.test',
    username: 'email-as-username@netfleet.test',
    companyKey: 'metro',
    note: 'username equals e-mail (forced e-mail modal)',
  },
  {
    role: 'end_user',
    email: 'tos-pending@netfleet.test',
    username: 'Theo Terms',
    companyKey: 'metro-depot',
    note: 'has not accepted the terms of service',
    tosAccepted: false,
  },
  {
    role: 'admin',
    email: 'nomfa@netfleet.test',
    username: 'Nora NoMFA',
    companyKey: 'northwind',
    note: 'admin without MFA: sensitive forms ask for the password (423)',
  },
];
