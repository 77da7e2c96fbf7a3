import '@netfleet/modals/styles.css';
import { createModalRegistry, ModalHost } from '@netfleet/modals';
import { useConsole } from '../bootstrap/ConsoleContext.js';
import { lazyNamed } from '../components/lazyNamed.js';

/** The console's named modals; each body is its own chunk. */
export const consoleModalRegistry = createModalRegistry(
  {
    OwnPermissions: lazyNamed(() => import('./OwnPermissionsModal.js'), 'OwnPermissionsModal'),
    EmailRequired: lazyNamed(() => import('./EmailRequiredModal.js'), 'EmailRequiredModal'),
    DataAgreement: lazyNamed(() => import('./DataAgreementModal.js'), 'DataAgreementModal'),
  },
  { builtInPrompts: false },
);

/** The modal windows of the console over its manager. */
export function ConsoleModalHost() {
  const { modals } = useConsole();
  return <ModalHost manager={modals} registry={consoleModalRegistry} />;
}
