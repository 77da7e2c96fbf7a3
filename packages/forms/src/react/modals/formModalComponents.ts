import type { AnyModalComponent } from '@netfleet/modals';
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

/** One of the names of {@link FORM_MODALS}. */
export type FormModalName = (typeof FORM_MODALS)[keyof typeof FORM_MODALS];

/**
 * The modals the forms open, by the name they open them under: the step-up modals
 * (`MfaEmail`, `MfaTOTP`, `MfaID`), the password prompt after a 423 (`PasswordPrompt`), the
 * action status (`DeviceSocketAction`), the Error modal (`Error`) and a form (`Form`). An
 * app puts them in its modal registry itself, wrapped or lazy as it likes.
 *
 * @example
 * const registry = createModalRegistry(FORM_MODAL_COMPONENTS);
 */
export const FORM_MODAL_COMPONENTS: Readonly<Record<FormModalName, AnyModalComponent>> = Object.freeze({
  [FORM_MODALS.mfaEmail]: MfaEmailModal,
  [FORM_MODALS.mfaTotp]: MfaTotpModal,
  [FORM_MODALS.mfaId]: MfaIdModal,
  [FORM_MODALS.passwordPrompt]: PasswordPromptModal,
  [FORM_MODALS.actionStatus]: DeviceSocketAction,
  [FORM_MODALS.error]: FormErrorModal,
  [FORM_MODALS.form]: FormModal,
});
