import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/support/testServer.js';
import type { NetfleetServer } from '../index.js';

let direct: NetfleetServer;
let proxied: NetfleetServer;
let mapped: NetfleetServer;
const MAP_STYLE_URL = 'https://tiles.example.net/styles/streets/style.json?key=abc';
beforeAll(async () => {
  direct = await startTestServer();
  proxied = await startTestServer({ trustProxy: true });
  mapped = await startTestServer({ mapStyleUrl: MAP_STYLE_URL });
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
  await mapped?.close();
});

/** The sources of one directive of a policy. */
const directive = (policy: unknown, name: string) =>
  String(policy)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);
const connectSrc = (policy: unknown) => directive(policy, 'connect-src');

describe('Content-Security-Policy connect-src', () => {
  it('allows WebSockets to this very host only, never to any host', async () => {
    const response = await direct.app.inject({
      url: '/api/user',
      headers: { host: 'fleet.example.com:8080' },
    });
    const sources = connectSrc(response.headers['content-security-policy']);
    expect(sources).toEqual(["'self'", 'ws://fleet.example.com:8080', 'wss://fleet.example.com:8080']);
    expect(sources).not.toContain('ws:');
    expect(sources).not.toContain('wss:');
  });

  it('names the public host behind a trusted proxy', async () => {
    const response = await proxied.app.inject({
      url: '/auth/sign-in',
      headers: {
        host: '10.0.0.5:8080',
        'x-forwarded-host': 'fleet.example.com',
        'x-forwarded-proto': 'https',
      },
    });
    expect(connectSrc(response.headers['content-security-policy'])).toEqual([
      "'self'",
      'ws://fleet.example.com',
      'wss://fleet.example.com',
    ]);
  });

  it("gives each host its own sockets, however many hosts ask (the server keeps only some hosts' headers)", async () => {
    const hosts = Array.from({ length: 80 }, (_, index) => `fleet-${index}.example.com`);
    for (const host of [...hosts, hosts[0], hosts[1]]) {
      const response = await direct.app.inject({ url: '/api/user', headers: { host } });
      expect(connectSrc(response.headers['content-security-policy']), host).toEqual([
        "'self'",
        `ws://${host}`,
        `wss://${host}`,
      ]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['x-xss-protection']).toBe('0');
    }
  });

  it('adds nothing for a Host that is not a plain host name', async () => {
    const response = await direct.app.inject({
      url: '/api/user',
      headers: { host: "evil.example; script-src 'unsafe-inline'" },
    });
    const policy = String(response.headers['content-security-policy']);
    expect(connectSrc(policy)).toEqual(["'self'", "'self'"]);
    expect(policy).not.toContain('unsafe-inline');
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when the request came over https through a trusted proxy', async () => {
    for (const url of ['/api/user', '/auth/sign-in', '/management/devices']) {
      const response = await proxied.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('is not sent over plain http, nor for a forwarded https the server does not trust', async () => {
    const plain = await proxied.app.inject({ url: '/api/user', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const untrusted = await direct.app.inject({
      url: '/api/user',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Content-Security-Policy for maps', () => {
  it('lets MapLibre run its worker from the console itself and names no map origin by default', async () => {
    const response = await direct.app.inject({
      url: '/management/devices',
      headers: { host: 'fleet.example.com' },
    });
    const policy = response.headers['content-security-policy'];
    // The worker is a file of the build: same origin, never a blob: or data: worker.
    expect(directive(policy, 'worker-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(connectSrc(policy)).toEqual(["'self'", 'ws://fleet.example.com', 'wss://fleet.example.com']);
  });

  it('adds the configured map style origin to connect-src and img-src only, never to scripts or workers', async () => {
    const response = await mapped.app.inject({ url: '/api/user', headers: { host: 'fleet.example.com' } });
    const policy = response.headers['content-security-policy'];
    expect(connectSrc(policy)).toEqual([
      "'self'",
      'ws://fleet.example.com',
      'wss://fleet.example.com',
      'https://tiles.example.net',
    ]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.net']);
    expect(directive(policy, 'worker-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    // The path and the key of the style URL stay out of the policy: only the origin is named.
    expect(String(policy)).not.toContain('key=abc');
  });
});

describe('GET /map/style.json', () => {
  it('redirects to the configured style, uncached, so a changed setting reaches the next map', async () => {
    const response = await mapped.app.inject({ url: '/map/style.json' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(MAP_STYLE_URL);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('is left to the console (its offline basemap style) when no style is configured', async () => {
    // These test servers serve no built console: the console's file would answer here.
    const response = await direct.app.inject({ url: '/map/style.json' });
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });
});
