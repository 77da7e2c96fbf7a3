/**
 * A session's length as a clock reads it, the same in every language: `0:42`, `12:05`,
 * `1:02:03` (hours only when there are some). `-` for none (a session still open).
 *
 * @example
 * formatDuration(3723); // '1:02:03'
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '-';
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
