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

/** The cookies of a `Cookie` request header, by name (the first of a repeated name wins, as in a browser). */
export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    const name = part.slice(0, Math.max(separator, 0)).trim();
    if (!name || cookies.has(name)) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

/**
 * The console's environment on the server, for one request: its cookies (time zone, dark mode,
 * the API review host) read from the request, empty storages, and nothing that acts (no
 * reload, no navigation, no cookie writes).
 */
export function requestEnvironment(cookieHeader: string, now: () => number = Date.now): ConsoleEnvironment {
  const cookies = parseCookieHeader(cookieHeader);
  return {
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    cookies: { read: (name) => cookies.get(name), write: () => undefined },
    reload: () => undefined,
    assign: () => undefined,
    isOnline: () => true,
    now,
    // The browser's own zone is unknown here: a user without a time zone cookie sees UTC
    // until the page takes over (the dates of the first rows are relative: "5 min ago").
    systemTimeZone: () => 'UTC',
  };
}
