import { type RefObject, useEffect } from 'react';

/**
 * Closes an open `<details>` disclosure menu the way a menu closes: on Esc (focus back on its
 * `<summary>`), on a pointer press outside it, and when the focus moves outside it (Tab past
 * its last control, or to another menu: two open menus would cover each other).
 *
 * @example
 * const ref = useRef<HTMLDetailsElement>(null);
 * useDisclosureDismiss(ref);
 * return <details ref={ref}><summary>Columns</summary>…</details>;
 */
export function useDisclosureDismiss(ref: RefObject<HTMLDetailsElement | null>): void {
  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.open = false;
        details.querySelector('summary')?.focus();
        return;
      }
      if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('focusin', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('focusin', close);
      document.removeEventListener('keydown', close);
    };
  }, [ref]);
}
