import { formatDateTime, formatRelativeTime, useI18nLanguage } from '@netfleet/ui-kit';
import { useEffect, useState } from 'react';
import { useConsole } from '../../../bootstrap/ConsoleContext.js';
import { useTexts } from '../../../i18n/useTexts.js';
import { readTimeZone } from '../../../settings/timeZone.js';
import { deviceTexts } from '../texts.js';

/** How often "Last seen 2 minutes ago" is worked out again while the page is open. */
const TICK_MS = 15_000;

/**
 * "Last seen 2 minutes ago" in the user's language, ticking while the page is open (a
 * device that stops reporting visibly ages); the exact time in the user's time zone on hover.
 * "Never seen" without a time.
 */
export function LastSeen({ value }: { value: string | null | undefined }) {
  const t = useTexts(deviceTexts);
  const { env } = useConsole();
  const { language } = useI18nLanguage();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!value) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [value]);
  if (!value) return <span className="device-header__seen">{t('neverSeen')}</span>;
  const exact = formatDateTime(value, { timeZone: readTimeZone(env.cookies) });
  return (
    <time className="device-header__seen" dateTime={value} title={exact}>
      {t('lastSeen', { time: formatRelativeTime(value, { now, locale: language }) })}
    </time>
  );
}
