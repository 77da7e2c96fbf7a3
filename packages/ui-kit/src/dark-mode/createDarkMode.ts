import { type CookieJar, documentCookieJar } from './cookies.js';

/** The spec's three states: `auto` (no cookie: follow the system), `enabled`, `disabled`. */
export type DarkModeSetting = 'auto' | 'enabled' | 'disabled';

/** What the page shows. */
export type ColorScheme = 'light' | 'dark';

/** The cookie that keeps the setting (spec: dark mode is kept in a cookie). */
export const DARK_MODE_COOKIE = 'dark_mode';

/** The media query that `auto` follows. */
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

/** The part of `MediaQueryList` the dark mode needs. */
export interface ColorSchemeQuery {
  readonly matches: boolean;
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

/** The element that receives `data-theme` (the `<html>` element). */
export interface ThemeRoot {
  setAttribute(name: string, value: string): void;
}

/** Options of {@link createDarkMode}. */
export interface DarkModeOptions {
  /** Defaults to {@link documentCookieJar}. */
  cookies?: CookieJar;
  /** Defaults to `window.matchMedia`; without one, `auto` means light. */
  matchMedia?: ((query: string) => ColorSchemeQuery) | null;
  /** Defaults to `document.documentElement`; `null` sets no attribute. */
  root?: ThemeRoot | null;
  /** Defaults to {@link DARK_MODE_COOKIE}. */
  cookieName?: string;
}

/** The dark mode's state. */
export interface DarkModeSnapshot {
  readonly setting: DarkModeSetting;
  readonly scheme: ColorScheme;
}

/** A React-free dark mode switch. */
export interface DarkModeController {
  getSnapshot(): DarkModeSnapshot;
  subscribe(listener: () => void): () => void;
  /** Saves the setting in the cookie (`auto` deletes it) and applies it. */
  set(setting: DarkModeSetting): void;
  /** Stops listening to the system setting. */
  destroy(): void;
}

/** Reads a cookie value; unknown values mean `auto`. Accepts `true`/`false` and `1`/`0` too. */
export function parseDarkModeSetting(value: string | null | undefined): DarkModeSetting {
  switch (value?.trim().toLowerCase()) {
    case 'enabled':
    case 'true':
    case '1':
    case 'dark':
      return 'enabled';
    case 'disabled':
    case 'false':
    case '0':
    case 'light':
      return 'disabled';
    default:
      return 'auto';
  }
}

/** The scheme a setting shows, given whether the system prefers dark. */
export function resolveColorScheme(setting: DarkModeSetting, systemPrefersDark: boolean): ColorScheme {
  if (setting === 'enabled') return 'dark';
  if (setting === 'disabled') return 'light';
  return systemPrefersDark ? 'dark' : 'light';
}

function defaultMatchMedia(): ((query: string) => ColorSchemeQuery) | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? (query) => window.matchMedia(query)
    : null;
}

/**
 * The dark mode (spec: three states, auto (unset), enabled, disabled, kept in a
 * cookie). Reads the `dark_mode` cookie, sets `data-theme="dark"` or `"light"` on
 * `<html>` at once (call it before the first render to avoid a flash), and in
 * `auto` follows `prefers-color-scheme`, listening to changes.
 *
 * @example
 * const darkMode = createDarkMode();
 * darkMode.set('enabled');
 */
export function createDarkMode(options: DarkModeOptions = {}): DarkModeController {
  const cookieName = options.cookieName ?? DARK_MODE_COOKIE;
  const cookies = options.cookies ?? documentCookieJar();
  const root = options.root === undefined ? document.documentElement : options.root;
  const query = (options.matchMedia === undefined ? defaultMatchMedia() : options.matchMedia)?.(
    PREFERS_DARK_QUERY,
  );
  const listeners = new Set<() => void>();

  let setting = parseDarkModeSetting(cookies.read(cookieName));
  let snapshot: DarkModeSnapshot = { setting, scheme: resolveColorScheme(setting, query?.matches ?? false) };

  function apply() {
    const scheme = resolveColorScheme(setting, query?.matches ?? false);
    if (scheme !== snapshot.scheme || setting !== snapshot.setting) snapshot = { setting, scheme };
    root?.setAttribute('data-theme', scheme);
  }

  function notify() {
    for (const listener of [...listeners]) listener();
  }

  const onSystemChange = () => {
    if (setting !== 'auto') return;
    apply();
    notify();
  };
  query?.addEventListener('change', onSystemChange);
  apply();

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next) {
      setting = next;
      cookies.write(cookieName, next === 'auto' ? null : next);
      apply();
      notify();
    },
    destroy() {
      query?.removeEventListener('change', onSystemChange);
      listeners.clear();
    },
  };
}
