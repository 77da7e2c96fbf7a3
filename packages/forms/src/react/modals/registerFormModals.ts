import type { ModalRegistry } from '@netfleet/modals';
import { FORM_MODAL_COMPONENTS } from './formModalComponents.js';

/**
 * Registers the modals the forms open ({@link FORM_MODAL_COMPONENTS}) in a registry the
 * app made. Returns a function that unregisters them.
 *
 * @example
 * const registry = createModalRegistry();
 * registerFormModals(registry);
 */
export function registerFormModals(registry: ModalRegistry): () => void {
  const unregister = Object.entries(FORM_MODAL_COMPONENTS).map(([name, component]) =>
    registry.registerModal(name, component),
  );
  return () => {
    for (const undo of unregister) undo();
  };
}
