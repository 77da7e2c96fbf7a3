import { createContext, useContext } from 'react';
import type { CloseReason, ModalState, ModalUpdate } from '../core/types.js';

/** What a modal's content may do to its own window. */
export interface ModalWindowApi {
  readonly id: string;
  /** The modal as it is now (title, props, form, selectionKey…). */
  readonly state: ModalState;
  /** Closes this modal under the close rules. The reason defaults to `'button'`. */
  close(reason?: CloseReason): boolean;
  minimize(): boolean;
  /** Scrolls this modal's body to the top (the forms package calls it on a form error). */
  scrollToTop(): void;
  update(patch: ModalUpdate): void;
}

export const ModalWindowContext = createContext<ModalWindowApi | null>(null);

/**
 * The window the calling component is rendered in; throws outside a modal.
 *
 * @example
 * const modal = useModalWindow();
 * onError: () => modal.scrollToTop();
 */
export function useModalWindow(): ModalWindowApi {
  const api = useContext(ModalWindowContext);
  if (!api) throw new Error('useModalWindow: call it from content rendered inside a modal.');
  return api;
}
