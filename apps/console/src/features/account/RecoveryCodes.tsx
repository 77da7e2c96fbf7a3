import { CopyToClipboard } from '@netfleet/ui-kit';
import { useId } from 'react';
import { useTexts } from '../../i18n/useTexts.js';
import { mfaEnrolmentTexts } from './enrolmentTexts.js';

/** The text of a recovery codes file: a heading line, then one code a line. */
function recoveryCodesFile(heading: string, codes: readonly string[]): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A fresh set of recovery codes, shown this once: the list, Copy, Download (.txt) and the
 * button that says they were saved.
 */
export function RecoveryCodes({
  codes,
  onSaved,
  savedLabel,
}: {
  codes: readonly string[];
  onSaved: () => void;
  savedLabel?: string;
}) {
  const t = useTexts(mfaEnrolmentTexts);
  const listId = useId();
  const file = () => recoveryCodesFile(t('fileHeading'), codes);
  return (
    <div className="recovery-codes">
      <p>{t('codesText')}</p>
      <p id={listId} className="nf-visually-hidden">
        {t('codesList')}
      </p>
      <ol className="recovery-codes__list" aria-labelledby={listId}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="recovery-codes__actions">
        <CopyToClipboard text={() => codes.join('\n')} label={t('copyCodes')} copiedLabel={t('copied')} />
        <button
          type="button"
          className="nf-button"
          onClick={() => download('netfleet-recovery-codes.txt', file())}
        >
          {t('download')}
        </button>
        <button type="button" className="nf-button nf-button--primary" onClick={onSaved}>
          {savedLabel ?? t('saved')}
        </button>
      </div>
    </div>
  );
}
