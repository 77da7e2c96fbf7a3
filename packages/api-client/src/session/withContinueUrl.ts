/**
 * Adds `continue_url` to the account site's location, so that signing in brings
 * the user back to `returnTo`. The location comes from our own server.
 */
export function withContinueUrl(location: string, returnTo: string, base: string): string {
  const url = new URL(location, base);
  url.searchParams.set('continue_url', returnTo);
  return url.href;
}
