import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { canConfirmPrompt } from '../core/canConfirmPrompt.js';
import type { ModalManager } from '../core/createModalManager.js';
import type { ModalState } from '../core/types.js';
import { translateDefaultText } from '../i18n/translate.js';
import { useModalsTranslation } from '../i18n/useModalsTranslation.js';

/** Props of {@link PromptContent}. */
export interface PromptContentProps {
  modal: ModalState;
  manager: ModalManager;
  /** Id of the message block, which describes the dialog. */
  messageId: string;
  /** The registered prompt content (`component`), shown under the message. */
  children?: ReactNode;
}

/**
 * The body of a prompt: message and content, the required input, the select box, the
 * "Do not show again" checkbox (with a `reminderKey`), and Cancel / Confirm. Confirm is
 * disabled while the input is blank or a required select box is empty; Enter in the
 * input confirms.
 */
export function PromptContent({ modal, manager, messageId, children }: PromptContentProps) {
  const { t } = useModalsTranslation();
  const inputId = useId();
  const selectId = useId();
  const [value, setValue] = useState(modal.input?.value ?? '');
  const [selection, setSelection] = useState<readonly string[]>(modal.selectBox?.value ?? []);
  const [doNotShowAgain, setDoNotShowAgain] = useState(false);
  const confirmable = canConfirmPrompt(modal, { value, selection });
  const { input, selectBox } = modal;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    manager.confirmPrompt(modal.id, { value, selection, doNotShowAgain });
  }

  return (
    <form className="nf-prompt" onSubmit={onSubmit} noValidate>
      <div id={messageId} className="nf-prompt__message">
        {modal.prompt ? <p>{modal.prompt}</p> : null}
        {children}
      </div>
      {input ? (
        <div className="nf-prompt__field">
          <label htmlFor={inputId}>{input.label}</label>
          <input
            id={inputId}
            type={input.type ?? 'text'}
            value={value}
            placeholder={input.placeholder}
            required
            aria-required="true"
            autoComplete={input.type === 'password' ? 'current-password' : 'off'}
            data-autofocus=""
            onChange={(event) => setValue(event.currentTarget.value)}
          />
        </div>
      ) : null}
      {selectBox ? (
        <div className="nf-prompt__field">
          <label htmlFor={selectId}>{selectBox.label}</label>
          {selectBox.multiple ? (
            <select
              id={selectId}
              multiple
              required={selectBox.required}
              value={[...selection]}
              onChange={(event) =>
                setSelection([...event.currentTarget.selectedOptions].map((option) => option.value))
              }
            >
              {selectBox.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <select
              id={selectId}
              required={selectBox.required}
              value={selection[0] ?? ''}
              onChange={(event) => setSelection(event.currentTarget.value ? [event.currentTarget.value] : [])}
            >
              <option value="">{t('selectPlaceholder')}</option>
              {selectBox.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </div>
      ) : null}
      {modal.reminderKey ? (
        <label className="nf-prompt__reminder">
          <input
            type="checkbox"
            checked={doNotShowAgain}
            onChange={(event) => setDoNotShowAgain(event.currentTarget.checked)}
          />
          {t('doNotShowAgain')}
        </label>
      ) : null}
      <div className="nf-prompt__actions">
        <button
          type="button"
          className="nf-modal-button"
          // Without an input, the least destructive action takes the focus.
          data-autofocus={input ? undefined : ''}
          onClick={() => manager.close(modal.id, { reason: 'button' })}
        >
          {translateDefaultText(t, modal.cancelText)}
        </button>
        <button type="submit" className="nf-modal-button nf-modal-button--primary" disabled={!confirmable}>
          {translateDefaultText(t, modal.confirmText)}
        </button>
      </div>
    </form>
  );
}
