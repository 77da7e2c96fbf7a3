import { type RefObject, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

/** What {@link useDropdown} gives a header widget. */
export interface Dropdown {
  open: boolean;
  /** Opens or closes; closing calls `onClose`. */
  setOpen(open: boolean): void;
  toggle(): void;
  /** Closes and puts focus back on the button (Esc). */
  closeToButton(): void;
  rootRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  panelId: string;
}

/**
 * A header dropdown: a button and a panel that closes on Esc (focus back to the
 * button) and on a pointer press outside. `onOpen`/`onClose` hear every change.
 */
export function useDropdown(callbacks: { onOpen?: () => void; onClose?: () => void } = {}): Dropdown {
  const [open, setOpenState] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const callbacksRef = useRef(callbacks);
  callbacksRef.current = callbacks;
  const openRef = useRef(false);

  const setOpen = useCallback((next: boolean) => {
    if (openRef.current === next) return;
    openRef.current = next;
    setOpenState(next);
    if (next) callbacksRef.current.onOpen?.();
    else callbacksRef.current.onClose?.();
  }, []);

  const focusButtonOnClose = useRef(false);
  const closeToButton = useCallback(() => {
    if (openRef.current) focusButtonOnClose.current = true;
    setOpen(false);
    buttonRef.current?.focus();
  }, [setOpen]);

  // Again once the panel is gone: an Esc right after opening comes before the panel's own
  // effects have run, and React runs them (one focuses the panel's first item) before it
  // removes the panel, which would leave the focus nowhere.
  useLayoutEffect(() => {
    if (open || !focusButtonOnClose.current) return;
    focusButtonOnClose.current = false;
    buttonRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (!rootRef.current?.contains(document.activeElement)) return;
      event.preventDefault();
      closeToButton();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, setOpen, closeToButton]);

  return {
    open,
    setOpen,
    toggle: () => setOpen(!openRef.current),
    closeToButton,
    rootRef,
    buttonRef,
    panelId,
  };
}
