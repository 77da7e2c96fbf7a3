import { Alert, FormField, type FormFieldControlProps, Tooltip } from '@netfleet/ui-kit';
import { type ReactNode, type RefCallback, useId, useState } from 'react';
import type { HttpClient } from '../../api/createApiSender.js';
import type { FieldDefinition, FieldValues } from '../../core/fields/FieldDefinition.js';
import type { ListItem } from '../../core/listInput/listInputOptions.js';
import { generatePassword } from '../../core/validators/generatePassword.js';
import type { ToastCallback } from '../FormsContext.js';
import { useFormsTexts } from '../i18n/useFormsTexts.js';
import { validationText } from '../i18n/validationText.js';
import { DeviceSelect } from './DeviceSelect.js';
import { FileInput } from './FileInput.js';
import { ItemSelect } from './ItemSelect.js';
import { ListInput } from './ListInput.js';
import { MaskedInput } from './MaskedInput.js';
import { TableInput, type TableRow } from './TableInput.js';

/** Props of {@link FieldControl}. */
export interface FieldControlProps {
  field: FieldDefinition;
  value: unknown;
  /** The user changed the value. */
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  /** For focusing the field on a validation error. */
  inputRef?: RefCallback<HTMLElement>;
  /** The message to show; `''` marks the field invalid without a message. */
  error?: string | undefined;
  /** The form's values (an `ItemSelect`'s query may read them). */
  values: FieldValues;
  disabled?: boolean;
  http: HttpClient;
  toast?: ToastCallback;
}

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

const TEXTUAL_TYPES = new Set([
  'text',
  'email',
  'password',
  'number',
  'url',
  'tel',
  'search',
  'date',
  'color',
]);

/**
 * Renders one field of a definition with its label, tooltip (`hint`), line under it
 * (`subtext`), link (`href`), addon, and error: a plain input of its `type`, or its
 * `component` (ItemSelect, DeviceSelect, BaseAlert, ListInput, TableInput), a masked input
 * (`mask`), a password with "Generate password" (`generate`), a file input with a drop zone
 * (`accept`).
 */
export function FieldControl(props: FieldControlProps) {
  const t = useFormsTexts();
  const { field, value, onChange, onBlur, inputRef, values, disabled, http } = props;
  const [localError, setLocalError] = useState<string | null>(null);
  const [revealed, setRevealed] = useState(false);
  const generated = useId();
  const label = field.label ?? field.key;
  const type = field.type ?? 'text';
  const error = localError ?? props.error;
  const invalid = error !== undefined && error !== null;
  // Rules, schemas and the server word messages in English; shown with the form's own label.
  const shownError = error ? validationText(t, error, field.label) : undefined;

  if (type === 'hidden') return null;

  if (field.component === 'BaseAlert') {
    return (
      <Alert variant="info" title={field.label} className="nf-form__alert">
        {field.subtext}
        {field.href ? (
          <>
            {' '}
            <a href={field.href} target="_blank" rel="noopener noreferrer">
              {t('moreInformation')}
            </a>
          </>
        ) : null}
      </Alert>
    );
  }

  const link = field.href ? (
    <a className="nf-form__link" href={field.href} target="_blank" rel="noopener noreferrer">
      {t('moreInformation')}
    </a>
  ) : null;
  const hint = field.hint ? (
    <Tooltip content={field.hint}>
      <button type="button" className="nf-form__hint" aria-label={`${label}: ${field.hint}`}>
        <span aria-hidden="true">?</span>
      </button>
    </Tooltip>
  ) : null;

  if (field.component === 'TableInput' || type === 'radio') {
    const errorId = `${generated}-error`;
    const subtextId = `${generated}-subtext`;
    const describedBy = [field.subtext ? subtextId : '', shownError ? errorId : ''].filter(Boolean).join(' ');
    return (
      <fieldset
        className={`nf-field nf-form__group${invalid ? ' nf-field--invalid' : ''}`}
        disabled={disabled}
      >
        <legend className="nf-field__label">
          {label}
          {field.required ? <span aria-hidden="true"> *</span> : null}
        </legend>
        {hint}
        {field.component === 'TableInput' ? (
          <TableInput
            label={label}
            columns={field.columns ?? []}
            value={Array.isArray(value) ? (value as TableRow[]) : []}
            onChange={onChange}
            aria-invalid={invalid}
            {...(describedBy && { 'aria-describedby': describedBy })}
          />
        ) : (
          <div className="nf-form__radios" role="radiogroup" aria-label={label}>
            {(field.options ?? []).map((option) => (
              <label key={String(option.value)} className="nf-form__radio">
                <input
                  type="radio"
                  name={field.key}
                  checked={text(value) === text(option.value)}
                  disabled={option.disabled}
                  onChange={() => onChange(option.value)}
                />
                {option.label}
              </label>
            ))}
          </div>
        )}
        {field.subtext ? (
          <p id={subtextId} className="nf-field__hint">
            {field.subtext}
          </p>
        ) : null}
        {link}
        {shownError ? (
          <p id={errorId} className="nf-field__error" role="alert">
            {shownError}
          </p>
        ) : null}
      </fieldset>
    );
  }

  const render = (control: FormFieldControlProps): ReactNode => {
    const addonId = `${generated}-addon`;
    const describedBy = [control['aria-describedby'], field.addon ? addonId : ''].filter(Boolean).join(' ');
    const aria = {
      id: control.id,
      'aria-describedby': describedBy || undefined,
      'aria-invalid': invalid ? (true as const) : undefined,
      'aria-required': control['aria-required'],
    };
    const common = { ...aria, name: field.key, disabled, onBlur };
    let input: ReactNode;
    if (field.component === 'ItemSelect' && field.source) {
      input = (
        <ItemSelect
          {...aria}
          name={field.key}
          disabled={disabled}
          http={http}
          source={field.source}
          params={field.source.params?.(values) ?? {}}
          value={value}
          onChange={onChange}
          onLoadError={setLocalError}
          selectRef={inputRef}
          {...(field.placeholder !== undefined && { placeholder: field.placeholder })}
        />
      );
    } else if (field.component === 'DeviceSelect') {
      input = (
        <DeviceSelect
          {...aria}
          name={field.key}
          disabled={disabled}
          http={http}
          value={value as number | null | undefined}
          onChange={(id) => onChange(id)}
          inputRef={inputRef}
          {...(field.placeholder !== undefined && { placeholder: field.placeholder })}
        />
      );
    } else if (field.component === 'ListInput') {
      input = (
        <ListInput
          {...aria}
          aria-invalid={invalid}
          aria-required={field.required}
          label={label}
          value={Array.isArray(value) ? (value as ListItem[]) : []}
          onChange={onChange}
          disabled={disabled}
          inputRef={inputRef}
          {...(field.list && { options: field.list })}
          {...(props.toast && { toast: props.toast })}
          {...(field.placeholder !== undefined && { placeholder: field.placeholder })}
        />
      );
    } else if (type === 'file') {
      input = (
        <FileInput
          {...aria}
          aria-invalid={invalid}
          name={field.key}
          disabled={disabled}
          value={value instanceof File ? value : null}
          onChange={onChange}
          onRefuse={setLocalError}
          inputRef={inputRef}
          {...(field.accept !== undefined && { accept: field.accept })}
        />
      );
    } else if (type === 'select' || field.component === 'ItemSelect') {
      const options = field.options ?? [];
      input = (
        <select
          {...common}
          ref={inputRef}
          value={text(value)}
          onChange={(event) => {
            const chosen = options.find((option) => text(option.value) === event.currentTarget.value);
            onChange(chosen ? chosen.value : null);
          }}
        >
          <option value="">{field.placeholder ?? t('selectPlaceholder')}</option>
          {options.map((option) => (
            <option key={text(option.value)} value={text(option.value)} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      );
    } else if (type === 'checkbox' || type === 'switch') {
      input = (
        <input
          {...common}
          ref={inputRef}
          type="checkbox"
          role={type === 'switch' ? 'switch' : undefined}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    } else if (type === 'textarea') {
      input = (
        <textarea
          {...common}
          ref={inputRef}
          value={text(value)}
          placeholder={field.placeholder}
          minLength={field.minlength}
          maxLength={field.maxlength}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    } else if (field.mask) {
      input = (
        <MaskedInput
          {...common}
          inputRef={inputRef}
          mask={field.mask}
          value={text(value)}
          placeholder={field.placeholder}
          pattern={field.pattern}
          onValueChange={onChange}
        />
      );
    } else {
      const inputType = type === 'password' && revealed ? 'text' : TEXTUAL_TYPES.has(type) ? type : 'text';
      input = (
        <input
          {...common}
          ref={inputRef}
          type={inputType}
          value={text(value)}
          placeholder={field.placeholder}
          min={field.min}
          max={field.max}
          step={field.step}
          minLength={field.minlength}
          maxLength={field.maxlength}
          pattern={field.pattern}
          autoComplete={type === 'password' ? 'new-password' : undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    }
    return (
      <>
        {hint}
        <div className={`nf-input-group${field.addon ? ' nf-input-group--addon' : ''}`}>
          {input}
          {field.addon ? (
            <span id={addonId} className="nf-input-group__addon">
              {field.addon}
            </span>
          ) : null}
          {type === 'password' ? (
            <button
              type="button"
              className="nf-button"
              aria-pressed={revealed}
              disabled={disabled}
              onClick={() => setRevealed((shown) => !shown)}
            >
              {revealed ? t('hidePassword') : t('showPassword')}
            </button>
          ) : null}
          {field.generate ? (
            <button
              type="button"
              className="nf-button"
              disabled={disabled}
              onClick={() => {
                onChange(generatePassword());
                setRevealed(true);
              }}
            >
              {t('generatePassword')}
            </button>
          ) : null}
        </div>
        {link}
      </>
    );
  };

  return (
    <FormField
      label={label}
      hint={field.subtext}
      error={shownError}
      required={field.required}
      className={type === 'checkbox' || type === 'switch' ? 'nf-field--check' : undefined}
    >
      {render}
    </FormField>
  );
}
