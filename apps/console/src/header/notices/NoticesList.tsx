import type { Notice } from '@netfleet/contracts';
import { formatDateTime } from '@netfleet/ui-kit';
import { SafeHtml } from '@netfleet/ui-kit/safe-html';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { useTexts } from '../../i18n/useTexts.js';
import { readTimeZone } from '../../settings/timeZone.js';
import { enabledAtSeconds } from './noticesSeen.js';
import { noticesWidgetTexts } from './texts.js';

/**
 * The notices, newest first; each message is the server's HTML through the sanitizer
 * (only a, b, i, em, strong with a few attributes survive; spec §5).
 */
export function NoticesList({ notices }: { notices: readonly Notice[] }) {
  const { env } = useConsole();
  const timeZone = readTimeZone(env.cookies);
  const t = useTexts(noticesWidgetTexts);
  const sorted = [...notices].sort((a, b) => enabledAtSeconds(b) - enabledAtSeconds(a));
  return (
    <>
      <h2 className="header-panel__title">{t('title')}</h2>
      {sorted.length === 0 ? (
        <p className="header-panel__message">{t('empty')}</p>
      ) : (
        <ul className="notice-list">
          {sorted.map((notice) => (
            <li key={notice.id} className={`notice notice--${notice.type}`}>
              <SafeHtml as="p" className="notice__message" html={notice.message} />
              <p className="notice__time">{formatDateTime(enabledAtSeconds(notice) * 1000, { timeZone })}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
