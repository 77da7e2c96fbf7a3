import { useTexts } from '@netfleet/ui-kit';
import { useSyncExternalStore } from 'react';
import { problemText } from '../files/problemText.js';
import { sftpTexts } from '../texts.js';
import { percentOf, type UploadItem, type UploadQueue } from './uploadQueue.js';

function UploadRow({ item, onCancel }: { item: UploadItem; onCancel(): void }) {
  const t = useTexts(sftpTexts);
  const percent = percentOf(item);
  const name = { name: item.name };
  return (
    <li className={`sftp-upload sftp-upload--${item.status}`} data-upload={item.name}>
      <span className="sftp-upload__name">{item.name}</span>
      {item.status === 'uploading' || item.status === 'waiting' ? (
        <>
          <progress
            className="sftp-upload__bar"
            max={100}
            value={percent}
            aria-label={t('uploads.progress', name)}
          />
          <span className="sftp-upload__percent">
            {item.status === 'waiting' ? t('uploads.waiting') : t('uploads.percent', { percent })}
          </span>
          <button
            type="button"
            className="nf-button"
            aria-label={t('uploads.cancelName', name)}
            onClick={onCancel}
          >
            {t('uploads.cancel')}
          </button>
        </>
      ) : (
        <span className="sftp-upload__result" role="status">
          {item.status === 'done'
            ? t('uploads.done')
            : item.status === 'cancelled'
              ? t('uploads.cancelled')
              : `${t('uploads.refused')}: ${problemText(item.problem ?? '', t)}`}
        </span>
      )}
    </li>
  );
}

/**
 * The upload list: a progress bar (named after the file, with the percent in words) and
 * Cancel per file on its way, the result of each finished one, refused files with the reason.
 */
export function UploadList({ queue }: { queue: UploadQueue }) {
  const t = useTexts(sftpTexts);
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  if (items.length === 0) return null;
  const finished = items.some((item) => item.status !== 'waiting' && item.status !== 'uploading');
  return (
    <section className="sftp-uploads" aria-labelledby="sftp-uploads-title">
      <div className="sftp-uploads__head">
        <h2 id="sftp-uploads-title" className="sftp-uploads__title">
          {t('uploads.title')}
        </h2>
        {finished ? (
          <button type="button" className="nf-button" onClick={() => queue.clearFinished()}>
            {t('uploads.clear')}
          </button>
        ) : null}
      </div>
      <ul className="sftp-uploads__list">
        {items.map((item) => (
          <UploadRow key={item.id} item={item} onCancel={() => queue.cancel(item.id)} />
        ))}
      </ul>
    </section>
  );
}
