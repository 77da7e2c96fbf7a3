import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** One year: what HSTS preload lists ask for. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** A host, optionally with a port: the only Host values that may go into the policy. */
const PLAIN_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * `connect-src` for the realtime socket: WebSockets to this very host only (`ws://host` and
 * `wss://host`), not to any host as bare `ws:`/`wss:` would allow. A Host header that is not a
 * plain host name adds nothing (`'self'` still covers same-origin sockets in current browsers).
 */
function sameHostSockets(host: string | undefined): string {
  return host && PLAIN_HOST.test(host) ? `ws://${host} wss://${host}` : "'self'";
}

/**
 * The Content-Security-Policy of every response: same-origin everything, no inline script
 * or style, sockets to this host and same-origin workers allowed, never framed. The console and
 * the account site are built to run under it. `mapOrigin`, the origin of the configured map
 * style (`MAP_STYLE_URL`), may be fetched from and shown as images (its tiles, glyphs and
 * sprites); without one the maps use the console's own basemap and no other origin is named.
 */
function contentSecurityPolicy(mapOrigin: string | undefined, sockets: string) {
  const map = mapOrigin ? [mapOrigin] : [];
  return {
    defaultSrc: ["'self'"],
    // 'wasm-unsafe-eval' lets same-origin scripts compile WebAssembly (the access history's
    // asciinema player draws its terminal with it); it does not allow eval() or inline scripts.
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    styleSrc: ["'self'"],
    // blob: MapLibre decodes raster tiles and marker images through blob URLs it makes itself.
    imgSrc: ["'self'", 'data:', 'blob:', ...map],
    connectSrc: ["'self'", sockets, ...map],
    fontSrc: ["'self'"],
    // The version check runs /versionWorker.js as a same-origin Worker, and the maps run
    // MapLibre's worker from the console's own assets (never a blob: worker).
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** Options of {@link registerSecurityHeaders}. */
export interface SecurityHeadersOptions {
  /** The map style the console loads instead of its own basemap (`MAP_STYLE_URL`); its origin joins the policy. */
  mapStyleUrl?: string;
}

/** A response's security headers as helmet writes them: the ones it sets and the ones it removes. */
interface SecurityHeaders {
  set: readonly (readonly [name: string, value: string])[];
  removed: readonly string[];
}

/**
 * Header sets kept, one per `connect-src` (so per plain Host); the oldest goes first beyond this,
 * since the Host is the client's to choose.
 */
const HEADER_SETS_KEPT = 64;

/** Helmet run once against a recorder instead of a response: the headers it gives every request. */
function recordHelmet(middleware: ReturnType<typeof helmet>): SecurityHeaders {
  const set: [string, string][] = [];
  const removed: string[] = [];
  let failure: unknown;
  const recorder = {
    setHeader: (name: string, value: unknown) => set.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return { set, removed };
}

/**
 * Applies helmet's headers to every request, so every response (API, account site, console
 * files, 404s and errors) carries the CSP, `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: same-origin` and `X-Frame-Options: DENY`; and `Strict-Transport-Security` on
 * every response to a request that came over https (directly, or through a trusted proxy's
 * `X-Forwarded-Proto`).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeadersOptions = {},
): Promise<void> {
  const mapOrigin = options.mapStyleUrl ? new URL(options.mapStyleUrl).origin : undefined;
  // Only the policy's sockets differ between requests: helmet builds each set once and its headers
  // are copied after that. Run per request, it checked the same policy again every time (4 to 5 %
  // of a device list page's server thread).
  const headerSets = new Map<string, SecurityHeaders>();
  const headersFor = (sockets: string): SecurityHeaders => {
    let headers = headerSets.get(sockets);
    if (headers === undefined) {
      headers = recordHelmet(
        helmet({
          contentSecurityPolicy: {
            // No helmet defaults: they add upgrade-insecure-requests, which breaks plain-http LAN use.
            useDefaults: false,
            directives: contentSecurityPolicy(mapOrigin, sockets),
          },
          referrerPolicy: { policy: 'same-origin' },
          frameguard: { action: 'deny' },
          // Set below, only for requests that came over https.
          strictTransportSecurity: false,
        }),
      );
      if (headerSets.size >= HEADER_SETS_KEPT) headerSets.delete(headerSets.keys().next().value ?? '');
      headerSets.set(sockets, headers);
    }
    return headers;
  };
  // Built now, so that a policy helmet refuses (a map origin it cannot take) stops the start.
  headersFor(sameHostSockets(undefined));
  app.addHook('onRequest', (request, reply, done) => {
    // HSTS only over https: over plain http (a LAN install) it would be ignored or, worse,
    // pin a name that has no TLS. `request.protocol` trusts X-Forwarded-Proto only behind trustProxy.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    let headers: SecurityHeaders;
    try {
      headers = headersFor(sameHostSockets(request.host));
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    const response = reply.raw;
    for (const [name, value] of headers.set) response.setHeader(name, value);
    for (const name of headers.removed) response.removeHeader(name);
    done();
  });
}
