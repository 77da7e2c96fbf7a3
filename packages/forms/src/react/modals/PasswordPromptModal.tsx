import type { ModalComponentProps } from '@netfleet/modals';
import type { VerificationPrompt } from '../../core/submit/types.js';
import { VerificationForm } from './VerificationForm.js';

/** Props of {@link PasswordPromptModal}. */
export interface PasswordPromptModalProps extends ModalComponentProps {
  prompt: VerificationPrompt;
}

/**
 * "Password confirmation" after a 423: the field "Password" is checked with
 * `POST /password-confirmation {password}`; a refusal shows the body's `message` and the
 * modal stays open; once confirmed the original submit repeats.
 */
export function PasswordPromptModal({ prompt, modal }: PasswordPromptModalProps) {
  return <VerificationForm prompt={prompt} modal={modal} />;
}
