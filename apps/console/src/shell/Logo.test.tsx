import { DEFAULT_BRAND } from '@netfleet/permissions';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGO_FADE_IN_MS, LOGO_FADE_OUT_MS, Logo } from './Logo.js';

/** The `transition` duration of a CSS rule whose selector is exactly `selector` (after a rule or a comment), in ms. */
function transitionMs(css: string, selector: string): number | undefined {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  for (const match of css.matchAll(new RegExp(`(?:^|\\}|\\*/)\\s*${escaped}\\s*\\{([^}]*)\\}`, 'g'))) {
    const duration = /transition:[^;]*?\b(\d*\.?\d+)(m?s)\b/.exec(match[1] ?? '');
    if (duration) return Number(duration[1]) * (duration[2] === 's' ? 1000 : 1);
  }
  return undefined;
}

/**
 * The shell's style sheet as written. Vitest hands tests an empty string for style sheets
 * (`?raw` included) and the console has no Node types, hence the loosely typed `node:fs`.
 */
async function readShellCss(): Promise<string> {
  const nodeFs: string = 'node:fs';
  const { readFileSync } = (await import(/* @vite-ignore */ nodeFs)) as {
    readFileSync: (path: string, encoding: 'utf8') => string;
  };
  // Not `new URL(…, import.meta.url)` itself, which Vite rewrites into an asset address; and a
  // path, not the URL: jsdom's URL is not the one Node's fs accepts.
  const here = import.meta.url;
  return readFileSync(decodeURIComponent(new URL('../styles/shell.css', here).pathname), 'utf8');
}

describe('the logo fades (spec §4, §9)', () => {
  it('are 0.1 s out and 0.2 s in, in the constants and in the style sheet alike', async () => {
    expect(LOGO_FADE_OUT_MS).toBe(100);
    expect(LOGO_FADE_IN_MS).toBe(200);
    const css = await readShellCss();
    expect(transitionMs(css, '.logo--fade-out')).toBe(LOGO_FADE_OUT_MS);
    expect(transitionMs(css, '.logo')).toBe(LOGO_FADE_IN_MS);
  });

  describe('when the navigation collapses', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('fade out, switch the image after 0.1 s, and fade in for 0.2 s', () => {
      const { container, rerender } = render(<Logo brand={DEFAULT_BRAND} collapsed={false} />);
      const logo = () => container.querySelector('.logo') as HTMLElement;
      expect(logo().dataset.variant).toBe('expanded');

      rerender(<Logo brand={DEFAULT_BRAND} collapsed />);
      expect(logo().className).toContain('logo--fade-out');
      act(() => vi.advanceTimersByTime(LOGO_FADE_OUT_MS - 1));
      expect(logo().dataset.variant).toBe('expanded');
      act(() => vi.advanceTimersByTime(1));
      expect(logo().dataset.variant).toBe('collapsed');
      expect(logo().className).toContain('logo--fade-in');
      act(() => vi.advanceTimersByTime(LOGO_FADE_IN_MS - 1));
      expect(logo().className).toContain('logo--fade-in');
      act(() => vi.advanceTimersByTime(1));
      expect(logo().className).toContain('logo--fade-steady');
    });
  });
});
