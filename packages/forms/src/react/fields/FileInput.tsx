import { FileChooser } from '@netfleet/ui-kit';
import { type DragEvent, type Ref, useState } from 'react';
import { validateFile } from '../../core/files/validateFile.js';
import { useFormsTexts } from '../i18n/useFormsTexts.js';

/** Props of {@link FileInput}. */
export interface FileInputProps {
  value: File | null | undefined;
  onChange: (file: File | null) => void;
  /** Called with the check's message when a chosen or dropped file is refused, `null` when one is taken. */
  onRefuse: (message: string | null) => void;
  /** MIME types and extensions, as the input's `accept` (`'.json,application/json'`). */
  accept?: string;
  /** Largest size in bytes. Defaults to 80 MB. */
  maxSize?: number;
  id?: string;
  name?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/**
 * A file input with a drop zone. A chosen or dropped file is checked with `validateFile`
 * (type against `accept`, forbidden name symbols, size): a refused one is not taken and
 * `onRefuse` gets the message. The native input stays the keyboard's and the screen reader's
 * control, visually hidden; pointers get a "Choose file" button in the user's language (the
 * native one speaks the browser's, and said "No file chosen" beside the chosen file).
 *
 * @example
 * <FileInput accept=".json" value={file} onChange={setFile} onRefuse={setError} />
 */
export function FileInput(props: FileInputProps) {
  const t = useFormsTexts();
  const { value, onChange, onRefuse, accept, maxSize, disabled } = props;
  const [over, setOver] = useState(false);
  const { inputRef } = props;

  const take = (file: File | undefined) => {
    if (!file) return;
    const refusal = validateFile(file, {
      ...(accept !== undefined && { accept }),
      ...(maxSize !== undefined && { maxSize }),
    });
    onRefuse(refusal);
    if (!refusal) onChange(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };

  return (
    <div className="nf-file-input">
      {/* The drop zone is for pointers; the input inside it is the keyboard's way. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: drag and drop only. */}
      <div
        className={`nf-file-input__zone${over ? ' nf-file-input__zone--over' : ''}`}
        data-testid="file-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <span className="nf-file-input__hint">{t('dropZone')}</span>
        <FileChooser
          inputRef={inputRef}
          buttonLabel={t('chooseFile')}
          buttonClassName="nf-file-input__choose"
          id={props.id}
          name={props.name}
          accept={accept}
          disabled={disabled}
          aria-describedby={props['aria-describedby']}
          aria-invalid={props['aria-invalid'] || undefined}
          required={props['aria-required']}
          onChange={(event) => {
            const chosen = event.currentTarget;
            take(chosen.files?.[0]);
            chosen.value = '';
          }}
        />
      </div>
      {value ? (
        <p className="nf-file-input__chosen">
          <span>{t('chosenFile', { name: value.name })}</span>
          <button
            type="button"
            className="nf-button"
            disabled={disabled}
            aria-label={t('removeFile', { name: value.name })}
            onClick={() => {
              onChange(null);
              onRefuse(null);
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </p>
      ) : null}
    </div>
  );
}
