/** Milliseconds of a day. */
export const DAY_MS = 86_400_000;

/**
 * When a balance of credits runs out under scheduled renewals: each device renews at its
 * next renewal time (an overdue one at once, `now`) and every `periodMs` after, one credit
 * each time. Walking the renewals in time order against `balance`, the answer is the time of
 * the first renewal that finds no credit left, or null when that is later than
 * `now + horizonMs`.
 *
 * Rather than listing every renewal (a large fleet has millions within a year), it looks for
 * the earliest time by which more than `balance` renewals are due, by halving the time range:
 * the renewals due by a time are a sum over the devices, so each step reads the devices once.
 *
 * @example
 * // Two devices renewing today and in 10 days, 30-day period, 3 credits: the 4th renewal
 * // (the second device's second one, day 40) finds none left.
 * runOutTime([now, now + 10 * DAY_MS], 3, now, 30 * DAY_MS, 365 * DAY_MS); // now + 40 days
 */
export function runOutTime(
  nextRenewals: readonly number[],
  balance: number,
  now: number,
  periodMs: number,
  horizonMs: number,
): number | null {
  const starts = nextRenewals.map((at) => Math.max(at, now));
  const dueBy = (time: number): number => {
    let due = 0;
    for (const start of starts) if (start <= time) due += Math.floor((time - start) / periodMs) + 1;
    return due;
  };
  const end = now + horizonMs;
  if (dueBy(end) <= balance) return null;
  // Invariant: fewer than balance + 1 renewals are due by `low - 1`, at least that many by `high`.
  let low = now;
  let high = end;
  while (low < high) {
    const middle = low + Math.floor((high - low) / 2);
    if (dueBy(middle) > balance) high = middle;
    else low = middle + 1;
  }
  return low;
}
