import { useTexts } from '@netfleet/ui-kit';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { nameProblem } from '../files/nameChecks.js';
import { problemText } from '../files/problemText.js';
import { sftpTexts } from '../texts.js';

/** Props of {@link NameForm}. */
export interface NameFormProps {
  /** The field's label ("Folder name", "New name for x"). */
  label: string;
  initial?: string;
  submitLabel: string;
  cancelLabel: string;
  /** Sends the name; rejects with the message to show (the server's, such as "Already exists"). */
  onSubmit(name: string): Promise<void>;
  onCancel(): void;
  className?: string;
}

/**
 * A one-field inline form for a file or folder name (new folder, rename): the name rule is
 * checked before sending (the contracts' FileNameSchema, as the server checks it), the
 * server's refusal is shown under the field, Escape cancels.
 */
export function NameForm({
  label,
  initial = '',
  submitLabel,
  cancelLabel,
  onSubmit,
  onCancel,
  className,
}: NameFormProps) {
  const t = useTexts(sftpTexts);
  const id = useId();
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    const local = nameProblem(value);
    if (local) {
      setProblem(local);
      return;
    }
    setBusy(true);
    onSubmit(value).then(
      () => setBusy(false),
      (error: unknown) => {
        setBusy(false);
        setProblem(error instanceof Error ? error.message : String(error));
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <form className={`sftp-name-form ${className ?? ''}`} onSubmit={submit} onKeyDown={onKeyDown} noValidate>
      <label htmlFor={`${id}-name`} className="sftp-name-form__label">
        {label}
      </label>
      <input
        id={`${id}-name`}
        className="nf-input"
        // biome-ignore lint/a11y/noAutofocus: the form opens on the user's request to type a name.
        autoFocus
        value={name}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setName(event.target.value);
          setProblem(null);
        }}
      />
      <button type="submit" className="nf-button nf-button--primary" disabled={busy}>
        {submitLabel}
      </button>
      <button type="button" className="nf-button" onClick={onCancel}>
        {cancelLabel}
      </button>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="sftp-name-form__problem">
          {problemText(problem, t)}
        </p>
      ) : null}
    </form>
  );
}
