import { formatDateTime } from '@netfleet/ui-kit';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts.js';
import {
  type ChartRange,
  type ChartSearch,
  RANGE_PRESETS,
  type RangePreset,
  REFRESH_CHOICES,
} from './chartSearch.js';
import { deviceChartsTexts } from './texts.js';
import './charts.css';

/** Props of {@link RangeToolbar}. */
export interface RangeToolbarProps {
  search: ChartSearch;
  /** The period shown (the page's default when the URL has none). */
  range: ChartRange;
  timeZone: string | null;
  /** Presets offered; defaults to all. */
  presets?: readonly RangePreset[];
  /** Offer the refresh interval (pages of daily totals do without). Defaults to true. */
  refresh?: boolean;
}

/** `YYYY-MM-DDTHH:mm` of a moment on the wall clock of `timeZone`: a `datetime-local` value. */
function toLocalInput(date: Date, timeZone: string | null): string {
  return formatDateTime(date, { timeZone }).slice(0, 16).replace(' ', 'T');
}

/** A `datetime-local` value read on the wall clock of `timeZone`, as an ISO time; null if malformed. */
function fromLocalInput(value: string, timeZone: string | null, reference: Date): string | null {
  // V8 reads an empty field's ":00Z" as 2000-01-01: only a whole value is a time.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const wall = Date.parse(`${value}:00Z`);
  if (!Number.isFinite(wall)) return null;
  const offset =
    Date.parse(`${formatDateTime(reference, { timeZone }).replace(' ', 'T')}Z`) - reference.getTime();
  return new Date(wall - Math.round(offset / 60_000) * 60_000).toISOString();
}

/** Merges an update into the chart page's URL (a new history entry, so Back returns to the last view). */
function useChartSearchNavigate() {
  const navigate = useNavigate();
  return useCallback(
    (next: ChartSearch) =>
      void navigate({ to: '.', search: () => next } as unknown as Parameters<typeof navigate>[0]),
    [navigate],
  );
}

/**
 * The period and refresh interval of a chart page, written to its URL: a preset ("Last 7
 * days"), or a custom from–to in the user's time zone, and a refresh of 10s … 24h or off.
 * Native controls, so every one is labelled and reachable by keyboard.
 */
export function RangeToolbar({
  search,
  range,
  timeZone,
  presets = RANGE_PRESETS,
  refresh = true,
}: RangeToolbarProps) {
  const t = useTexts(deviceChartsTexts);
  const id = useId();
  const navigate = useChartSearchNavigate();
  const [custom, setCustom] = useState(range.preset === 'custom');
  const [from, setFrom] = useState(() => toLocalInput(range.from, timeZone));
  const [to, setTo] = useState(() => toLocalInput(range.to, timeZone));
  const [invalid, setInvalid] = useState<'invalidPeriod' | 'periodMissing' | null>(null);
  const refreshValue = search.refresh ?? 'off';

  const choosePreset = (value: string) => {
    if (value === 'custom') {
      setCustom(true);
      setFrom(toLocalInput(range.from, timeZone));
      setTo(toLocalInput(range.to, timeZone));
      return;
    }
    setCustom(false);
    const { from: _from, to: _to, ...rest } = search;
    navigate({ ...rest, range: value as RangePreset });
  };

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const start = fromLocalInput(from, timeZone, range.from);
    const end = fromLocalInput(to, timeZone, range.to);
    if (!start || !end || Date.parse(start) >= Date.parse(end)) {
      setInvalid(!start || !end ? 'periodMissing' : 'invalidPeriod');
      return;
    }
    setInvalid(null);
    navigate({ ...search, range: 'custom', from: start, to: end });
  };

  const chooseRefresh = (value: string) => {
    const { refresh: _refresh, ...rest } = search;
    navigate(value === 'off' ? rest : { ...rest, refresh: value });
  };

  return (
    <div className="device-charts__toolbar">
      <label className="device-charts__field">
        <span>{t('period')}</span>
        <select
          className="nf-input"
          value={custom ? 'custom' : range.preset}
          onChange={(event) => choosePreset(event.target.value)}
        >
          {presets.map((preset) => (
            <option key={preset} value={preset}>
              {t(`presets.${preset}`)}
            </option>
          ))}
        </select>
      </label>
      {custom ? (
        <form
          className="device-charts__custom"
          onSubmit={applyCustom}
          // Its own message in the user's language, not the browser's bubble in the browser's.
          noValidate
          aria-describedby={invalid ? `${id}-invalid` : undefined}
        >
          <label className="device-charts__field">
            <span>{t('from')}</span>
            <input
              className="nf-input"
              type="datetime-local"
              value={from}
              required
              onChange={(event) => setFrom(event.target.value)}
            />
          </label>
          <label className="device-charts__field">
            <span>{t('to')}</span>
            <input
              className="nf-input"
              type="datetime-local"
              value={to}
              required
              onChange={(event) => setTo(event.target.value)}
            />
          </label>
          <button type="submit" className="nf-button">
            {t('apply')}
          </button>
          {invalid ? (
            <p id={`${id}-invalid`} role="alert" className="device-charts__invalid">
              {t(invalid)}
            </p>
          ) : null}
        </form>
      ) : null}
      {refresh ? (
        <label className="device-charts__field">
          <span>{t('refresh')}</span>
          <select
            className="nf-input"
            value={refreshValue}
            onChange={(event) => chooseRefresh(event.target.value)}
          >
            {REFRESH_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice === 'off' ? t('refreshOff') : choice}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
