import { Alert, Loader } from '@netfleet/ui-kit';
import { useId, useMemo, useState } from 'react';
import { useFormsTexts } from '../../i18n/useFormsTexts.js';
import type { FormTextKey } from '../../texts.js';
import { bulkFailureText } from './bulkFailureText.js';
import type { BulkItemState, BulkProgressItem } from './createBulkProgressStore.js';
import { useBulkJobProgress } from './useBulkJobProgress.js';

/** Devices per page of the list. */
const PAGE_SIZE = 50;

const STATE_TEXTS: Record<BulkItemState, FormTextKey> = {
  0: 'actionStatusQueued',
  1: 'actionStatusRunning',
  2: 'actionStatusDone',
  3: 'actionStatusFailed',
};

const STATE_CLASSES: Record<BulkItemState, string> = { 0: 'queued', 1: 'running', 2: 'done', 3: 'failed' };

/** Names of the selected rows by id, where the opener gave rows (not bare ids). */
function namesOf(selection: readonly unknown[]): Map<number, string> {
  const names = new Map<number, string>();
  for (const row of selection) {
    if (typeof row !== 'object' || row === null) continue;
    const { id, name } = row as Record<string, unknown>;
    if (typeof id === 'number' && typeof name === 'string') names.set(id, name);
  }
  return names;
}

/** Props of {@link BulkJobStatus}. */
export interface BulkJobStatusProps {
  /** The job's channel, `private-bulk.{id}`. */
  channel: string;
  /** The rows the action was sent for (names for devices the job lists without one). */
  selection: readonly unknown[];
  onClose(): void;
}

/**
 * A bulk job's progress, live: a progress bar and a polite live region with how many
 * devices are settled, the counts by state (queued, running, done, failed), the devices
 * page by page with their state and the reason of a failure (all or only the failed),
 * and "Retry failed" while some failed. Stays until the user closes it.
 */
export function BulkJobStatus({ channel, selection, onClose }: BulkJobStatusProps) {
  const t = useFormsTexts();
  const [onlyFailed, setOnlyFailed] = useState(false);
  const { snapshot, retry, retrying, retryFailed } = useBulkJobProgress(channel, { failedOnly: onlyFailed });
  const [page, setPage] = useState(0);
  const names = useMemo(() => namesOf(selection), [selection]);
  const onlyFailedId = useId();

  const closeButton = (
    <button type="button" className="nf-button" onClick={onClose}>
      {t('close')}
    </button>
  );

  if (snapshot.status === 'loading') {
    return (
      <div className="nf-action-status" data-channel={channel}>
        <Loader label={t('actionStatusLoading')} block />
        <div className="nf-form__actions">{closeButton}</div>
      </div>
    );
  }
  if (snapshot.status === 'error') {
    return (
      <div className="nf-action-status" data-channel={channel}>
        <Alert variant="error" title={t('actionStatusLoadFailed')} />
        <div className="nf-form__actions">{closeButton}</div>
      </div>
    );
  }

  const { counts, items } = snapshot;
  const settled = counts.done + counts.failed;
  const percent = counts.total > 0 ? Math.round((settled / counts.total) * 100) : 100;
  const shown: readonly BulkProgressItem[] = onlyFailed ? items.filter((item) => item.state === 3) : items;
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const currentPage = Math.min(page, pages - 1);
  const rows = shown.slice(currentPage * PAGE_SIZE, (currentPage + 1) * PAGE_SIZE);
  const countEntries: [BulkItemState, number][] = [
    [0, counts.queued],
    [1, counts.running],
    [2, counts.done],
    [3, counts.failed],
  ];

  return (
    <div className="nf-action-status" data-channel={channel} aria-busy={!counts.finished}>
      <div
        className="nf-action-status__bar"
        role="progressbar"
        aria-label={t('actionStatusProgress')}
        aria-valuemin={0}
        aria-valuemax={counts.total}
        aria-valuenow={settled}
        aria-valuetext={t('actionStatusSettled', { settled, total: counts.total })}
      >
        <span className="nf-action-status__bar-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="nf-action-status__summary" aria-live="polite">
        {counts.finished
          ? t('actionStatusFinished', { done: counts.done, failed: counts.failed })
          : t('actionStatusSettled', { settled, total: counts.total })}
      </p>
      <dl className="nf-action-status__counts" aria-label={t('actionStatusCounts')}>
        {countEntries.map(([state, count]) => (
          <div
            key={state}
            className={`nf-action-status__count nf-action-status__count--${STATE_CLASSES[state]}`}
          >
            <dt>{t(STATE_TEXTS[state])}</dt>
            <dd>{count}</dd>
          </div>
        ))}
      </dl>
      <label className="nf-action-status__filter" htmlFor={onlyFailedId}>
        <input
          id={onlyFailedId}
          type="checkbox"
          checked={onlyFailed}
          onChange={(event) => {
            setOnlyFailed(event.target.checked);
            setPage(0);
          }}
        />
        {t('actionStatusOnlyFailed')}
      </label>
      {rows.length === 0 ? (
        <p className="nf-action-status__empty">{t('actionStatusNoItems')}</p>
      ) : (
        <div className="nf-action-status__list">
          <table className="nf-action-status__table" aria-label={t('actionStatusDevices')}>
            <thead>
              <tr>
                <th scope="col">{t('actionStatusDevice')}</th>
                <th scope="col" className="nf-action-status__state">
                  {t('actionStatusState')}
                </th>
                <th scope="col">{t('actionStatusReason')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((item) => (
                <tr key={item.device_id} data-state={STATE_CLASSES[item.state]}>
                  <th scope="row">{item.device_name ?? names.get(item.device_id) ?? `#${item.device_id}`}</th>
                  <td className="nf-action-status__state">{t(STATE_TEXTS[item.state])}</td>
                  <td>{bulkFailureText(item.error, t)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <div className="nf-action-status__pager">
          <button
            type="button"
            className="nf-button"
            disabled={currentPage === 0}
            onClick={() => setPage(currentPage - 1)}
          >
            {t('actionStatusPrevious')}
          </button>
          <span>{t('actionStatusPage', { page: currentPage + 1, pages })}</span>
          <button
            type="button"
            className="nf-button"
            disabled={currentPage >= pages - 1}
            onClick={() => setPage(currentPage + 1)}
          >
            {t('actionStatusNext')}
          </button>
        </div>
      ) : null}
      {retryFailed ? (
        <p className="nf-field__error" role="alert">
          {t('actionStatusRetryFailed')}
        </p>
      ) : null}
      <div className="nf-form__actions">
        {counts.failed > 0 ? (
          <button
            type="button"
            className="nf-button"
            disabled={retrying}
            aria-busy={retrying || undefined}
            onClick={(event) => {
              // The button goes while the failed devices run again (the job is read anew): the
              // window keeps the focus, which would otherwise fall out of it to the page.
              event.currentTarget.closest<HTMLElement>('[role="dialog"]')?.focus();
              void retry();
            }}
          >
            {t('actionStatusRetry')}
          </button>
        ) : null}
        {closeButton}
      </div>
    </div>
  );
}
