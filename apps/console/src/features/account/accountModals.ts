import type { ModalRegistry } from '@netfleet/modals';
import { lazy } from 'react';

/**
 * The account's modals for the console's modal registry, each body its own chunk. The
 * registry is passed in rather than imported: `ChangeMfa` hands it to the forms layer (its
 * step-up modals), and an import would close a circle registry → modal → registry.
 */
export function accountModals(modalRegistry: ModalRegistry) {
  return {
    ChangeMfa: lazy(async () => {
      const { changeMfaModal } = await import('./ChangeMfaModal.js');
      return { default: changeMfaModal(modalRegistry) };
    }),
  };
}

declare module '@netfleet/modals' {
  interface ModalPropsByName {
    ChangeMfa: Record<string, never>;
  }
}
