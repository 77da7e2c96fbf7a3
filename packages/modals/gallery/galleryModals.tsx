import { type FormEvent, useId, useState } from 'react';
import type { ModalComponentProps } from '../src/react/createModalRegistry.js';

/** A tag as the "Add tag" form produces it. */
export interface NewTag {
  company: string;
  name: string;
  description: string;
  color: string;
}

export interface AddTagProps {
  companies: readonly string[];
  onSave: (tag: NewTag) => void;
}

export interface DeviceInfoProps {
  device: { model: string; serial: string; mac: string; firmware: string; status: string };
}

export interface NoteProps {
  index: number;
}

declare module '../src/core/types.js' {
  interface ModalPropsByName {
    AddTagForm: AddTagProps;
    DeviceInfo: DeviceInfoProps;
    TermsNotice: object;
    GuideStep: object;
    Note: NoteProps;
  }
}

const COLORS = ['Blue', 'Green', 'Orange', 'Red', 'Grey'] as const;

/** A form modal: a select, inputs, a textarea, Cancel and submit. A blank name scrolls the body to the top. */
export function AddTag({ companies, onSave, modal }: AddTagProps & ModalComponentProps) {
  const ids = useId();
  const [company, setCompany] = useState(companies[0] ?? '');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [color, setColor] = useState<string>(COLORS[0]);
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim() === '') {
      setError('Enter a name.');
      modal.scrollToTop();
      return;
    }
    onSave({ company, name: name.trim(), description, color });
    modal.close('button');
  }

  return (
    <form className="gallery-form" onSubmit={onSubmit} noValidate>
      {error ? (
        <p className="gallery-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <label htmlFor={`${ids}-company`}>Company</label>
      <select
        id={`${ids}-company`}
        className="nf-input"
        value={company}
        onChange={(event) => setCompany(event.currentTarget.value)}
      >
        {companies.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
      <label htmlFor={`${ids}-name`}>Name</label>
      <input
        id={`${ids}-name`}
        className="nf-input"
        value={name}
        required
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setError(null);
        }}
      />
      <label htmlFor={`${ids}-description`}>Description</label>
      <textarea
        id={`${ids}-description`}
        className="nf-input"
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
      />
      <label htmlFor={`${ids}-color`}>Color</label>
      <select
        id={`${ids}-color`}
        className="nf-input"
        value={color}
        onChange={(event) => setColor(event.currentTarget.value)}
      >
        {COLORS.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
      <div className="gallery-form__actions">
        <button type="button" className="nf-button" onClick={() => modal.close('button')}>
          Cancel
        </button>
        <button type="submit" className="nf-button nf-button--primary">
          Add tag
        </button>
      </div>
    </form>
  );
}

/** A read-only modal (its fullscreen control is not allowed). */
export function DeviceInfo({ device, modal }: DeviceInfoProps & ModalComponentProps) {
  return (
    <div className="gallery-form">
      <dl className="gallery-details">
        <dt>Model</dt>
        <dd>{device.model}</dd>
        <dt>Serial</dt>
        <dd>{device.serial}</dd>
        <dt>MAC</dt>
        <dd>{device.mac}</dd>
        <dt>Firmware</dt>
        <dd>{device.firmware}</dd>
        <dt>Status</dt>
        <dd>{device.status}</dd>
      </dl>
      <div className="gallery-form__actions">
        <button type="button" className="nf-button" onClick={() => modal.close('button')}>
          Close
        </button>
      </div>
    </div>
  );
}

/** Opened with hidden header controls: Esc does not close it, only its own button does. */
export function TermsNotice({ modal }: ModalComponentProps) {
  return (
    <div className="gallery-form">
      <p>
        The terms and conditions have changed. Read them and agree to keep using the console. This window has
        no window controls, and Esc does not close it.
      </p>
      <div className="gallery-form__actions">
        <button type="button" className="nf-button nf-button--primary" onClick={() => modal.close('button')}>
          I agree
        </button>
      </div>
    </div>
  );
}

const GUIDE_STEPS = [
  'Devices are listed in the table behind this window.',
  'Select devices to act on several at once.',
  'Use the toolbar to reboot, move or configure the selection.',
] as const;

/** Opened in guide mode: the user cannot close it (Esc and the close button are refused); the tour can. */
export function GuideStep({ modal }: ModalComponentProps) {
  const [step, setStep] = useState(0);
  const last = step === GUIDE_STEPS.length - 1;
  return (
    <div className="gallery-form">
      <p>
        Step {step + 1} of {GUIDE_STEPS.length}: {GUIDE_STEPS[step]}
      </p>
      <div className="gallery-form__actions">
        {last ? null : (
          <button type="button" className="nf-button" onClick={() => setStep(step + 1)}>
            Next step
          </button>
        )}
        {/* The tour ends itself: a programmatic close, the only one guide mode allows. */}
        <button
          type="button"
          className="nf-button nf-button--primary"
          onClick={() => modal.close('programmatic')}
        >
          Finish tour
        </button>
      </div>
    </div>
  );
}

/** A numbered window with a text field (its text survives minimize and restore). */
export function Note({ index }: NoteProps & ModalComponentProps) {
  const id = useId();
  const [text, setText] = useState('');
  return (
    <div className="gallery-form">
      <p>Window {index}. Minimize it, then open another: at most 5 windows can be minimized.</p>
      <label htmlFor={id}>Notes</label>
      <input
        id={id}
        className="nf-input"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
    </div>
  );
}
