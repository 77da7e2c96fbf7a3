import type { FastifyInstance } from 'fastify';

/** Where the console loads its maps' style from (a file of the built console: the offline basemap). */
export const MAP_STYLE_PATH = '/map/style.json';

/**
 * Checks a `MAP_STYLE_URL` value: an absolute http(s) URL of a MapLibre style. Returns it, or
 * throws with the setting's name, so a typo stops the server at start instead of blanking maps.
 */
export function parseMapStyleUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`MAP_STYLE_URL must be an absolute http(s) URL of a MapLibre style, got ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`MAP_STYLE_URL must be an absolute http(s) URL of a MapLibre style, got ${value}`);
  return url.href;
}

/**
 * With a production map style configured, `GET /map/style.json` answers a redirect to it,
 * so every map of the console draws that style (its tiles, glyphs, sprites) instead of the
 * console's offline basemap; the console needs no setting of its own, and a change of the
 * setting reaches open tabs on their next map (no-cache). Without one the console's own file
 * is served. The Content-Security-Policy names the style's origin (registerSecurityHeaders).
 */
export function registerMapStyle(app: FastifyInstance, mapStyleUrl: string | undefined): void {
  if (!mapStyleUrl) return;
  app.get(MAP_STYLE_PATH, (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return reply.redirect(mapStyleUrl, 302);
  });
}
