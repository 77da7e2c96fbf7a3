import type { Server } from 'node:http';

/**
 * `http://host:port` of a configured public origin (`PUBLIC_ORIGIN`): the scheme, host and port
 * of a URL, without path. Throws on anything that is not an http or https URL.
 *
 * @example
 * normalisePublicOrigin('https://fleet.example.com/'); // 'https://fleet.example.com'
 */
export function normalisePublicOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`The public origin must be an http or https URL, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`The public origin must be an http or https URL, got ${JSON.stringify(value)}`);
  }
  return url.origin;
}

/** The origin of a listening address; wildcard addresses read as `localhost`. */
function listenOrigin(server: Server): string | null {
  const address = server.address();
  if (address === null || typeof address === 'string') return null;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * The origin links in e-mails are built from: the configured one, else the address the server
 * listens on, else `http://localhost` (not listening: `app.inject()` in tests). Never the
 * request's `Host` header, which the sender of the request chooses.
 */
export function createPublicOrigin(server: Server, configured: string | undefined): () => string {
  const fixed = configured === undefined ? undefined : normalisePublicOrigin(configured);
  return () => fixed ?? listenOrigin(server) ?? 'http://localhost';
}
