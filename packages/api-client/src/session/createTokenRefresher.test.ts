import { describe, expect, it, vi } from 'vitest';
import { createTokenRefresher } from './createTokenRefresher.js';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe('createTokenRefresher', () => {
  it('runs one refresh for concurrent callers and bumps the generation', async () => {
    const refresh = vi.fn(async () => true);
    const refresher = createTokenRefresher({ refresh, locks: null, storage: memoryStorage() });
    const results = await Promise.all([0, 1, 2].map(() => refresher.refreshFor(0, 0)));
    expect(results).toEqual([true, true, true]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresher.generation).toBe(1);
  });

  it('lets a request sent before the last refresh retry without refreshing again', async () => {
    const refresh = vi.fn(async () => true);
    const refresher = createTokenRefresher({ refresh, locks: null, storage: memoryStorage() });
    await refresher.refreshFor(0, 0);
    await expect(refresher.refreshFor(0, 0)).resolves.toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('resolves false when the refresh fails or throws, and leaves the generation alone', async () => {
    const failing = createTokenRefresher({ refresh: async () => false, locks: null, storage: null });
    await expect(failing.refreshFor(0, 0)).resolves.toBe(false);
    const throwing = createTokenRefresher({
      refresh: async () => {
        throw new Error('network');
      },
      locks: null,
      storage: null,
    });
    await expect(throwing.refreshFor(0, 0)).resolves.toBe(false);
    expect(failing.generation + throwing.generation).toBe(0);
  });

  it('skips its own refresh when another tab refreshed after the request was sent', async () => {
    const storage = memoryStorage();
    storage.setItem('netfleet:token-refreshed-at', '2000');
    const refresh = vi.fn(async () => true);
    const names: string[] = [];
    const refresher = createTokenRefresher({
      refresh,
      storage,
      locks: {
        request: (name, callback) => {
          names.push(name);
          return callback();
        },
      },
    });
    await expect(refresher.refreshFor(0, 1000)).resolves.toBe(true);
    expect(refresh).not.toHaveBeenCalled();
    expect(names).toEqual(['netfleet-token-refresh']);
  });

  it('stamps the shared storage after its own refresh', async () => {
    const storage = memoryStorage();
    const refresher = createTokenRefresher({
      refresh: async () => true,
      locks: null,
      storage,
      now: () => 42,
    });
    await refresher.refreshFor(0, 0);
    expect(storage.getItem('netfleet:token-refreshed-at')).toBe('42');
  });
});
