import { readCookie } from '@netfleet/api-client';
import type { ConsoleEnvironment } from '../state/consoleEnvironment.js';

type KeyValueStorage = NonNullable<ConsoleEnvironment['localStorage']>;

/** A storage that forgets: the server has no browser storage, and the render writes nothing back. */
function memoryStorage(): KeyValueStorage {
  const entries = new Map<string, string>();
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

/**
 * The console's environment on the server, for one request: its cookies (time zone, dark mode,
 * the API review host) read from the request, empty storages, and nothing that acts (no
 * reload, no navigation, no cookie writes).
 */
export function requestEnvironment(cookieHeader: string, now: () => number = Date.now): ConsoleEnvironment {
  return {
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    cookies: { read: (name) => readCookie(cookieHeader, name), write: () => undefined },
    reload: () => undefined,
    assign: () => undefined,
    isOnline: () => true,
    now,
    // The browser's own zone is unknown here: a user without a time zone cookie sees UTC
    // until the page takes over (the dates of the first rows are relative: "5 min ago").
    systemTimeZone: () => 'UTC',
  };
}
