/** The part of the Web Locks API the refresher uses (`navigator.locks`). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface TokenRefresherOptions {
  /** Calls the refresh endpoint; resolves true when new tokens were issued. */
  refresh: () => Promise<boolean>;
  /**
   * Serialises refreshes across tabs of one browser, so that two tabs never both spend
   * the rotating refresh token. Defaults to `navigator.locks` when present.
   */
  locks?: LockManagerLike | null;
  /**
   * Shared between tabs: when the last refresh happened (ms). A tab that waited for the
   * lock while another tab refreshed sees a newer stamp and skips its own refresh.
   * Defaults to `localStorage`.
   */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
  /** Called once after each successful refresh of this tab. */
  onRefreshed?: () => void;
}

/** Single-flight token refresh with a generation counter; see INTERNALS.md. */
export interface TokenRefresher {
  /** Increments after every successful refresh; stamp a request with it when sending. */
  readonly generation: number;
  /**
   * Refreshes the tokens for a request sent at `sentGeneration`. Resolves true when the
   * request may be retried: either a refresh happened after it was sent (by this call,
   * by a concurrent one, or by another tab), or this call refreshed successfully.
   */
  refreshFor(sentGeneration: number, sentAt: number): Promise<boolean>;
}

const LOCK_NAME = 'netfleet-token-refresh';
const STAMP_KEY = 'netfleet:token-refreshed-at';

function defaultLocks(): LockManagerLike | null {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return nav?.locks ?? null;
}

function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Creates the refresher. Many requests failing with 401 at once share one refresh;
 * requests whose 401 arrives after a refresh that started later than they were sent
 * retry without refreshing again.
 */
export function createTokenRefresher(options: TokenRefresherOptions): TokenRefresher {
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const now = options.now ?? Date.now;
  let generation = 0;
  let inFlight: Promise<boolean> | null = null;

  const readStamp = (): number => Number(storage?.getItem(STAMP_KEY) ?? 0) || 0;

  const runRefresh = async (sentAt: number): Promise<boolean> => {
    // Another tab may have refreshed while this one waited for the lock: its new
    // cookies are already ours, so spending the refresh token again would only
    // trip the server's reuse detection.
    if (readStamp() > sentAt) return true;
    const ok = await options.refresh();
    if (ok) storage?.setItem(STAMP_KEY, String(now()));
    return ok;
  };

  return {
    get generation() {
      return generation;
    },
    refreshFor(sentGeneration, sentAt) {
      if (sentGeneration < generation) return Promise.resolve(true);
      if (!inFlight) {
        const attempt = locks ? locks.request(LOCK_NAME, () => runRefresh(sentAt)) : runRefresh(sentAt);
        inFlight = attempt
          .then((ok) => {
            if (ok) {
              generation += 1;
              options.onRefreshed?.();
            }
            return ok;
          })
          .catch(() => false)
          .finally(() => {
            inFlight = null;
          });
      }
      return inFlight;
    },
  };
}
