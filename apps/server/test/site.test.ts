import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NetfleetServer } from '../src/index.js';
import { startTestServer } from './support/testServer.js';

const INDEX_HTML =
  '<!doctype html><title>Netfleet console</title><script type="module" src="/assets/app-1a2b3c.js"></script>';

let server: NetfleetServer;
let consoleDir: string;

beforeAll(async () => {
  consoleDir = mkdtempSync(join(tmpdir(), 'netfleet-console-'));
  mkdirSync(join(consoleDir, 'assets'));
  writeFileSync(join(consoleDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(consoleDir, 'assets', 'app-1a2b3c.js'), 'console.info("app");');
  writeFileSync(join(consoleDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ consoleDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

const get = (url: string) => server.app.inject({ method: 'GET', url });

const expectSecurityHeaders = (response: LightMyRequestResponse) => {
  expect(response.headers['content-security-policy']).toBe(
    "default-src 'self';script-src 'self' 'wasm-unsafe-eval';style-src 'self';img-src 'self' data: blob:;connect-src 'self' ws://localhost:80 wss://localhost:80;" +
      "font-src 'self';worker-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
  );
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('same-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
};

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/user', 401],
    ['an API 404', '/api/no-such-route', 404],
    ['the sign-in page', '/auth/sign-in', 200],
    ['an account 404', '/auth/no-such-page', 404],
    ['the SPA fallback', '/management/devices', 200],
    ['a console asset', '/assets/app-1a2b3c.js', 200],
    ['a missing file', '/assets/missing.js', 404],
  ])('are on %s', async (_what, url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response);
  });
});

describe('the console', () => {
  it.each(['/', '/management/devices', '/account', '/companies/4/devices?tab=1'])(
    'loads the SPA with no-cache at %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/app-1a2b3c.js');
    expect(response.body).toBe('console.info("app");');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends browsers asking for /favicon.ico to the console’s SVG icon, for good', async () => {
    const response = await get('/favicon.ico');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/favicon.svg');
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toContain('<svg');
  });

  it('does not answer missing files, the account path or other methods with the SPA', async () => {
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    expect((await get('/robots.txt')).statusCode).toBe(404);
    expect((await get('/auth/whatever')).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'POST', url: '/management/devices' })).statusCode).toBe(404);
  });
});

describe('unknown API routes', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)('answer %s with 404 in the error shape', async (method) => {
    const response = await server.app.inject({ method, url: '/api/no-such-route?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      errors: [{ code: 'NOT_FOUND', message: expect.stringContaining('/api/no-such-route'), source: null }],
    });
  });
});

describe('/versionWorker.js', () => {
  it('is a same-origin worker script posting the app version and the console build time', async () => {
    const response = await get('/versionWorker.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response);
    const posted: unknown[] = [];
    runInNewContext(response.body, { self: { postMessage: (message: unknown) => posted.push(message) } });
    expect(posted).toEqual([
      { version: '5.14.0', timestamp: Math.floor(statSync(join(consoleDir, 'index.html')).mtimeMs) },
    ]);
  });
});
