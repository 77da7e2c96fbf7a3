import type { RemoteSessionAccess } from '@netfleet/contracts';
import { useTexts } from '@netfleet/ui-kit';
import { useEffect, useId, useRef } from 'react';
import type { HostKeyInfo } from './hostKeyInfo.js';
import { sshTexts } from './sshTexts.js';

/** Props of {@link HostKeyPrompt}. */
export interface HostKeyPromptProps {
  access: RemoteSessionAccess;
  hostKey: HostKeyInfo;
  onAnswer(accept: boolean): void;
}

/**
 * The question about a host key nobody has trusted yet: its algorithm and fingerprint, then
 * Trust and connect (the broker remembers it on the entry) or Cancel (the session ends).
 */
export function HostKeyPrompt({ access, hostKey, onAnswer }: HostKeyPromptProps) {
  const t = useTexts(sshTexts);
  const titleId = useId();
  const trust = useRef<HTMLButtonElement>(null);
  useEffect(() => trust.current?.focus(), []);
  return (
    <section className="connect-panel" role="alertdialog" aria-labelledby={titleId} aria-modal="false">
      <h2 id={titleId} className="connect-panel__title">
        {t('hostKey.newTitle')}
      </h2>
      <p className="connect-panel__intro">
        {t('hostKey.newIntro', { destination: `${access.destination}:${access.port}` })}
      </p>
      <dl className="connect-hostkey-facts">
        <dt>{t('hostKey.algorithm')}</dt>
        <dd>
          <code>{hostKey.algorithm}</code>
        </dd>
        <dt>{t('hostKey.fingerprint')}</dt>
        <dd>
          <code className="connect-hostkey-facts__fingerprint">{hostKey.fingerprint}</code>
        </dd>
      </dl>
      <div className="connect-panel__actions">
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
