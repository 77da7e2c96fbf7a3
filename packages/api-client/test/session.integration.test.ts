import { buildServer } from '@netfleet/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../src/createApiClient.js';
import { isSessionEndedError } from '../src/errors/ApiError.js';
import { listDevices } from '../src/resources/devices.js';
import { createBrowserLikeFetch, signIn } from './support/browserLikeFetch.js';

// One real server on PGlite in memory for the file; a controllable clock moves tokens past expiry.
let clock = Date.now();
const now = () => clock;
let server: Awaited<ReturnType<typeof buildServer>>;
let origin: string;

beforeAll(async () => {
  server = await buildServer({
    dataDir: 'memory',
    demo: { deviceCount: 60 },
    logger: false,
    now,
    signInSecondFactor: false,
  });
  origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

async function signedInClient(email: string) {
  const browser = createBrowserLikeFetch(origin, now);
  await signIn(browser, origin, email);
  const href = `${origin}/management/devices?client_id=console`;
  const location = {
    href,
    host: new URL(href).host,
    protocol: 'http:',
    pathname: '/management/devices',
    search: '?client_id=console',
    assign: vi.fn(),
  };
  const client = createApiClient({
    baseUrl: `${origin}/api`,
    fetch: browser.fetch,
    readCookies: browser.cookies,
    storage: memoryStorage(),
    sessionStorage: memoryStorage(),
    location,
    locks: null,
  });
  return { client, browser, location };
}

describe('the session against the real server', () => {
  it('signs in and loads the user', async () => {
    const { client } = await signedInClient('admin@netfleet.test');
    const user = await client.getUser();
    expect(user).toMatchObject({ email: 'admin@netfleet.test', role: 'admin', isImpersonating: false });
    expect(user.permissions).toContain('view_devices');
  });

  it('refreshes an expired access token once and carries on', async () => {
    const { client, browser } = await signedInClient('end_user@netfleet.test');
    await client.getUser();
    clock += 16 * 60_000; // past the 15-minute access token
    const page = await listDevices(client, { limit: 5 });
    expect(page.data.length).toBeGreaterThan(0);
    expect(browser.calls('/api/account/token/refresh')).toBe(1);
  });

  it('survives a refresh storm: 200 parallel requests, one refresh, 200 results', async () => {
    const { client, browser } = await signedInClient('admin@netfleet.test');
    await client.getUser();
    clock += 16 * 60_000;
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, offset) => listDevices(client, { limit: 1, offset })),
    );
    expect(results.filter((page) => page.meta.total > 0)).toHaveLength(200);
    expect(browser.calls('/api/account/token/refresh')).toBe(1);
  }, 60_000); // 400 requests against one PGlite

  it('revokes and goes to the sign-in page with a continue_url when the refresh token has expired too', async () => {
    const { client, browser, location } = await signedInClient('read_only@netfleet.test');
    await client.getUser();
    clock += 15 * 24 * 3_600_000; // past the 14-day refresh token
    const error = await client.getUser().catch((e: unknown) => e);
    expect(isSessionEndedError(error)).toBe(true);
    expect(browser.calls('/api/account/token/revoke')).toBe(1);
    const target = new URL(location.assign.mock.calls[0]?.[0] as string);
    expect(target.pathname).toBe('/auth/sign-in');
    expect(target.searchParams.get('continue_url')).toBe(location.href);
  });

  it('sends a signed-out client to sign in', async () => {
    const browser = createBrowserLikeFetch(origin, now);
    const assign = vi.fn();
    const client = createApiClient({
      baseUrl: `${origin}/api`,
      fetch: browser.fetch,
      readCookies: browser.cookies,
      storage: null,
      sessionStorage: null,
      location: {
        href: `${origin}/companies`,
        host: new URL(origin).host,
        pathname: '/companies',
        search: '',
        assign,
      },
      locks: null,
    });
    await expect(client.getUser()).rejects.toSatisfy(isSessionEndedError);
    expect(new URL(assign.mock.calls[0]?.[0] as string).pathname).toBe('/auth/sign-in');
  });
});
