import type { CurrentUser } from '@netfleet/contracts';
import { Alert } from '@netfleet/ui-kit';

/** "Currently impersonating user {email}, {company} #{id}" (spec §2.1). */
export function ImpersonationBanner({ user }: { user: CurrentUser }) {
  return (
    <Alert variant="warning" className="impersonation-banner">
      Currently impersonating user {user.email}, {user.company_name || 'Company'} #{user.company_id}
    </Alert>
  );
}
