import { DEVICE_SERIES_MAX_DAYS, ERROR_CODES } from '@netfleet/contracts';
import { ApiError } from '../../http/ApiError.js';

const DAY_MS = 86_400_000;

/** A time range in milliseconds since the epoch, `from` < `to`. */
export interface SeriesRange {
  from: number;
  to: number;
}

const invalid = (message: string, source: string) =>
  ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, message, source);

/**
 * The range of `?from&to` (ISO 8601 times the query schema checked): default the 24 hours up
 * to now (or up to `to`); `from` must be before `to` and the range at most `maxDays` long, else
 * a 422 naming the field.
 */
export function seriesRange(
  query: { from?: string; to?: string },
  now: number,
  maxDays = DEVICE_SERIES_MAX_DAYS,
): SeriesRange {
  const to = query.to === undefined ? now : Date.parse(query.to);
  const from = query.from === undefined ? to - DAY_MS : Date.parse(query.from);
  if (from >= to) throw invalid('from must be before to', 'from');
  if (to - from > maxDays * DAY_MS) {
    throw invalid(`The range may span at most ${maxDays} days`, 'from');
  }
  return { from, to };
}
