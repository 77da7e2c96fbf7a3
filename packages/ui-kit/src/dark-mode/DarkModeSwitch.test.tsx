import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CookieJar } from './cookies.js';
import { createDarkMode } from './createDarkMode.js';
import { DarkModeSwitch } from './DarkModeSwitch.js';
import { useDarkMode } from './useDarkMode.js';

function controller(initial?: string) {
  let cookie = initial;
  const cookies: CookieJar = {
    read: () => cookie,
    write: (_name, value) => {
      cookie = value ?? undefined;
    },
  };
  const attrs: Record<string, string> = {};
  const darkMode = createDarkMode({
    cookies,
    matchMedia: null,
    root: { setAttribute: (name, value) => (attrs[name] = value) },
  });
  return { darkMode, attrs, cookie: () => cookie };
}

describe('useDarkMode', () => {
  it('returns the setting and scheme and re-renders on change', () => {
    const { darkMode } = controller();
    const { result } = renderHook(() => useDarkMode(darkMode));
    expect(result.current.setting).toBe('auto');
    act(() => result.current.setSetting('enabled'));
    expect(result.current).toMatchObject({ setting: 'enabled', scheme: 'dark' });
  });
});

describe('DarkModeSwitch', () => {
  it('offers Auto, On and Off and switches the theme', () => {
    const { darkMode, attrs, cookie } = controller('disabled');
    render(<DarkModeSwitch controller={darkMode} />);
    const group = screen.getByRole('group', { name: 'Dark mode' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Off' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'On' }));
    expect(attrs['data-theme']).toBe('dark');
    expect(cookie()).toBe('enabled');
    fireEvent.click(screen.getByRole('radio', { name: 'Auto' }));
    expect(cookie()).toBeUndefined();
    expect((screen.getByRole('radio', { name: 'Auto' }) as HTMLInputElement).checked).toBe(true);
  });
});
