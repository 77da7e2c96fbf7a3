import { Icon } from '@netfleet/ui-kit';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { lazyNamed } from '../../components/lazyNamed.js';
import { useTexts } from '../../i18n/useTexts.js';
import { isTypingTarget } from './isTypingTarget.js';
import { searchTexts } from './texts.js';

const SearchDialog = lazyNamed(() => import('./SearchDialog.js'), 'SearchDialog');

/** The key that opens the search (spec §9). */
export const SEARCH_SHORTCUT = '/';

/**
 * The header's search button; "/" opens the search from anywhere when no input is
 * focused (spec §2.5). The dialog is its own chunk.
 */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const t = useTexts(searchTexts);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Characters typed after "/" but before the dialog's input has focus (its chunk may still
  // be on its way): kept here and handed to the dialog, so none is lost.
  const typedAhead = useRef<string | null>(null);

  // Fetch the dialog once the page is idle: "/" then opens it at once and no typed
  // character is lost while its chunk would load.
  useEffect(() => {
    const load = () => void import('./SearchDialog.js').catch(() => undefined);
    if (typeof window.requestIdleCallback !== 'function') return;
    const handle = window.requestIdleCallback(load, { timeout: 10_000 });
    return () => window.cancelIdleCallback(handle);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== SEARCH_SHORTCUT || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTypingTarget(document.activeElement)) return;
      // Not while a modal window holds the page.
      if (document.querySelector('[aria-modal="true"]')) return;
      event.preventDefault();
      typedAhead.current = '';
      setOpen(true);
    };
    const onTypeAhead = (event: KeyboardEvent) => {
      if (typedAhead.current === null || isTypingTarget(document.activeElement)) return;
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      typedAhead.current += event.key;
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keydown', onTypeAhead, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keydown', onTypeAhead, true);
    };
  }, []);

  const takeTypedAhead = useCallback(() => {
    const text = typedAhead.current ?? '';
    typedAhead.current = null;
    return text;
  }, []);

  const close = useCallback(() => {
    typedAhead.current = null;
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="header-search"
        aria-haspopup="dialog"
        aria-keyshortcuts="/"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void import('./SearchDialog.js')}
      >
        <Icon name="search" size={16} />
        <span className="header-search__text">{t('button')}</span>
        <span className="header-search__key" aria-hidden="true">
          /
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} takeTypedAhead={takeTypedAhead} />
        </Suspense>
      ) : null}
    </>
  );
}
