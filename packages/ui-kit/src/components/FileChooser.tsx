import { type InputHTMLAttributes, type ReactNode, type Ref, useCallback, useRef } from 'react';

/** Props of {@link FileChooser}: the file input's own, and the pointer's button. */
export interface FileChooserProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'ref' | 'children'> {
  /** The button's text, in the page's language ("Choose file"). */
  buttonLabel: ReactNode;
  /** Classes of the button beside `nf-button`. */
  buttonClassName?: string;
  /** The file input element (to reset its value, say). */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A file input whose button speaks the page's language. The native input stays the labelled
 * control for the keyboard and screen readers, visually hidden; pointers get a button that
 * opens the same file chooser (the browser's own speaks the browser's language and says
 * "No file chosen"). The button shows the input's keyboard focus. Place it in a positioned
 * box, so the hidden input sits where the button is.
 *
 * @example
 * <label htmlFor="key">Key file</label>
 * <FileChooser id="key" buttonLabel={t('chooseFile')} onChange={(event) => read(event.currentTarget.files)} />
 */
export function FileChooser({
  buttonLabel,
  buttonClassName,
  inputRef,
  disabled,
  ...input
}: FileChooserProps) {
  const own = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      own.current = node;
      if (typeof inputRef === 'function') inputRef(node);
      else if (inputRef) inputRef.current = node;
    },
    [inputRef],
  );
  return (
    <>
      <input
        {...input}
        ref={setInput}
        type="file"
        className="nf-visually-hidden nf-file-chooser__input"
        disabled={disabled}
      />
      {/* For pointers only: the input above is the same control for the keyboard. */}
      <button
        type="button"
        className={['nf-button', 'nf-file-chooser__button', buttonClassName].filter(Boolean).join(' ')}
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        onClick={() => own.current?.click()}
      >
        {buttonLabel}
      </button>
    </>
  );
}
