import { describe, expect, it, vi } from 'vitest';
import { createResponseCache, DEFAULT_CACHE, SHORT_CACHE } from './createResponseCache.js';

function clock(start = 0) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('createResponseCache', () => {
  it('serves a fresh answer from the cache until the TTL passes', async () => {
    const time = clock();
    const cache = createResponseCache({ ...SHORT_CACHE, now: time.now });
    const load = vi.fn(async () => 'credits');
    await cache.get('credits', load);
    time.advance(9_999);
    await cache.get('credits', load);
    expect(load).toHaveBeenCalledTimes(1);
    time.advance(1);
    await cache.get('credits', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one in-flight load between concurrent callers', async () => {
    const cache = createResponseCache(DEFAULT_CACHE);
    const load = vi.fn(() => new Promise<number>((resolve) => setTimeout(() => resolve(1), 1)));
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b]).toEqual([1, 1]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throttles forced reloads to one per second', async () => {
    const time = clock();
    const cache = createResponseCache({ ...SHORT_CACHE, now: time.now });
    const load = vi.fn(async () => 'n');
    await cache.get('n', load, { force: true });
    time.advance(999);
    await cache.get('n', load, { force: true });
    expect(load).toHaveBeenCalledTimes(1);
    time.advance(1);
    await cache.get('n', load, { force: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most max entries, dropping the least recently used', async () => {
    const time = clock();
    const cache = createResponseCache({ ttl: 60_000, max: 10, now: time.now });
    for (let i = 0; i < 10; i += 1) await cache.get(`k${i}`, async () => i);
    await cache.get('k0', async () => -1); // touch k0 so k1 is now the oldest
    await cache.get('k10', async () => 10);
    expect(cache.size).toBe(10);
    const reload = vi.fn(async () => 99);
    expect(await cache.get('k0', reload)).toBe(0);
    expect(await cache.get('k1', reload)).toBe(99);
  });

  it('does not keep a failed load', async () => {
    const cache = createResponseCache(DEFAULT_CACHE);
    await expect(cache.get('x', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.get('x', async () => 'up')).resolves.toBe('up');
  });

  it('uses the spec limits', () => {
    expect(SHORT_CACHE).toEqual({ ttl: 10_000, max: 10 });
    expect(DEFAULT_CACHE).toEqual({ ttl: 300_000, max: 100 });
  });
});
