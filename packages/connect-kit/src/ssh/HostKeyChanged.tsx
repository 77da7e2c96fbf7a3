import { useTexts } from '@netfleet/ui-kit';
import type { HostKeyInfo } from './hostKeyInfo.js';
import { sshTexts } from './sshTexts.js';

/**
 * Why the broker refused a host key that differs from the remembered one: both fingerprints,
 * and what an administrator can do about it.
 */
export function HostKeyChanged({ hostKey }: { hostKey: HostKeyInfo }) {
  const t = useTexts(sshTexts);
  return (
    <section className="connect-hostkey-changed" aria-label={t('hostKey.changedTitle')}>
      <h2 className="connect-panel__title">{t('hostKey.changedTitle')}</h2>
      <p>{t('hostKey.changedIntro')}</p>
      <dl className="connect-hostkey-facts">
        <dt>{t('hostKey.presented', { algorithm: hostKey.algorithm })}</dt>
        <dd>
          <code className="connect-hostkey-facts__fingerprint">{hostKey.fingerprint}</code>
        </dd>
        {hostKey.remembered ? (
          <>
            <dt>{t('hostKey.remembered')}</dt>
            <dd>
              <code className="connect-hostkey-facts__fingerprint">{hostKey.remembered}</code>
            </dd>
          </>
        ) : null}
      </dl>
      <p>{t('hostKey.changedAdvice')}</p>
    </section>
  );
}
