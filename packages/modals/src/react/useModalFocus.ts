import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import type { ModalManager } from '../core/createModalManager.js';
import type { ModalSnapshot } from '../core/types.js';
import { focusableIn, focusInto } from './focusable.js';

/** The window element of each open modal, by id. */
export type WindowElements = RefObject<Map<string, HTMLElement>>;

/**
 * What had the focus when a modal opened. A modal opened from inside another (a form that hands
 * over to its progress window, and closes) keeps that one's opener too: its own opener leaves the
 * page with the first modal, and focus then goes back to where the user started.
 */
interface Opener {
  element: Element | null;
  before: Opener | undefined;
}

/** The opener's element, or the first of its earlier openers still on the page. */
function focusableElement(opener: Opener | undefined): HTMLElement | null {
  for (let at = opener; at; at = at.before) {
    if (at.element instanceof HTMLElement && at.element.isConnected) return at.element;
  }
  return null;
}

/** Tab and Shift+Tab cycle inside the main window; focus outside it is pulled back in. */
function trapTab(event: KeyboardEvent, main: HTMLElement): void {
  const items = focusableIn(main);
  const first = items[0];
  const last = items.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    main.focus();
    return;
  }
  if (!main.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && (active === first || active === main)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Keyboard and focus behaviour of the modal host:
 * - Esc closes the main modal (under the manager's close rules, reason `'keyboard'`);
 * - Tab and Shift+Tab stay inside the main modal;
 * - focus moves into a modal when it becomes the main one, and back to the element that
 *   had it before a modal opened once that modal closes (or is minimized with none left).
 */
export function useModalFocus(
  manager: ModalManager,
  snapshot: ModalSnapshot,
  elements: WindowElements,
): void {
  const openers = useRef(new Map<string, Opener>());
  const previous = useRef<ModalSnapshot | null>(null);
  const { mainId } = snapshot;

  // Record the opener when the store changes, before React renders the modal (and any autoFocus in it).
  // A host mounted with its first modal (loaded when one opens) records that one's opener as it
  // mounts: a layout effect, before the one below moves the focus into the modal.
  useLayoutEffect(() => {
    let known = new Set(openers.current.keys());
    const record = () => {
      const current = manager.getSnapshot().modals.map((modal) => modal.id);
      for (const id of current) {
        if (known.has(id)) continue;
        const element = document.activeElement;
        const within = element?.closest('[data-modal-id]')?.getAttribute('data-modal-id');
        openers.current.set(id, { element, before: within ? openers.current.get(within) : undefined });
      }
      known = new Set(current);
    };
    record();
    return manager.subscribe(record);
  }, [manager]);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = snapshot;
    const previousMain = before?.mainId ?? null;
    const isOpen = (id: string) => snapshot.modals.some((modal) => modal.id === id);
    const main = mainId ? elements.current.get(mainId) : undefined;

    if (previousMain && previousMain !== mainId) {
      const opener = focusableElement(openers.current.get(previousMain));
      const insideAnyModal = opener?.closest('[data-modal-id]') ?? null;
      if (!isOpen(previousMain) && opener && (main ? main.contains(opener) : true)) {
        opener.focus();
      } else if (main) {
        focusInto(main);
      } else if (opener && !insideAnyModal) {
        opener.focus();
      }
    } else if (main && !main.contains(document.activeElement)) {
      focusInto(main);
    }

    for (const id of [...openers.current.keys()]) {
      if (!isOpen(id)) openers.current.delete(id);
    }
  }, [snapshot, mainId, elements]);

  useEffect(() => {
    if (!mainId) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const main = elements.current.get(mainId);
      if (!main) return;
      if (event.key === 'Escape') {
        // A control inside the modal (an open menu) may have used this Esc already.
        if (event.defaultPrevented || event.isComposing) return;
        if (manager.close(mainId, { reason: 'keyboard' })) event.preventDefault();
      } else if (event.key === 'Tab') {
        trapTab(event, main);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [manager, mainId, elements]);
}
