import { describe, expect, it, vi } from 'vitest';
import { type ClientLocation, createApiClient } from './createApiClient.js';
import { isApiError, isSessionEndedError } from './errors/ApiError.js';
import { listDevices } from './resources/devices.js';

const user = {
  username: 'admin',
  email: 'admin@netfleet.test',
  id: 2,
  company: { id: 4, parent_id: 1, name: 'North Reseller', level: 2, show_payment: true },
  role: { id: 2, name: 'admin', title: 'Administrator' },
  avatar_url: null,
  tos_accepted: true,
  mfa_type: null,
  exp: 1_900_000_000,
  permissions: ['view_devices'],
  token: { act: null },
  impersonation_access_limit: null,
  country_iso_code: 'LT',
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function fakeLocation(href = 'http://console.test/management/devices?client_id=app'): ClientLocation {
  const url = new URL(href);
  return { href, host: url.host, pathname: url.pathname, search: url.search, assign: vi.fn() };
}

type Handler = (request: Request) => Response | Promise<Response>;

function setup(handler: Handler, cookies = 'XSRF-TOKEN=plain') {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    if (request.signal.aborted) throw request.signal.reason;
    // Like a real fetch, an abort while waiting for the answer rejects the call.
    return Promise.race([
      handler(request),
      new Promise<never>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true }),
      ),
    ]);
  });
  const storage = new Map<string, string>();
  const location = fakeLocation();
  const client = createApiClient({
    baseUrl: 'http://console.test/api',
    fetch: fetch as unknown as typeof globalThis.fetch,
    readCookies: () => cookies,
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    location,
    locks: null,
  });
  return { client, requests, storage, location, fetch };
}

describe('request headers', () => {
  it('sends X-Requested-With, credentials and the stored spa_version', async () => {
    const { client, requests, storage } = setup(() => json(user));
    storage.set('spa_version', '5.14.0');
    await client.getUser();
    const [request] = requests;
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request?.headers.get('X-SPA-VERSION')).toBe('5.14.0');
    expect(request?.credentials).toBe('include');
    expect(request?.url).toBe('http://console.test/api/user');
  });

  it('prefers RMS-XSRF-TOKEN over XSRF-TOKEN', async () => {
    const { client, requests } = setup(() => json(user), 'XSRF-TOKEN=plain; RMS-XSRF-TOKEN=rms%3Dvalue');
    await client.getUser();
    expect(requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('rms=value');
  });

  it('falls back to XSRF-TOKEN and sends no header without either cookie', async () => {
    const first = setup(() => json(user), 'other=1; XSRF-TOKEN=plain');
    await first.client.getUser();
    expect(first.requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('plain');
    const second = setup(() => json(user), 'other=1');
    await second.client.getUser();
    expect(second.requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });
});

describe('getUser', () => {
  it('flattens the user body', async () => {
    const { client } = setup(() => json(user));
    const current = await client.getUser();
    expect(current).toMatchObject({ company_id: 4, company_name: 'North Reseller', role: 'admin' });
    expect(current.isImpersonating).toBe(false);
    expect(current.show_payment_control).toBe(false);
  });

  it('reports "Failed to get user data" with the status on a server error', async () => {
    const { client } = setup(() => json({ errors: [] }, 500));
    const error = await client.getUser().catch((e: unknown) => e);
    expect(isApiError(error) && [error.message, error.status]).toEqual(['Failed to get user data', 500]);
  });

  it('reports "User request timeout" with status 408 when the request times out', async () => {
    vi.useFakeTimers();
    try {
      const { client } = setup(
        (request) =>
          new Promise((_, reject) => {
            request.signal.addEventListener('abort', () => reject(request.signal.reason));
          }),
      );
      const pending = client.getUser().catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(30_000);
      const error = await pending;
      expect(isApiError(error) && [error.message, error.status]).toEqual(['User request timeout', 408]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('listDevices', () => {
  it('serialises the query and skips empty values', async () => {
    const page = { data: [], meta: { total: 0 } };
    const { client, requests } = setup(() => json(page));
    await expect(listDevices(client, { limit: 25, offset: 50, sort: '-name', q: '' })).resolves.toEqual(page);
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/devices');
    expect([...url.searchParams]).toEqual([
      ['limit', '25'],
      ['offset', '50'],
      ['sort', '-name'],
    ]);
  });
});

describe('401 handling', () => {
  it('refreshes once and retries the request', async () => {
    let refreshed = false;
    const { client, requests } = setup((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/account/token/refresh') {
        refreshed = true;
        return json({ exp: 1 });
      }
      return refreshed
        ? json(user)
        : json({ errors: [{ code: 'UNAUTHORIZED', message: 'No session' }] }, 401);
    });
    await expect(client.getUser()).resolves.toMatchObject({ email: 'admin@netfleet.test' });
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'GET /api/user',
      'POST /api/account/token/refresh',
      'GET /api/user',
    ]);
  });

  it('shares one refresh among many requests failing at once', async () => {
    let refreshCalls = 0;
    let refreshed = false;
    const { client } = setup(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/account/token/refresh') {
        refreshCalls += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        refreshed = true;
        return json({});
      }
      return refreshed ? json({ data: [], meta: { total: 0 } }) : json({ errors: [] }, 401);
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => listDevices(client, { limit: 1, offset: i })),
    );
    expect(results).toHaveLength(50);
    expect(refreshCalls).toBe(1);
  });

  it('does not refresh again for requests whose 401 arrives after the refresh (regression: storm)', async () => {
    let refreshCalls = 0;
    let refreshed = false;
    const { client } = setup(async (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/account/token/refresh') {
        refreshCalls += 1;
        // A rotating refresh token: a second refresh with the spent token fails.
        if (refreshCalls > 1) return json({ errors: [] }, 401);
        refreshed = true;
        return json({});
      }
      if (refreshed && request.headers.get('X-Retry') !== 'stale')
        return json({ data: [], meta: { total: 1 } });
      // Slow requests sent before the refresh answer 401 only after it finished.
      const delay = Number(url.searchParams.get('offset')) * 2;
      await new Promise((resolve) => setTimeout(resolve, delay));
      return json({ errors: [] }, 401);
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => listDevices(client, { offset: i })),
    );
    expect(results.every((page) => page.meta.total === 1)).toBe(true);
    expect(refreshCalls).toBe(1);
  });

  it('treats a 401 after a successful refresh as final', async () => {
    const { client, requests } = setup((request) =>
      new URL(request.url).pathname === '/api/account/token/refresh' ? json({}) : json({ errors: [] }, 401),
    );
    const error = await listDevices(client, {}).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(401);
    expect(requests.filter((r) => r.url.endsWith('/token/refresh'))).toHaveLength(1);
  });

  it('revokes and goes to the sign-in page with a continue_url when the refresh fails', async () => {
    const { client, requests, location } = setup((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/account/token/revoke') return json({ location: '/auth/sign-in' });
      return json({ errors: [{ code: 'UNAUTHORIZED', message: 'No session' }] }, 401);
    });
    const error = await client.getUser().catch((e: unknown) => e);
    expect(isSessionEndedError(error)).toBe(true);
    const revoke = requests.find((r) => r.url.endsWith('/token/revoke'));
    expect(await revoke?.json()).toEqual({ client_id: 'app' });
    const target = new URL(vi.mocked(location.assign).mock.calls[0]?.[0] ?? '');
    expect(target.pathname).toBe('/auth/sign-in');
    expect(target.searchParams.get('continue_url')).toBe(location.href);
  });

  it('never refreshes for account URLs', async () => {
    const { client, requests } = setup(() => json({ errors: [] }, 401));
    await expect(client.http.post('account/token/refresh')).rejects.toThrow();
    expect(requests).toHaveLength(1);
  });
});

describe('pending requests', () => {
  it('cancels a pending GET when the same URL is requested again', async () => {
    const { client } = setup(
      () =>
        new Promise<Response>((resolve) =>
          setTimeout(() => resolve(json({ data: [], meta: { total: 0 } })), 20),
        ),
    );
    const first = listDevices(client, { limit: 5 }).catch((e: unknown) => e);
    const second = listDevices(client, { limit: 5 });
    await expect(second).resolves.toEqual({ data: [], meta: { total: 0 } });
    expect(await first).toMatchObject({ status: 0 });
  });

  it('cancels pending requests when the route name changes, not when it stays', async () => {
    const { client } = setup(
      () =>
        new Promise<Response>((resolve) =>
          setTimeout(() => resolve(json({ data: [], meta: { total: 0 } })), 20),
        ),
    );
    client.routeChanged('management.devices');
    const kept = listDevices(client, { limit: 1 });
    client.routeChanged('management.devices');
    await expect(kept).resolves.toBeDefined();
    const cancelled = listDevices(client, { limit: 2 }).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 1)); // let the request leave
    client.routeChanged('companies');
    expect(await cancelled).toMatchObject({ status: 0 });
  });
});

describe('client events', () => {
  it('fires global-error when the first error code is a global one', async () => {
    const { client } = setup(() => json({ errors: [{ code: 'MFA_MANDATORY', message: 'Set up MFA' }] }, 403));
    const codes: string[] = [];
    client.events.on('global-error', ({ code }) => codes.push(code));
    await listDevices(client, {}).catch(() => undefined);
    expect(codes).toEqual(['MFA_MANDATORY']);
  });

  it('does not fire global-error for an ordinary error', async () => {
    const { client } = setup(() => json({ errors: [{ code: 'FORBIDDEN', message: 'No' }] }, 403));
    const codes: string[] = [];
    client.events.on('global-error', ({ code }) => codes.push(code));
    const error = await listDevices(client, {}).catch((e: unknown) => e);
    expect(codes).toEqual([]);
    expect(error).toMatchObject({ message: 'No', status: 403 });
  });

  it('asks for the maintenance screen after three failed user requests in a row', async () => {
    const { client } = setup(() => json({ errors: [] }, 503));
    const reasons: string[] = [];
    client.events.on('maintenance', ({ reason }) => reasons.push(reason));
    for (let i = 0; i < 3; i += 1) await client.getUser().catch(() => undefined);
    expect(reasons).toEqual(['user']);
  });

  it('fires token-refreshed once after a refresh', async () => {
    let refreshed = false;
    const { client } = setup((request) => {
      if (request.url.endsWith('/token/refresh')) {
        refreshed = true;
        return json({});
      }
      return refreshed ? json({ data: [], meta: { total: 0 } }) : json({ errors: [] }, 401);
    });
    let count = 0;
    client.events.on('token-refreshed', () => {
      count += 1;
    });
    await Promise.all([listDevices(client, { offset: 1 }), listDevices(client, { offset: 2 })]);
    expect(count).toBe(1);
  });
});

describe('logout', () => {
  it('revokes and sends the user to sign in with a way back to the root, not to the logout page', async () => {
    const { client, location, requests } = setup(() => json({ location: '/auth/sign-in' }));
    await client.logout();
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/api/account/token/revoke']);
    const target = new URL(vi.mocked(location.assign).mock.calls[0]?.[0] ?? '');
    expect(target.searchParams.get('continue_url')).toBe('http://console.test/');
  });
});
