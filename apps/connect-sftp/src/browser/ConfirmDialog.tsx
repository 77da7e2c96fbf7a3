import { useEffect, useRef } from 'react';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * A yes/no question in a native modal `<dialog>`: the browser keeps focus inside and makes
 * the page behind it inert, Escape cancels (the dialog's `cancel` event), and focus starts on
 * Cancel so a stray Enter deletes nothing. Shown while mounted.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  // The latest handler, so that a re-render of the page does not reopen the dialog.
  const onCancelRef = useRef(onCancel);
  onCancelRef.current = onCancel;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // jsdom has no showModal; the attribute shows it there.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    cancel.current?.focus();
    const onCancelEvent = (event: Event) => {
      event.preventDefault();
      onCancelRef.current();
    };
    element.addEventListener('cancel', onCancelEvent);
    return () => {
      element.removeEventListener('cancel', onCancelEvent);
      if (typeof element.close === 'function') element.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="sftp-dialog"
      aria-labelledby="sftp-dialog-title"
      aria-describedby="sftp-dialog-text"
    >
      <h2 id="sftp-dialog-title" className="sftp-dialog__title">
        {title}
      </h2>
      <p id="sftp-dialog-text">{message}</p>
      <div className="sftp-dialog__actions">
        <button ref={cancel} type="button" className="nf-button" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className="nf-button nf-button--primary sftp-dialog__danger"
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
