import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim() || undefined;
}

/**
 * True when a raw request (the socket handshake, which Fastify never sees) carries an `Origin`
 * equal to the origin it was addressed to: scheme, host and port. Without `Origin`, or with
 * `null`, it is refused: browsers always send it on WebSocket and cross-origin requests, and
 * other clients can send it. Behind a proxy (`trustProxy`) the X-Forwarded-Proto and
 * X-Forwarded-Host headers name the public origin, as they do for Fastify's `request.host`.
 */
export function isSameOriginUpgrade(request: IncomingMessage, trustProxy: boolean): boolean {
  const origin = firstValue(request.headers.origin);
  if (!origin || origin === 'null') return false;
  const forwardedProto = trustProxy ? firstValue(request.headers['x-forwarded-proto']) : undefined;
  const forwardedHost = trustProxy ? firstValue(request.headers['x-forwarded-host']) : undefined;
  const protocol = forwardedProto ?? ((request.socket as TLSSocket).encrypted ? 'https' : 'http');
  const host = forwardedHost ?? request.headers.host;
  if (!host) return false;
  try {
    return new URL(origin).origin === new URL(`${protocol}://${host}`).origin;
  } catch {
    return false;
  }
}
