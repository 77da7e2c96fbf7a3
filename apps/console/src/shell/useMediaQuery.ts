import { useSyncExternalStore } from 'react';

/**
 * Whether the media query matches, following changes. False where `matchMedia` is
 * missing (tests, old engines).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    // Preact's useSyncExternalStore reads this snapshot on the server too (no `window` there).
    () =>
      typeof window !== 'undefined' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia(query).matches,
    () => false,
  );
}
