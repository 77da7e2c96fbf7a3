import { useEffect } from 'react';

/** Class set on `<html>` while the page must not scroll; styles.css gives it `overflow: hidden`. */
export const SCROLL_LOCK_CLASS = 'nf-modal-scroll-lock';

/** Sets {@link SCROLL_LOCK_CLASS} on the document element while `locked`. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    root.classList.add(SCROLL_LOCK_CLASS);
    return () => {
      root.classList.remove(SCROLL_LOCK_CLASS);
    };
  }, [locked]);
}
