import type { FastifyRequest } from 'fastify';

/**
 * The origin this request was addressed to, `http://host:port` (no default port), from the
 * protocol and the Host header (or the X-Forwarded-* headers when `trustProxy` is on).
 */
export function requestOrigin(request: FastifyRequest): string {
  const raw = `${request.protocol}://${request.host}`;
  try {
    // Normalised: `http://localhost:80` becomes `http://localhost`, as browsers write it.
    return new URL(raw).origin;
  } catch {
    return raw;
  }
}

/** True when `value` parses to an origin identical to `origin` (scheme, host and port). */
function sameOrigin(value: string, origin: string): boolean {
  try {
    return new URL(value).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

/**
 * True when the browser says this request comes from our own pages: the `Origin` header
 * equals our origin, or, without `Origin`, `Sec-Fetch-Site` is `same-origin`. A request
 * with neither header is refused: every current browser sends `Origin` on unsafe methods,
 * so only scripts and tools omit both, and they can send an `Origin` header.
 */
export function isSameOriginRequest(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') {
    return origin !== 'null' && sameOrigin(origin, requestOrigin(request));
  }
  return request.headers['sec-fetch-site'] === 'same-origin';
}
