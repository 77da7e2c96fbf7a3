import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * Full screen for one element: whether it is, and a toggle. `supported` is false where the
 * browser has no Fullscreen API (iOS Safari on a phone), so the page can hide the button.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>): {
  supported: boolean;
  active: boolean;
  toggle(): void;
} {
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  const [active, setActive] = useState(false);

  useEffect(() => {
    const changed = () => setActive(document.fullscreenElement === target.current && target.current !== null);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, [target]);

  const toggle = useCallback(() => {
    // A refused request (no user gesture, a policy) leaves the page as it was: nothing to say.
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void target.current?.requestFullscreen().catch(() => {});
  }, [target]);

  return { supported, active, toggle };
}
