import { type CookieJar, documentCookieJar } from '@netfleet/ui-kit';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * What the console reads from and does to the browser, in one injectable object (tests
 * pass fakes): storages, cookies, reload and navigation, online state and the clock.
 */
export interface ConsoleEnvironment {
  localStorage: KeyValueStorage | null;
  sessionStorage: KeyValueStorage | null;
  cookies: CookieJar;
  /** Reloads the page. */
  reload(): void;
  /** Full-page navigation (the account site, the offline page). */
  assign(url: string): void;
  /** Whether the browser believes it is online. */
  isOnline(): boolean;
  /** Milliseconds since the epoch. */
  now(): number;
  /** The browser's own time zone. */
  systemTimeZone(): string;
}

function storageOf(name: 'localStorage' | 'sessionStorage'): KeyValueStorage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}

/** The real browser. */
export function browserEnvironment(): ConsoleEnvironment {
  return {
    localStorage: storageOf('localStorage'),
    sessionStorage: storageOf('sessionStorage'),
    cookies: documentCookieJar(),
    reload: () => window.location.reload(),
    assign: (url) => window.location.assign(url),
    isOnline: () => navigator.onLine !== false,
    now: () => Date.now(),
    systemTimeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}
