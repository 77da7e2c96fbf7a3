import { FormField } from '@netfleet/ui-kit';
import { useTexts } from '../../../i18n/useTexts.js';
import type { SecretMode } from './entryFormModel.js';
import { remoteAccessFormTexts } from './formTexts.js';

/** Props of {@link SecretField}. */
export interface SecretFieldProps {
  label: string;
  /** The server holds one (`has_password`, `has_private_key`): it is never shown, only kept, replaced or forgotten. */
  stored: boolean;
  mode: SecretMode;
  value: string;
  /** A new mode; the typed text is dropped unless it is `replace`. */
  onModeChange: (mode: SecretMode) => void;
  onChange: (value: string) => void;
  /** A private key is pasted into a text area; a password is typed into a password input. */
  multiline?: boolean;
  hint?: string;
  error?: string;
  disabled?: boolean;
}

/**
 * A password or private key of an entry. Nothing stored: a plain input. Stored: the secret
 * itself never comes back from the server, so the field says "stored" and offers Replace
 * (an input; left empty the stored one stays) and Forget (cleared on save), each undone by
 * "Keep the stored one".
 */
export function SecretField(props: SecretFieldProps) {
  const t = useTexts(remoteAccessFormTexts);
  const { label, stored, mode, value, multiline, disabled } = props;
  const input = (
    <FormField
      label={label}
      hint={stored ? t('secret.replaceHint') : props.hint}
      error={props.error}
      className="remote-access-form__secret-input"
    >
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            className="nf-input remote-access-form__key"
            rows={4}
            spellCheck={false}
            autoComplete="off"
            value={value}
            disabled={disabled}
            onChange={(event) => props.onChange(event.target.value)}
          />
        ) : (
          <input
            {...control}
            type="password"
            className="nf-input"
            autoComplete="new-password"
            value={value}
            disabled={disabled}
            onChange={(event) => props.onChange(event.target.value)}
          />
        )
      }
    </FormField>
  );
  if (!stored) return input;
  return (
    <fieldset className="remote-access-form__secret">
      <legend className="nf-field__label">{label}</legend>
      <p className="remote-access-form__secret-state" aria-live="polite">
        {t(mode === 'forget' ? 'secret.forgotten' : 'secret.stored', { what: label })}
      </p>
      <div className="remote-access-form__secret-buttons">
        {mode === 'keep' ? (
          <>
            <button
              type="button"
              className="nf-button"
              disabled={disabled}
              onClick={() => props.onModeChange('replace')}
            >
              {t('secret.replace')}
            </button>
            <button
              type="button"
              className="nf-button"
              disabled={disabled}
              onClick={() => props.onModeChange('forget')}
            >
              {t('secret.forget')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="nf-button"
            disabled={disabled}
            onClick={() => props.onModeChange('keep')}
          >
            {t('secret.keep')}
          </button>
        )}
      </div>
      {mode === 'replace' ? input : null}
      {mode !== 'replace' && props.error ? (
        <p className="nf-field__error" role="alert">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
