/** Shortest monitoring interval, in seconds (every monitoring type). */
export const MIN_INTERVAL = 60;
/** Longest monitoring interval, in seconds (365 days, every monitoring type). */
export const MAX_INTERVAL = 31_536_000;

/**
 * True for a monitoring interval: a whole number of seconds from 60 to 31536000. A form's
 * text value of digits is read as a number.
 */
export function isValidInterval(seconds: number | string): boolean {
  const value =
    typeof seconds === 'string' ? (/^\d+$/.test(seconds.trim()) ? Number(seconds) : Number.NaN) : seconds;
  return Number.isInteger(value) && value >= MIN_INTERVAL && value <= MAX_INTERVAL;
}
