import { formatDate } from '@netfleet/ui-kit';
import { useConsole } from '../../../bootstrap/ConsoleContext.js';
import { useTexts } from '../../../i18n/useTexts.js';
import { readTimeZone } from '../../../settings/timeZone.js';
import { creditStatus } from './creditStatus.js';
import { deviceServicesTexts } from './texts.js';

/** A device's credit status in words: "Active until 2027-01-01", "Expired on …", "No credit assigned". */
export function CreditStatusText({ expiresAt, now }: { expiresAt: string | null; now: Date }) {
  const t = useTexts(deviceServicesTexts);
  const { env } = useConsole();
  const status = creditStatus(expiresAt, now);
  if (status.kind === 'none') return <span className="status-badge">{t('status.none')}</span>;
  const date = formatDate(status.until, { timeZone: readTimeZone(env.cookies) });
  return (
    <span className={`status-badge status-badge--${status.kind}`}>
      <time dateTime={status.until}>{t(`status.${status.kind}`, { date })}</time>
    </span>
  );
}
