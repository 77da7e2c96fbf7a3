import type { ModalRegistry } from '@netfleet/modals';
import type { ActionStatus, VerificationPrompt } from '../../core/submit/types.js';
import { DeviceSocketAction } from './DeviceSocketAction.js';
import { FormErrorModal } from './FormErrorModal.js';
import { FormModal, type FormModalProps } from './FormModal.js';
import { FORM_MODALS } from './formModalNames.js';
import { MfaEmailModal } from './MfaEmailModal.js';
import { MfaIdModal } from './MfaIdModal.js';
import { MfaTotpModal } from './MfaTotpModal.js';
import { PasswordPromptModal } from './PasswordPromptModal.js';

declare module '@netfleet/modals' {
  interface ModalPropsByName {
    MfaEmail: { prompt: VerificationPrompt };
    MfaTOTP: { prompt: VerificationPrompt };
    MfaID: { prompt: VerificationPrompt; provider?: string };
    PasswordPrompt: { prompt: VerificationPrompt };
    DeviceSocketAction: { status: ActionStatus };
    Error: { messages: readonly string[] };
    Form: Omit<FormModalProps, 'modal'>;
  }
}

/**
 * Registers the modals the forms open: the step-up modals (`MfaEmail`, `MfaTOTP`, `MfaID`),
 * the password prompt after a 423 (`PasswordPrompt`), the action status modal
 * (`DeviceSocketAction`), the Error modal (`Error`) and a form modal (`Form`). Returns a
 * function that unregisters them.
 *
 * @example
 * const registry = createModalRegistry();
 * registerFormModals(registry);
 */
export function registerFormModals(registry: ModalRegistry): () => void {
  const unregister = [
    registry.registerModal(FORM_MODALS.mfaEmail, MfaEmailModal),
    registry.registerModal(FORM_MODALS.mfaTotp, MfaTotpModal),
    registry.registerModal(FORM_MODALS.mfaId, MfaIdModal),
    registry.registerModal(FORM_MODALS.passwordPrompt, PasswordPromptModal),
    registry.registerModal(FORM_MODALS.actionStatus, DeviceSocketAction),
    registry.registerModal(FORM_MODALS.error, FormErrorModal),
    registry.registerModal(FORM_MODALS.form, FormModal),
  ];
  return () => {
    for (const undo of unregister) undo();
  };
}
