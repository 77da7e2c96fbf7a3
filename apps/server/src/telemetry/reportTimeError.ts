import type { IngestReport } from '@netfleet/contracts';

/** How far ahead of the server's clock a reported time may be (device clocks drift). */
export const MAX_CLOCK_AHEAD_MS = 10 * 60_000;

/**
 * The earliest time a report may carry, 2000-01-01T00:00:00Z. A router whose clock was never
 * set (no battery-backed clock, no NTP yet) reports 1970 or its firmware's build date; such
 * times would file its data decades back. A fixed floor also keeps every time inside what
 * PostgreSQL stores (it refuses year 0000, which an ISO 8601 time can say).
 */
export const EARLIEST_REPORT_TIME_MS = Date.UTC(2000, 0, 1);

/** The message of a report with a time beyond {@link MAX_CLOCK_AHEAD_MS}. */
export const CLOCK_AHEAD_MESSAGE =
  'The time is more than 10 minutes ahead of the server: set the device clock (NTP).';

/** The message of a report with a time before {@link EARLIEST_REPORT_TIME_MS}. */
export const CLOCK_BEHIND_MESSAGE = 'The time is before 2000-01-01: set the device clock (NTP).';

/** A time of a report the server refuses: the batch's item error, the path and the message. */
export interface ReportTimeError {
  error: 'clock_ahead' | 'clock_behind';
  /** `samples.2.at`, or `at`. */
  source: string;
  message: string;
}

/** The time fields of a report's series, each item's optional `at`. */
const TIMED_SERIES = ['samples', 'positions', 'data_usage', 'events'] as const;

/**
 * The first time in the report the server refuses: more than {@link MAX_CLOCK_AHEAD_MS} ahead
 * of `now` (`clock_ahead`) or before {@link EARLIEST_REPORT_TIME_MS} (`clock_behind`); null
 * when every time is fine. Checked before anything is written, so one device's clock fails
 * only its own report, never the batch it came in.
 */
export function reportTimeError(report: IngestReport, now: number): ReportTimeError | null {
  const latest = now + MAX_CLOCK_AHEAD_MS;
  const check = (at: number | undefined, source: string): ReportTimeError | null => {
    if (at === undefined) return null;
    if (at > latest) return { error: 'clock_ahead', source, message: CLOCK_AHEAD_MESSAGE };
    // `!(at >= …)`: a time that is not a number at all is refused too, never written.
    if (!(at >= EARLIEST_REPORT_TIME_MS)) {
      return { error: 'clock_behind', source, message: CLOCK_BEHIND_MESSAGE };
    }
    return null;
  };
  const top = check(report.at, 'at');
  if (top) return top;
  for (const name of TIMED_SERIES) {
    const items: readonly { at?: number }[] = report[name] ?? [];
    for (let index = 0; index < items.length; index++) {
      const found = check(items[index]?.at, `${name}.${index}.at`);
      if (found) return found;
    }
  }
  return null;
}
