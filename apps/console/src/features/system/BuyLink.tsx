import type { CurrentUser } from '@netfleet/contracts';
import { canSeeBuyLink } from '@netfleet/permissions';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { useTexts } from '../../i18n/useTexts.js';
import { buyLinkTexts } from './buyLinkTexts.js';

/**
 * The brand's buy link (its customer-support page), under the spec's rule: only under the
 * default brand and for a company with `show_payment`. Nothing otherwise.
 */
export function BuyLink({ user }: { user: CurrentUser }) {
  const { theme } = useConsole();
  const t = useTexts(buyLinkTexts);
  if (!theme.buy_link || !canSeeBuyLink(user, theme)) return null;
  return (
    <a className="buy-link" href={theme.buy_link} target="_blank" rel="noopener noreferrer">
      {t('buy')} <span className="nf-visually-hidden">{t('opensInNewTab')}</span>
    </a>
  );
}
