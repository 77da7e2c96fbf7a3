import type { LoadResult } from './httpLoad.js';

/** What a warm-up did: how long it ran, and the rates of its first and last windows. */
export interface WarmUp {
  seconds: number;
  firstPerSecond: number;
  lastPerSecond: number;
}

/** A window sets a new high only when it is this much faster than every window before it. */
const RISE = 1.03;

/**
 * Whether a load's rate has stopped rising: none of the last `windows` windows (1 s each) set a
 * new high, that is, none was more than 3 % faster than every window before it.
 *
 * @example
 * stoppedRising([870, 1047, 1409, 1824, 1896, 2004]); // false: still rising
 * stoppedRising([870, 1047, 1409, 1824, 1810, 1790, 1835]); // true
 */
export function stoppedRising(rates: readonly number[], windows = 3): boolean {
  if (rates.length <= windows) return false;
  let best = Math.max(...rates.slice(0, rates.length - windows));
  for (const rate of rates.slice(-windows)) {
    if (rate > best * RISE) return false;
    best = Math.max(best, rate);
  }
  return true;
}

/**
 * A load, not measured, in 1 s windows (`window(1)`) until its rate stops rising
 * ({@link stoppedRising}), for `maxSeconds` at most. A server's code for a request it has not
 * served yet is compiled and optimised while it serves it: on this 2-core machine a first page
 * took 6 to 10 s of full load to settle (875, 1,061, 1,474, 1,813 … 1,957 requests a second in
 * its first seconds), and a figure should be the steady state, as a server in service runs.
 */
export async function warmUp(
  window: (seconds: number) => Promise<LoadResult>,
  maxSeconds = 20,
): Promise<WarmUp> {
  const rates: number[] = [];
  while (rates.length < maxSeconds && !stoppedRising(rates)) rates.push((await window(1)).perSecond);
  return { seconds: rates.length, firstPerSecond: rates[0] ?? 0, lastPerSecond: rates.at(-1) ?? 0 };
}
