import { lazyNamed } from '../../components/lazyNamed.js';

/** The account's modals, for the console's modal registry; each body is its own chunk. */
export const ACCOUNT_MODALS = {
  ChangeMfa: lazyNamed(() => import('./ChangeMfaModal.js'), 'ChangeMfaModal'),
};

declare module '@netfleet/modals' {
  interface ModalPropsByName {
    ChangeMfa: Record<string, never>;
  }
}
