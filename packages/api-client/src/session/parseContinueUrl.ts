/**
 * True when `url` may be used as a `continue_url`: parsed with the URL standard
 * relative to the current page, it must be http(s), carry no user name or password,
 * and have exactly the current host and port. Navigate to `new URL(url, base).href`,
 * never to the raw string.
 *
 * @param currentHost `location.host` of the page (host and port).
 * @example
 * continueUrlAllowed('/management/devices', location.host); // true
 * continueUrlAllowed('//evil.test/', location.host);        // false
 */
export function continueUrlAllowed(url: string, currentHost: string): boolean {
  const parsed = parseContinueUrl(url, currentHost);
  return parsed !== null;
}

/**
 * The parsed continue URL when it is allowed (see {@link continueUrlAllowed}), or null.
 * `protocol` is the current page's scheme; it only decides how relative URLs resolve.
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
