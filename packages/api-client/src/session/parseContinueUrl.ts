/**
 * The `continue_url` to navigate to, or null when it may not be used (spec §5: honoured
 * only when its host equals the current host). Parsed with the URL standard relative to
 * the current page, it must be http(s), carry no user name or password, and have exactly
 * the current host and port. Navigate to the returned URL's `href`, never to the raw string.
 * `protocol` is the current page's scheme; it only decides how relative URLs resolve.
 *
 * @param currentHost `location.host` of the page (host and port).
 * @example
 * parseContinueUrl('/management/devices', location.host)?.href; // 'https://<host>/management/devices'
 * parseContinueUrl('//evil.test/', location.host);              // null
 */
export function parseContinueUrl(url: string, currentHost: string, protocol = 'https:'): URL | null {
  if (typeof url !== 'string' || url.trim() === '' || currentHost === '') return null;
  // Control characters and backslashes are where browsers and parsers disagree
  // (`/\evil.test` is protocol-relative to a browser): refuse them outright.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(url)) return null;
  let base: URL;
  let parsed: URL;
  try {
    base = new URL(`${protocol}//${currentHost}/`);
    parsed = new URL(url, base);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.username !== '' || parsed.password !== '') return null;
  if (parsed.host !== base.host) return null;
  return parsed;
}
