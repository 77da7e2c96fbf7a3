/** Session-storage entry holding when the page last reloaded for a missing chunk. */
export const CHUNK_RELOAD_FLAG = 'netfleet:chunk-reload-at';

/** A second chunk failure within this time does not reload again: the chunk is really gone. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk/i;

/** Whether `error` is a failed lazy import (a chunk removed by a deploy, or the network). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Reloads the page for a chunk-load failure (spec §8), once: the session-storage flag
 * stops a reload loop when the chunk is still missing after the reload. Returns whether
 * it reloaded.
 */
export function reloadOnceForChunkError(
  storage: FlagStorage | null,
  reload: () => void,
  now: () => number = Date.now,
): boolean {
  const last = Number(storage?.getItem(CHUNK_RELOAD_FLAG) ?? 0) || 0;
  if (now() - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    storage?.setItem(CHUNK_RELOAD_FLAG, String(now()));
  } catch {
    // Without storage there is no loop guard: better not to reload at all.
    return false;
  }
  reload();
  return true;
}

/** While offline a chunk cannot load, and neither can a reloaded page. */
export interface OfflineHandling {
  isOffline: () => boolean;
  /** Shows the app's own offline page (in the main bundle) instead of reloading. */
  showOffline: () => void;
}

/**
 * Listens for Vite's `vite:preloadError` and for unhandled chunk-load rejections, and
 * reloads the page once; while offline it shows the offline page instead, since the
 * reload would end on the browser's own error page. Returns the function that stops
 * listening.
 */
export function installChunkErrorReload(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  storage: FlagStorage | null,
  reload: () => void,
  offline?: OfflineHandling,
): () => void {
  const handle = (): boolean => {
    if (offline?.isOffline()) {
      offline.showOffline();
      return true;
    }
    return reloadOnceForChunkError(storage, reload);
  };
  const onPreloadError = (event: Event) => {
    if (handle()) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason) && handle()) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
