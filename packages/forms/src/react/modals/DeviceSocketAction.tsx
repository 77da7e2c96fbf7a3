import type { ModalComponentProps } from '@netfleet/modals';
import { useEffect } from 'react';
import type { ActionStatus } from '../../core/submit/types.js';
import { useFormsTexts } from '../i18n/useFormsTexts.js';
import { BulkJobStatus } from './actionStatus/BulkJobStatus.js';
import { bulkJobOf } from './actionStatus/bulkJobOf.js';

/** Props of {@link DeviceSocketAction}. */
export interface DeviceSocketActionProps extends ModalComponentProps {
  status: ActionStatus;
}

/** What a selected row is called in the list: its name, serial or id. */
export function selectionLabel(item: unknown): string {
  if (typeof item === 'string' || typeof item === 'number') return String(item);
  if (typeof item === 'object' && item !== null) {
    const row = item as Record<string, unknown>;
    for (const key of ['name', 'serial', 'email', 'id']) {
      const value = row[key];
      if (typeof value === 'string' || typeof value === 'number') return String(value);
    }
  }
  return '-';
}

/**
 * The action status modal of a response whose meta carries a `channel` (spec forms §4).
 * On a bulk job's channel (`private-bulk.{id}`) it shows the job's progress live: the
 * counts, each device's state with the failure's reason, and "Retry failed"
 * ({@link BulkJobStatus}). On another channel it lists the selection the action applies
 * to. Without a selection it closes by itself; otherwise the user closes it.
 */
export function DeviceSocketAction({ status, modal }: DeviceSocketActionProps) {
  const t = useFormsTexts();
  const { autoClose, selection, channel } = status;
  useEffect(() => {
    if (autoClose) modal.close('programmatic');
  }, [autoClose, modal]);
  if (autoClose) return null;
  const close = () => modal.close('button');
  if (bulkJobOf(channel) !== null) {
    return <BulkJobStatus channel={channel} selection={selection} onClose={close} />;
  }
  return (
    <div className="nf-action-status" data-channel={channel}>
      <p>{t('actionStatusIntro', { count: selection.length })}</p>
      <ul className="nf-action-status__list" aria-label={t('actionStatusTitle')}>
        {selection.map((item, index) => (
          // Rows may repeat a label; their order is stable for the life of the modal.
          // biome-ignore lint/suspicious/noArrayIndexKey: the selection never reorders.
          <li key={index}>{selectionLabel(item)}</li>
        ))}
      </ul>
      <div className="nf-form__actions">
        <button type="button" className="nf-button" onClick={close}>
          {t('ok')}
        </button>
      </div>
    </div>
  );
}
