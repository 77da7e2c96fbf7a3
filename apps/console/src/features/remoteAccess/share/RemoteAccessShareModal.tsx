import { CopyToClipboard } from '@netfleet/ui-kit';
import { useId } from 'react';
import { DateTime } from '../../../components/DateTime.js';
import { useTexts } from '../../../i18n/useTexts.js';
import type { RemoteAccessShareModalProps } from '../remoteAccessModalProps.js';
import { remoteAccessTexts } from '../texts.js';
import '../remoteAccess.css';

/**
 * The link of a share key: who has it opens the entry once without signing in, until it
 * expires (an hour). The link is shown in a read-only field (selectable by hand) with a copy
 * button; it is not kept anywhere else, the server stores only the key's hash.
 */
export function RemoteAccessShareModal({ url, expiresAt }: RemoteAccessShareModalProps) {
  const t = useTexts(remoteAccessTexts);
  const id = useId();
  return (
    <div className="remote-access-share">
      <p>{t('share.intro')}</p>
      <label className="nf-field__label" htmlFor={id}>
        {t('share.link')}
      </label>
      <div className="remote-access-share__link">
        <input
          id={id}
          className="nf-input"
          readOnly
          value={url}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyToClipboard text={url} />
      </div>
      <p>
        {t('share.expires')}: <DateTime value={expiresAt} />
      </p>
    </div>
  );
}
