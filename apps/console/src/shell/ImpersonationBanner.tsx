import type { CurrentUser } from '@netfleet/contracts';
import { Alert } from '@netfleet/ui-kit';

/** "Currently impersonating user {email}, {company or Company} #{id}" (spec §2.1). */
export function impersonationText(user: Pick<CurrentUser, 'email' | 'company_name' | 'company_id'>): string {
  return `Currently impersonating user ${user.email}, ${user.company_name || 'Company'} #${user.company_id}`;
}

/** The banner shown while impersonating. */
export function ImpersonationBanner({ user }: { user: CurrentUser }) {
  return (
    <Alert variant="warning" className="impersonation-banner">
      {impersonationText(user)}
    </Alert>
  );
}
