/**
 * Where to go after signing in: `value` only when it points at this very host (same host and
 * port, http or https, no user name or password); otherwise null. Returns the parsed href,
 * never the raw input, so tricks like `/\evil.test` or control characters cannot survive.
 *
 * @param value the continue_url as received (any type: form fields can be repeated).
 * @param origin the request's own origin, e.g. `http://localhost:8080`.
 *
 * @example
 * safeContinueUrl('/management/devices?page=2', 'http://localhost:8080');
 * // 'http://localhost:8080/management/devices?page=2'
 * safeContinueUrl('//evil.test', 'http://localhost:8080'); // null
 */
export function safeContinueUrl(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  if (url.host !== base.host) return null;
  return url.href;
}
