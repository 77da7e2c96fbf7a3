import type { ModalComponentProps } from '@netfleet/modals';
import { useFormsTexts } from '../i18n/useFormsTexts.js';

/** Props of {@link FormErrorModal}. */
export interface FormErrorModalProps extends ModalComponentProps {
  messages: readonly string[];
}

/** The Error modal of a form with `modalError`: its general errors as a list. */
export function FormErrorModal({ messages, modal }: FormErrorModalProps) {
  const t = useFormsTexts();
  return (
    <div className="nf-error-modal">
      <ul className="nf-form__errors" role="alert">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      <div className="nf-form__actions">
        <button type="button" className="nf-button nf-button--primary" onClick={() => modal.close('button')}>
          {t('ok')}
        </button>
      </div>
    </div>
  );
}
