import type { ModalComponentProps } from '@netfleet/modals';
import type { VerificationPrompt } from '../../core/submit/types.js';
import { useFormsTexts } from '../i18n/useFormsTexts.js';
import { VerificationForm } from './VerificationForm.js';

/** Props of {@link MfaIdModal}. */
export interface MfaIdModalProps extends ModalComponentProps {
  prompt: VerificationPrompt;
  /** The ID provider's name. Defaults to `'Teltonika'`. */
  provider?: string;
}

/**
 * "{provider} ID verification" (spec: "the provider's ID verification"): the user approves
 * the request in the provider's ID app and enters the code it shows; the code is sent with
 * the original request like the e-mail code.
 */
export function MfaIdModal({ prompt, modal, provider = 'Teltonika' }: MfaIdModalProps) {
  const t = useFormsTexts();
  return (
    <VerificationForm
      prompt={prompt}
      modal={modal}
      message={prompt.message ?? t('idMessage', { provider })}
      inputMode="numeric"
    />
  );
}
