import type { ModalComponentProps } from '@netfleet/modals';
import type { VerificationPrompt } from '../../core/submit/types.js';
import { useFormsTexts } from '../i18n/useFormsTexts.js';
import { VerificationForm } from './VerificationForm.js';

/** Props of {@link MfaTotpModal}. */
export interface MfaTotpModalProps extends ModalComponentProps {
  prompt: VerificationPrompt;
}

/** "TOTP verification": the code of the user's authenticator app, sent like the e-mail code. */
export function MfaTotpModal({ prompt, modal }: MfaTotpModalProps) {
  const t = useFormsTexts();
  return (
    <VerificationForm
      prompt={prompt}
      modal={modal}
      message={prompt.message ?? t('totpMessage')}
      inputMode="numeric"
    />
  );
}
