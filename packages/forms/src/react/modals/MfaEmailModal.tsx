import type { ModalComponentProps } from '@netfleet/modals';
import type { VerificationPrompt } from '../../core/submit/types.js';
import { VerificationForm } from './VerificationForm.js';

/** Props of {@link MfaEmailModal}. */
export interface MfaEmailModalProps extends ModalComponentProps {
  prompt: VerificationPrompt;
}

/**
 * The e-mail step-up modal: "The verification code has been sent to {email}…", the field
 * "Code" and "Confirm". The code resends the original request; the modal stays open with
 * the server's message on MFA_REQUIRED or CONFIRMATION_FAILED.
 */
export function MfaEmailModal({ prompt, modal }: MfaEmailModalProps) {
  return <VerificationForm prompt={prompt} modal={modal} />;
}
