import type { ModalWindowApi } from '@netfleet/modals';
import { type FormEvent, type HTMLAttributes, type ReactNode, useId, useRef, useState } from 'react';
import type { VerificationPrompt } from '../../core/submit/types.js';
import { translatePromptText } from '../i18n/translatePromptText.js';
import { useFormsTexts } from '../i18n/useFormsTexts.js';

/** Props of {@link VerificationForm}. */
export interface VerificationFormProps {
  prompt: VerificationPrompt;
  modal: ModalWindowApi;
  /** Shown above the input; defaults to the prompt's message. */
  message?: ReactNode;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
}

/**
 * The body of a verification modal: message, one required input, Cancel and Confirm. It
 * stays open while `prompt.confirm` answers with an error (shown under the input) and
 * closes itself when it answers `null`. Cancel closes the modal, which cancels the prompt.
 */
export function VerificationForm({ prompt, modal, message, inputMode, autoComplete }: VerificationFormProps) {
  const t = useFormsTexts();
  const inputId = useId();
  const errorId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isPassword = prompt.inputType === 'password';
  // A code is trimmed; a password is sent as typed.
  const answer = isPassword ? value : value.trim();
  // The core's texts (title, label, messages) in the user's language; a server's as sent.
  const shownMessage =
    message ?? (prompt.message === undefined ? undefined : translatePromptText(t, prompt.message));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || answer === '') return;
    setBusy(true);
    setError(null);
    const failure = await prompt.confirm(answer);
    if (failure === null) {
      modal.close('programmatic');
      return;
    }
    setBusy(false);
    setError(failure);
    input.current?.select();
  }

  return (
    <form className="nf-verification" onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
      {shownMessage ? (
        <p id={messageId} className="nf-verification__message">
          {shownMessage}
        </p>
      ) : null}
      <div className={`nf-field${error ? ' nf-field--invalid' : ''}`}>
        <label className="nf-field__label" htmlFor={inputId}>
          {translatePromptText(t, prompt.inputLabel)}
        </label>
        <input
          ref={input}
          id={inputId}
          type={isPassword ? 'password' : 'text'}
          value={value}
          required
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [shownMessage ? messageId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined
          }
          autoComplete={autoComplete ?? (isPassword ? 'current-password' : 'one-time-code')}
          inputMode={inputMode}
          data-autofocus=""
          onChange={(event) => {
            setValue(event.currentTarget.value);
            if (error) setError(null);
          }}
        />
        {error ? (
          <p id={errorId} className="nf-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="nf-form__actions">
        <button type="button" className="nf-button" onClick={() => modal.close('button')}>
          {t('cancel')}
        </button>
        <button
          type="submit"
          className="nf-button nf-button--primary"
          disabled={busy || answer === ''}
          aria-busy={busy || undefined}
        >
          {translatePromptText(t, prompt.confirmText)}
        </button>
      </div>
    </form>
  );
}
