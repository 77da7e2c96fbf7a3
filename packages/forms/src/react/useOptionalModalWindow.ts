import { type ModalWindowApi, useModalWindow } from '@netfleet/modals';

/**
 * The modal window the caller is rendered in, or `null` outside a modal (a form on the
 * form route). The modals package's hook throws outside a modal; here that is not an error.
 */
export function useOptionalModalWindow(): ModalWindowApi | null {
  try {
    // biome-ignore lint/correctness/useHookAtTopLevel: called on every render; only its throw is caught.
    return useModalWindow();
  } catch {
    return null;
  }
}
