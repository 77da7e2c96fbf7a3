import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/support/testServer.js';
import type { NetfleetServer } from '../index.js';

let direct: NetfleetServer;
let proxied: NetfleetServer;
beforeAll(async () => {
  direct = await startTestServer();
  proxied = await startTestServer({ trustProxy: true });
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
});

const connectSrc = (policy: unknown) =>
  String(policy)
    .split(';')
    .find((directive) => directive.startsWith('connect-src'))
    ?.split(' ')
    .slice(1);

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
