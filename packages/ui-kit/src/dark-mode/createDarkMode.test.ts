import { describe, expect, it, vi } from 'vitest';
import type { CookieJar } from './cookies.js';
import { documentCookieJar } from './cookies.js';
import {
  type ColorSchemeQuery,
  createDarkMode,
  DARK_MODE_COOKIE,
  PREFERS_DARK_QUERY,
  parseDarkModeSetting,
  resolveColorScheme,
} from './createDarkMode.js';

function memoryCookies(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const cookies: CookieJar = {
    read: (name) => jar.get(name),
    write: vi.fn((name: string, value: string | null) => {
      if (value === null) jar.delete(name);
      else jar.set(name, value);
    }),
  };
  return { jar, cookies };
}

function systemScheme(prefersDark: boolean) {
  const listeners = new Set<() => void>();
  const query: ColorSchemeQuery & { matches: boolean } = {
    matches: prefersDark,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const matchMedia = vi.fn((_query: string) => query);
  return {
    matchMedia,
    listeners,
    set(dark: boolean) {
      query.matches = dark;
      for (const listener of listeners) listener();
    },
  };
}

function root() {
  const attributes = new Map<string, string>();
  return { attributes, setAttribute: (name: string, value: string) => attributes.set(name, value) };
}

describe('parseDarkModeSetting and resolveColorScheme', () => {
  it('read the cookie values, unknown meaning auto', () => {
    expect(parseDarkModeSetting('enabled')).toBe('enabled');
    expect(parseDarkModeSetting('true')).toBe('enabled');
    expect(parseDarkModeSetting('disabled')).toBe('disabled');
    expect(parseDarkModeSetting('0')).toBe('disabled');
    expect(parseDarkModeSetting(undefined)).toBe('auto');
    expect(parseDarkModeSetting('maybe')).toBe('auto');
  });

  it('resolve the scheme', () => {
    expect(resolveColorScheme('enabled', false)).toBe('dark');
    expect(resolveColorScheme('disabled', true)).toBe('light');
    expect(resolveColorScheme('auto', true)).toBe('dark');
    expect(resolveColorScheme('auto', false)).toBe('light');
  });
});

describe('createDarkMode', () => {
  it('starts in auto without a cookie and follows prefers-color-scheme, listening to changes', () => {
    const { cookies } = memoryCookies();
    const system = systemScheme(false);
    const html = root();
    const darkMode = createDarkMode({ cookies, matchMedia: system.matchMedia, root: html });
    expect(system.matchMedia).toHaveBeenCalledWith(PREFERS_DARK_QUERY);
    expect(darkMode.getSnapshot()).toEqual({ setting: 'auto', scheme: 'light' });
    expect(html.attributes.get('data-theme')).toBe('light');

    const listener = vi.fn();
    darkMode.subscribe(listener);
    system.set(true);
    expect(darkMode.getSnapshot()).toEqual({ setting: 'auto', scheme: 'dark' });
    expect(html.attributes.get('data-theme')).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reads the dark_mode cookie at start', () => {
    const { cookies } = memoryCookies({ [DARK_MODE_COOKIE]: 'enabled' });
    const html = root();
    const darkMode = createDarkMode({ cookies, matchMedia: systemScheme(false).matchMedia, root: html });
    expect(darkMode.getSnapshot()).toEqual({ setting: 'enabled', scheme: 'dark' });
    expect(html.attributes.get('data-theme')).toBe('dark');
  });

  it('saves enabled and disabled in the cookie and deletes it for auto', () => {
    const { cookies, jar } = memoryCookies();
    const system = systemScheme(true);
    const html = root();
    const darkMode = createDarkMode({ cookies, matchMedia: system.matchMedia, root: html });
    darkMode.set('disabled');
    expect(jar.get('dark_mode')).toBe('disabled');
    expect(html.attributes.get('data-theme')).toBe('light');
    darkMode.set('enabled');
    expect(jar.get('dark_mode')).toBe('enabled');
    expect(html.attributes.get('data-theme')).toBe('dark');
    darkMode.set('auto');
    expect(jar.has('dark_mode')).toBe(false);
    expect(darkMode.getSnapshot()).toEqual({ setting: 'auto', scheme: 'dark' });
  });

  it('ignores the system while a setting is forced, and stops listening when destroyed', () => {
    const { cookies } = memoryCookies({ dark_mode: 'disabled' });
    const system = systemScheme(false);
    const html = root();
    const darkMode = createDarkMode({ cookies, matchMedia: system.matchMedia, root: html });
    system.set(true);
    expect(darkMode.getSnapshot().scheme).toBe('light');
    darkMode.destroy();
    expect(system.listeners.size).toBe(0);
  });

  it('works without matchMedia (auto means light) and with the real document', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears the real cookie the default jar reads.
    document.cookie = 'dark_mode=; Max-Age=0; Path=/';
    const darkMode = createDarkMode({ matchMedia: null });
    expect(darkMode.getSnapshot()).toEqual({ setting: 'auto', scheme: 'light' });
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    darkMode.set('enabled');
    expect(document.cookie).toContain('dark_mode=enabled');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    darkMode.set('auto');
    expect(document.cookie).not.toContain('dark_mode');
  });
});

describe('documentCookieJar', () => {
  it('reads, writes and deletes cookies with encoding', () => {
    const jar = documentCookieJar(document);
    jar.write('nf_test', 'a b;c');
    expect(jar.read('nf_test')).toBe('a b;c');
    jar.write('nf_test', null);
    expect(jar.read('nf_test')).toBeUndefined();
  });
});
