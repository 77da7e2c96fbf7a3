import type { CurrentUser } from '@netfleet/contracts';

/** What the forms read of the signed-in user: the step-up method, the e-mail, the role. */
export type FormUser = Pick<CurrentUser, 'mfa_type' | 'email'> &
  Partial<Pick<CurrentUser, 'role' | 'company_id' | 'permissions'>>;
