import type { CurrentUser } from '@netfleet/contracts';
import { Alert } from '@netfleet/ui-kit';
import { useTexts } from '../i18n/useTexts.js';
import { shellTexts } from './texts.js';

/**
 * The banner shown while impersonating: "Currently impersonating user {email}, {company
 * or Company} #{id}" (spec §2.1).
 */
export function ImpersonationBanner({ user }: { user: CurrentUser }) {
  const t = useTexts(shellTexts);
  return (
    <Alert variant="warning" className="impersonation-banner">
      {t('impersonating', {
        email: user.email,
        company: user.company_name || t('company'),
        id: user.company_id,
      })}
    </Alert>
  );
}
