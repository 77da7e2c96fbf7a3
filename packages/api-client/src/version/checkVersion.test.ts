import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION, checkVersion, postponeUpdate } from './checkVersion.js';

function memory(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('checkVersion', () => {
  it('fires the update prompt 1 s after a deployment newer than the stored one and the build', async () => {
    const storage = memory({ current_version_timestamp: '100' });
    const onUpdateAvailable = vi.fn();
    const shown = await checkVersion({
      buildTimestamp: 150,
      hostname: 'console.netfleet.test',
      storage,
      onUpdateAvailable,
      loadVersion: async () => ({ version: '5.15.0', timestamp: 200 }),
    });
    expect(shown).toBe(true);
    expect(storage.map.get('spa_version')).toBe('5.15.0');
    expect(storage.map.get('current_version_timestamp')).toBe('200');
    vi.advanceTimersByTime(999);
    expect(onUpdateAvailable).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onUpdateAvailable).toHaveBeenCalledWith({ version: '5.15.0', timestamp: 200 });
  });

  it.each([
    ['not later than the stored timestamp', '300', 150],
    ['not later than the build', '0', 250],
  ])('stays quiet when the deployment is %s', async (_, stored, build) => {
    const onUpdateAvailable = vi.fn();
    const shown = await checkVersion({
      buildTimestamp: build,
      hostname: 'console.netfleet.test',
      storage: memory({ current_version_timestamp: stored }),
      onUpdateAvailable,
      loadVersion: async () => ({ version: APP_VERSION, timestamp: 200 }),
    });
    vi.runAllTimers();
    expect(shown).toBe(false);
    expect(onUpdateAvailable).not.toHaveBeenCalled();
  });

  it('does not load the worker on localhost', async () => {
    const loadVersion = vi.fn();
    const shown = await checkVersion({
      buildTimestamp: 0,
      hostname: 'localhost',
      storage: memory(),
      onUpdateAvailable: vi.fn(),
      loadVersion,
    });
    expect(shown).toBe(false);
    expect(loadVersion).not.toHaveBeenCalled();
  });

  it('resets the stored timestamp to 0 when the user picks Later', () => {
    const storage = memory({ current_version_timestamp: '200' });
    postponeUpdate(storage);
    expect(storage.map.get('current_version_timestamp')).toBe('0');
  });
});
