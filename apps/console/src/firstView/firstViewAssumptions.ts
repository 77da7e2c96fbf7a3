import type { SupportedLanguage } from '@netfleet/ui-kit';

/**
 * The cookie that tells the server the browser's language (the console keeps it in local
 * storage, spec §4): `early-requests.js` copies it there, so the next first view is rendered in it.
 */
export const FIRST_VIEW_LANGUAGE_COOKIE = 'nf_language';

/** The `<meta>` that carries a first view's {@link FirstViewAssumptions} to `early-requests.js`. */
export const FIRST_VIEW_META = 'netfleet-first-view';

/**
 * What the server assumed, rendering a first view, that only the browser knows. When the
 * browser knows otherwise, `early-requests.js` hides the first view before it paints and the
 * console starts as it does without one.
 */
export interface FirstViewAssumptions {
  /** The language of its texts (local storage `language`). */
  language: SupportedLanguage;
  /** The wide navigation (local storage `wideNav`, wide unless `false`). */
  wideNav: boolean;
  /** The desktop layout: a window wider than 48rem, no `netfleet:platform` = `mobile` for the tab. */
  desktop: boolean;
}

/** The meta's content, e.g. `language=en wide-nav=1 desktop=1` (`early-requests.js` reads it). */
export function formatAssumptions(assumptions: FirstViewAssumptions): string {
  return [
    `language=${assumptions.language}`,
    `wide-nav=${assumptions.wideNav ? 1 : 0}`,
    `desktop=${assumptions.desktop ? 1 : 0}`,
  ].join(' ');
}
