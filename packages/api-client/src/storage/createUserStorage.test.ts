import ky from 'ky';
import { describe, expect, it, vi } from 'vitest';
import { isApiError } from '../errors/ApiError.js';
import { createUserStorage } from './createUserStorage.js';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(handler: (request: Request) => Response) {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const http = ky.create({
    prefix: 'http://console.test/api',
    retry: 0,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}${url.search}`);
      if (request.method !== 'GET' && request.method !== 'DELETE') bodies.push(await request.clone().json());
      return handler(request);
    }) as typeof fetch,
  });
  return { storage: createUserStorage(http), calls, bodies };
}

describe('createUserStorage', () => {
  it('loads the list with limit=100 into the local map', async () => {
    const { storage, calls } = setup(() => json({ data: [{ key: 'wideNav', value: 'false' }] }));
    await storage.load();
    expect(calls).toEqual(['GET /api/storage?limit=100']);
    expect(storage.get('wideNav')).toBe('false');
  });

  it('swallows a failed load', async () => {
    const { storage } = setup(() => json({ errors: [] }, 500));
    await expect(storage.load()).resolves.toBeUndefined();
    expect(storage.getSnapshot().size).toBe(0);
  });

  it('creates a key it does not hold with POST and updates one it holds with PUT', async () => {
    const { storage, calls, bodies } = setup(() => json({}));
    await storage.set('a b', '1');
    await storage.set('a b', '2');
    expect(calls).toEqual(['POST /api/storage', 'PUT /api/storage/a%20b']);
    expect(bodies).toEqual([{ key: 'a b', value: '1' }, { value: '2' }]);
    expect(storage.get('a b')).toBe('2');
  });

  it('leaves the map as it was and reports the error when a write fails', async () => {
    const { storage } = setup((request) =>
      request.method === 'PUT' ? json({ errors: [{ code: 'X', message: 'Disk full' }] }, 500) : json({}),
    );
    await storage.set('k', 'old');
    const error = await storage.set('k', 'new').catch((e: unknown) => e);
    expect(isApiError(error) && error.message).toBe('Disk full');
    expect(storage.get('k')).toBe('old');
  });

  it('removes locally, deletes on the server, and restores the key when that fails', async () => {
    let fail = false;
    const { storage, calls } = setup(() => (fail ? json({ errors: [] }, 500) : json({})));
    await storage.set('k', 'v');
    await storage.remove('k');
    expect(storage.get('k')).toBeUndefined();
    expect(calls.at(-1)).toBe('DELETE /api/storage/k');
    await storage.set('k', 'v');
    fail = true;
    await expect(storage.remove('k')).rejects.toThrow();
    expect(storage.get('k')).toBe('v');
  });

  it('notifies subscribers with a new snapshot on every change', async () => {
    const { storage } = setup(() => json({}));
    const listener = vi.fn();
    const unsubscribe = storage.subscribe(listener);
    const before = storage.getSnapshot();
    await storage.set('k', 'v');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(storage.getSnapshot()).not.toBe(before);
    unsubscribe();
    await storage.set('k', 'w');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
