import { REFRESH_INTERVALS } from '@netfleet/device-capabilities';
import { formatDateTime } from '@netfleet/ui-kit';
import { ownSearchKeys } from '../../../router/searchParams.js';

/**
 * The periods a chart page offers: the last hour, day, week or 30 days up to now, this
 * month (from its first day), or a custom from–to.
 */
export const RANGE_PRESETS = ['1h', '24h', '7d', '30d', 'month', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** Refresh choices: off, or the intervals of spec §9 (`10s` … `24h`). */
export const REFRESH_CHOICES: readonly string[] = ['off', ...REFRESH_INTERVALS.map((choice) => choice.label)];

/**
 * A chart page's URL (`?range=7d&refresh=1m`, `?range=custom&from=…&to=…`): the period and
 * the refresh interval, so a link opens the same view. Defaults are left out.
 */
export interface ChartSearch {
  range?: RangePreset;
  /** With `range=custom`: ISO 8601 times, `from` before `to`. */
  from?: string;
  to?: string;
  /** A label of {@link REFRESH_CHOICES} other than `off`. */
  refresh?: string;
}

const HOUR = 3_600_000;
const PRESET_SPAN: Record<Exclude<RangePreset, 'month' | 'custom'>, number> = {
  '1h': HOUR,
  '24h': 24 * HOUR,
  '7d': 7 * 24 * HOUR,
  '30d': 30 * 24 * HOUR,
};

const isTime = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && Number.isFinite(Date.parse(value));

/**
 * The route's `validateSearch`: keeps what is well formed and drops the rest (an unknown
 * preset, a custom period without both ends or with `from` after `to`, an unknown interval).
 */
export const validateChartSearch = ownSearchKeys(['range', 'from', 'to', 'refresh'], readChartSearch);

function readChartSearch(raw: Record<string, unknown>): ChartSearch {
  const search: ChartSearch = {};
  const range = raw.range;
  if (typeof range === 'string' && (RANGE_PRESETS as readonly string[]).includes(range)) {
    if (range !== 'custom') search.range = range as RangePreset;
    else if (isTime(raw.from) && isTime(raw.to) && Date.parse(raw.from) < Date.parse(raw.to)) {
      search.range = 'custom';
      search.from = raw.from;
      search.to = raw.to;
    }
  }
  if (typeof raw.refresh === 'string' && raw.refresh !== 'off' && REFRESH_CHOICES.includes(raw.refresh)) {
    search.refresh = raw.refresh;
  }
  return search;
}

/** A resolved period: its ends as dates. */
export interface ChartRange {
  preset: RangePreset;
  from: Date;
  to: Date;
}

/** A period as the series calls take it (`from`/`to` as ISO times): one shape, so a loader's
 * prefetch and the page's query share their cache key. */
export function rangeQuery(range: Pick<ChartRange, 'from' | 'to'>): { from: string; to: string } {
  return { from: range.from.toISOString(), to: range.to.toISOString() };
}

/** A period as a chart's time axis takes it (`xRange` of the ui-kit chart): unix seconds. */
export function periodOf(range: Pick<ChartRange, 'from' | 'to'>): [number, number] {
  return [Math.floor(range.from.getTime() / 1000), Math.ceil(range.to.getTime() / 1000)];
}

/**
 * The first moment of the month `now` lies in, in `timeZone` (the browser's without one):
 * midnight of the 1st on the zone's wall clock, at the zone's offset of `now` (a DST change
 * within the month moves it by an hour, which a month's chart does not show).
 */
function monthStart(now: number, timeZone: string | null): Date {
  const wall = formatDateTime(now, { timeZone });
  const offset = Date.parse(`${wall.replace(' ', 'T')}Z`) - Math.floor(now / 1000) * 1000;
  return new Date(Date.parse(`${wall.slice(0, 8)}01T00:00:00Z`) - offset);
}

/**
 * The period a chart page shows for its URL at `now`: a preset ends at `now`; without one,
 * `fallback` (each page has its own default). Moments are whole seconds.
 *
 * @example
 * resolveRange({ range: '7d' }, Date.now(), '24h'); // the last 7 days
 */
export function resolveRange(
  search: ChartSearch,
  now: number,
  fallback: RangePreset,
  timeZone: string | null = null,
): ChartRange {
  if (search.range === 'custom' && search.from && search.to) {
    return { preset: 'custom', from: new Date(search.from), to: new Date(search.to) };
  }
  const preset = search.range && search.range !== 'custom' ? search.range : fallback;
  const to = Math.floor(now / 1000) * 1000;
  if (preset === 'month' || preset === 'custom')
    return { preset, from: monthStart(to, timeZone), to: new Date(to) };
  return { preset, from: new Date(to - PRESET_SPAN[preset]), to: new Date(to) };
}

/** The refresh interval of the URL in milliseconds, or `null` when off. */
export function refreshMs(search: ChartSearch): number | null {
  const choice = REFRESH_INTERVALS.find((interval) => interval.label === search.refresh);
  return choice ? choice.seconds * 1000 : null;
}
