import { useEffect, useState } from 'react';
import { useTexts } from '../i18n/useTexts.js';
import { shellTexts } from './texts.js';

/** The button shows once the page is scrolled further than this (spec §9). */
export const SCROLL_TOP_THRESHOLD_PX = 300;

/** "Back to top", shown when the page is scrolled more than 300 px (spec §2.1). */
export function ScrollToTopButton() {
  const [shown, setShown] = useState(false);
  const t = useTexts(shellTexts);
  useEffect(() => {
    // Only on scroll: reading scrollY at mount would force a layout in the middle of the
    // first render, and a page opens at the top (a restored position fires a scroll event).
    const update = () => setShown(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true" className="scroll-top__arrow">
        ↑
      </span>
      {t('backToTop')}
    </button>
  );
}
