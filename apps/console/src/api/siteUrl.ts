/**
 * An absolute URL on the console's own origin (outside the `/api` base), such as
 * `PUT /account/user` whose base URL is `/` (spec §7). Passing a `URL` to
 * `client.http` bypasses its `/api` prefix but keeps its headers and XSRF token.
 */
export function siteUrl(path: string): URL {
  return new URL(path, window.location.origin);
}
