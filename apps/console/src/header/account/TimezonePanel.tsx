import { FormField, useToastStore } from '@netfleet/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { useTexts } from '../../i18n/useTexts.js';
import { readTimeZone, writeTimeZone } from '../../settings/timeZone.js';
import { accountMenuTexts } from './texts.js';

/** After saving, the page reloads this long after the toast so that it can be read. */
export const TIMEZONE_RELOAD_DELAY_MS = 1_000;

function zoneNames(current: string | null, system: string): string[] {
  const supported =
    (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  const names = new Set([...supported, system, ...(current ? [current] : []), 'UTC']);
  return [...names].sort((a, b) => a.localeCompare(b));
}

/**
 * The time zone dates are shown in (spec §4): saved in the `timezone` cookie with a
 * toast and a reload; resetting clears it and the browser's own zone is used again.
 */
export function TimezonePanel() {
  const { env } = useConsole();
  const toasts = useToastStore();
  const current = readTimeZone(env.cookies);
  const system = env.systemTimeZone();
  const zones = useMemo(() => zoneNames(current, system), [current, system]);
  const [choice, setChoice] = useState(current ?? system);
  const [reloading, setReloading] = useState(false);
  const t = useTexts(accountMenuTexts);

  useEffect(() => {
    if (!reloading) return;
    const timer = setTimeout(() => env.reload(), TIMEZONE_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reloading, env]);

  return (
    <form
      className="account-subpanel__body timezone-panel"
      onSubmit={(event) => {
        event.preventDefault();
        writeTimeZone(env.cookies, choice);
        toasts.success(t('timezone.updated'));
        setReloading(true);
      }}
    >
      <p className="account-subpanel__note">
        {current ? t('timezone.shownIn', { zone: current }) : t('timezone.shownInDefault', { zone: system })}
      </p>
      <FormField label={t('timezone.label')}>
        {(control) => (
          <select
            {...control}
            className="nf-input"
            value={choice}
            disabled={reloading}
            onChange={(event) => setChoice(event.target.value)}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="account-subpanel__actions">
        <button type="submit" className="nf-button nf-button--primary" disabled={reloading}>
          {t('timezone.save')}
        </button>
        <button
          type="button"
          className="nf-button"
          disabled={reloading || current === null}
          onClick={() => {
            writeTimeZone(env.cookies, null);
            toasts.info(t('timezone.defaultUsed'));
            setReloading(true);
          }}
        >
          {t('timezone.useDefault')}
        </button>
      </div>
    </form>
  );
}
