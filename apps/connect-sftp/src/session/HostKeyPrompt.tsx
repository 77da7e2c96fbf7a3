import { useTexts } from '@netfleet/ui-kit';
import { useEffect, useRef } from 'react';
import { sftpTexts } from '../texts.js';
import type { HostKeyNotice } from './useFilesBridge.js';

/** Props of {@link HostKeyPrompt}. */
export interface HostKeyPromptProps {
  hostKey: HostKeyNotice;
  onAnswer(accept: boolean): void;
}

/**
 * "Trust this host key?" for a device seen the first time: its algorithm and fingerprint,
 * Trust and connect (the entry remembers the key) or Cancel (the session ends).
 */
export function HostKeyPrompt({ hostKey, onAnswer }: HostKeyPromptProps) {
  const t = useTexts(sftpTexts);
  const trust = useRef<HTMLButtonElement>(null);
  useEffect(() => trust.current?.focus(), []);
  return (
    <section className="sftp-hostkey" aria-labelledby="sftp-hostkey-title">
      <h2 id="sftp-hostkey-title" className="sftp-hostkey__title">
        {t('hostKey.title')}
      </h2>
      <p>{t('hostKey.explain', { algorithm: hostKey.algorithm })}</p>
      <dl className="sftp-hostkey__key">
        <dt>{t('hostKey.fingerprint')}</dt>
        <dd>
          <code>
            {hostKey.algorithm} {hostKey.fingerprint}
          </code>
        </dd>
      </dl>
      <div className="sftp-hostkey__actions">
        <button
          ref={trust}
          type="button"
          className="nf-button nf-button--primary"
          onClick={() => onAnswer(true)}
        >
          {t('hostKey.trust')}
        </button>
        <button type="button" className="nf-button" onClick={() => onAnswer(false)}>
          {t('hostKey.cancel')}
        </button>
      </div>
    </section>
  );
}
