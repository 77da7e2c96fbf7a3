import {
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createListInput, type ListInputModel } from '../../core/listInput/createListInput.js';
import { validateCsvFile } from '../../core/listInput/csv.js';
import type { ListInputChange } from '../../core/listInput/listInput.js';
import type { ListInputOptions, ListItem } from '../../core/listInput/listInputOptions.js';
import { type ToastCallback, useOptionalForms } from '../FormsContext.js';
import { useFormsTexts } from '../i18n/useFormsTexts.js';
import { validationText } from '../i18n/validationText.js';

/** Props of {@link ListInput}. */
export interface ListInputProps {
  /** Names the list; the text input is labelled by the surrounding `<label for={id}>`, else by this. */
  label: string;
  value: readonly ListItem[];
  onChange: (items: ListItem[]) => void;
  options?: ListInputOptions;
  /** The text input's id (a `FormField` passes it). */
  id?: string;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Toasts of the CSV upload. Defaults to the `FormsProvider`'s. */
  toast?: ToastCallback;
  inputRef?: Ref<HTMLInputElement>;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

async function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/**
 * A text input that collects entries as chips (spec forms §3, §5): Enter and comma add
 * (`addKeys`), Backspace in the empty input removes the last entry, pasted text is split,
 * trimmed and cut, blank entries are ignored, duplicates and entries beyond `maxItems` are
 * refused (the message shows under the input, the refused text stays in it), and with
 * `showCsvUpload` a CSV file adds its first column ("Not a CSV file selected" and "File size
 * must be lower than 80MB" as toasts). Typed text is added when the input loses focus.
 *
 * @example
 * <ListInput label="Serial numbers" value={serials} onChange={setSerials} options={{ maxItems: 50, noDupes: true }} />
 */
export function ListInput(props: ListInputProps) {
  const t = useFormsTexts();
  const { label, value, onChange, options, disabled } = props;
  const forms = useOptionalForms();
  const toast = props.toast ?? forms?.toast;
  const model: ListInputModel = useMemo(() => createListInput(options), [options]);
  const generatedId = useId();
  const inputId = props.id ?? `${generatedId}-input`;
  const errorId = `${generatedId}-error`;
  const csvInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const apply = (change: ListInputChange) => {
    if (change.added.length > 0) onChange(change.items);
    setText(change.input);
    setError(change.error);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (model.isAddKey(event.key)) {
      // Enter would submit the form; a comma would be typed.
      event.preventDefault();
      // Blank text is dropped (the core ignores blank entries), so the box empties.
      apply(model.add(value, text));
      return;
    }
    if (event.key === 'Backspace' && text === '' && value.length > 0) {
      event.preventDefault();
      onChange([...model.backspace(value, text)]);
      setError(null);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (pasted === '') return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? text.length;
    const end = input.selectionEnd ?? text.length;
    apply(model.paste(value, text.slice(0, start) + pasted + text.slice(end)));
  };

  const onCsv = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be chosen again after a fix.
    input.value = '';
    if (!file) return;
    const refusal = validateCsvFile(file);
    if (refusal) {
      toast?.(validationText(t, refusal), 'error');
      return;
    }
    apply(model.importCsv(value, await readText(file)));
  };

  // Entries may repeat (without noDupes): the nth repeat of a value keeps its key.
  const seen = new Map<string, number>();
  const keys = value.map((item) => {
    const base = `${typeof item}:${item}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return `${base}:${count}`;
  });

  const describedBy =
    [props['aria-describedby'], error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className="nf-list-input">
      {value.length > 0 ? (
        <ul className="nf-list-input__items" aria-label={t('listItems', { label })}>
          {value.map((item, index) => (
            <li key={keys[index]} className="nf-list-input__item">
              <span>{item}</span>
              <button
                type="button"
                className="nf-list-input__remove"
                aria-label={t('removeItem', { item })}
                disabled={disabled}
                onClick={() => {
                  onChange(model.remove(value, index));
                  setError(null);
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="nf-list-input__row">
        <input
          ref={props.inputRef}
          id={inputId}
          name={props.name}
          type="text"
          inputMode={model.options.type === 'number' ? 'decimal' : undefined}
          className="nf-list-input__input"
          value={text}
          placeholder={props.placeholder}
          disabled={disabled}
          aria-label={props.id ? undefined : label}
          aria-describedby={describedBy}
          aria-invalid={props['aria-invalid'] || error ? true : undefined}
          aria-required={props['aria-required'] || undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => {
            if (text.trim() !== '') apply(model.add(value, text));
          }}
        />
        {model.options.showCsvUpload ? (
          <>
            <button
              type="button"
              className="nf-button"
              disabled={disabled}
              onClick={() => csvInput.current?.click()}
            >
              {t('uploadCsv')}
            </button>
            <input
              ref={csvInput}
              type="file"
              accept=".csv,text/csv"
              className="nf-visually-hidden"
              tabIndex={-1}
              aria-label={t('chooseCsv', { label })}
              onChange={onCsv}
            />
          </>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="nf-field__error" role="alert">
          {validationText(t, error)}
        </p>
      ) : null}
    </div>
  );
}
