import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every response: same-origin everything, no inline script
 * or style, sockets and same-origin workers allowed, never framed. The console and the account site are built to
 * run under it.
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  fontSrc: ["'self'"],
  // The version check runs /versionWorker.js as a same-origin Worker.
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Registers helmet globally, so every response (API, account site, console files, 404s and
 * errors) carries the CSP, `X-Content-Type-Options: nosniff`, `Referrer-Policy: same-origin`
 * and `X-Frame-Options: DENY`.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      // No helmet defaults: they add upgrade-insecure-requests, which breaks plain-http LAN use.
      useDefaults: false,
      directives: CONTENT_SECURITY_POLICY,
    },
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    // HSTS only makes sense behind TLS, which a proxy in front of this server terminates.
    strictTransportSecurity: false,
  });
}
