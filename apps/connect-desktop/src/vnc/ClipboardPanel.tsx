import { CopyToClipboard, FormField, useTexts } from '@netfleet/ui-kit';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { desktopTexts } from '../texts.js';

/** Props of {@link ClipboardPanel}. */
export interface ClipboardPanelProps {
  /** The text the remote desktop last copied (null until it does). */
  remoteText: string | null;
  /** Sending needs a connected session that is not view-only. */
  canSend: boolean;
  viewOnly: boolean;
  onSend(text: string): void;
  onClose(): void;
}

/**
 * The clipboard between this browser and the remote desktop: a text to put on the remote
 * clipboard (the browser cannot read the local clipboard without asking, so the user pastes it
 * here), and the remote clipboard's text to read and copy.
 */
export function ClipboardPanel({ remoteText, canSend, viewOnly, onSend, onClose }: ClipboardPanelProps) {
  const t = useTexts(desktopTexts);
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const titleId = useId();
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    field.current?.focus();
  }, []);

  function send(event: FormEvent) {
    event.preventDefault();
    if (!canSend || text === '') return;
    onSend(text);
    setSent(true);
  }

  return (
    <section className="desktop-clipboard" aria-labelledby={titleId}>
      <h2 id={titleId} className="connect-panel__title">
        {t('clipboard.title')}
      </h2>
      <form className="desktop-clipboard__part" onSubmit={send}>
        <FormField
          label={t('clipboard.send')}
          hint={viewOnly ? t('clipboard.viewOnly') : t('clipboard.sendHint')}
        >
          <textarea
            ref={field}
            name="clipboard_send"
            rows={3}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setSent(false);
            }}
          />
        </FormField>
        <div className="connect-panel__actions">
          <button type="submit" className="nf-button nf-button--primary" disabled={!canSend || text === ''}>
            {t('clipboard.sendButton')}
          </button>
          <output className="desktop-clipboard__sent" aria-live="polite">
            {sent ? t('clipboard.sent') : ''}
          </output>
        </div>
      </form>
      <div className="desktop-clipboard__part">
        <FormField label={t('clipboard.remote')} hint={t('clipboard.remoteHint')}>
          <textarea
            name="clipboard_remote"
            rows={3}
            readOnly
            value={remoteText ?? ''}
            placeholder={t('clipboard.remoteEmpty')}
          />
        </FormField>
        <div className="connect-panel__actions">
          {remoteText ? <CopyToClipboard text={remoteText} label={t('clipboard.copy')} /> : null}
          <button type="button" className="nf-button" onClick={onClose}>
            {t('clipboard.close')}
          </button>
        </div>
      </div>
    </section>
  );
}
