import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_FLAG,
  installChunkErrorReload,
  isChunkLoadError,
  reloadOnceForChunkError,
} from './reloadOnChunkError.js';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('chunk-load failures', () => {
  it('recognises the browsers’ failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads once, guarded by a session-storage flag', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    expect(reloadOnceForChunkError(storage, reload, () => now)).toBe(true);
    expect(storage.values.get(CHUNK_RELOAD_FLAG)).toBe('1000000');
    // After the reload the chunk is still missing: no loop.
    now += 2_000;
    expect(reloadOnceForChunkError(storage, reload, () => now)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later deploy, long after: one reload again.
    now += 60_000;
    expect(reloadOnceForChunkError(storage, reload, () => now)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload without storage to guard the loop', () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(reloadOnceForChunkError(broken, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('listens for vite:preloadError and unhandled chunk rejections', () => {
    const target = new EventTarget() as unknown as Window;
    const storage = memoryStorage();
    const reload = vi.fn();
    const stop = installChunkErrorReload(target, storage, reload);
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    stop();
    storage.values.clear();
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('installChunkErrorReload while offline', () => {
  it('shows the offline page instead of reloading into the browser error page', () => {
    const target = new EventTarget() as unknown as Window;
    const reload = vi.fn();
    const showOffline = vi.fn();
    installChunkErrorReload(target, null, reload, { isOffline: () => true, showOffline });
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    expect(showOffline).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(true);
  });
});
