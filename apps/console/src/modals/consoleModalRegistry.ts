import { createModalRegistry } from '@netfleet/modals';
import { lazy } from 'react';
import { lazyNamed } from '../components/lazyNamed.js';
import { accountModals } from '../features/account/accountModals.js';
import { COMPANY_MODALS } from '../features/companies/companyModals.js';
import { REMOTE_ACCESS_MODALS } from '../features/remoteAccess/remoteAccessModals.js';
import { ROLE_MODALS } from '../features/roles/roleModals.js';

/**
 * Names of `@netfleet/forms`' modals (`FORM_MODAL_COMPONENTS`). Spelled out here so the
 * registry knows them before the forms chunk loads; `formModalComponent.test.ts` checks
 * they match.
 */
export const FORM_MODAL_NAMES = [
  'MfaEmail',
  'MfaTOTP',
  'MfaID',
  'PasswordPrompt',
  'DeviceSocketAction',
  'Error',
  'Form',
] as const;

/** The console's named modals; each body is its own chunk. */
export const consoleModalRegistry = createModalRegistry(
  {
    OwnPermissions: lazyNamed(() => import('./RolePermissionsModal.js'), 'RolePermissionsModal'),
    RolePermissions: lazyNamed(() => import('./RolePermissionsModal.js'), 'RolePermissionsModal'),
    EmailRequired: lazyNamed(() => import('./EmailRequiredModal.js'), 'EmailRequiredModal'),
    DataAgreement: lazyNamed(() => import('./DataAgreementModal.js'), 'DataAgreementModal'),
    ...REMOTE_ACCESS_MODALS,
    ...COMPANY_MODALS,
    ...ROLE_MODALS,
  },
  { builtInPrompts: false },
);

for (const [name, component] of Object.entries(accountModals(consoleModalRegistry))) {
  consoleModalRegistry.registerModal(name, component);
}

// The forms' modals (step-up, password prompt, errors, a form) load with the forms chunk,
// when one first opens; each body gets the forms layer.
for (const name of FORM_MODAL_NAMES) {
  consoleModalRegistry.registerModal(
    name,
    lazy(async () => {
      const { formModalComponent } = await import('../features/forms/formModalComponent.js');
      return { default: formModalComponent(name, consoleModalRegistry) };
    }),
  );
}
