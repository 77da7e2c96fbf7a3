import type { ApprovedDevice } from '@netfleet/contracts';
import type { DataTableColumn } from '@netfleet/ui-kit';
import { DateTime } from '../../components/DateTime.js';
import type { Translate } from '../../i18n/useTexts.js';
import type { approvedDevicesTexts } from './texts.js';

/** Columns of the Approved devices table in the user's language; `onDelete` removes a row's approval. */
export function approvedDeviceColumns(
  t: Translate<(typeof approvedDevicesTexts)['languages']['en']>,
  onDelete: (device: ApprovedDevice) => void,
): DataTableColumn<ApprovedDevice>[] {
  return [
    {
      id: 'serial',
      header: t('columns.serial'),
      sortable: true,
      rowHeader: true,
      cell: (device) => device.serial,
    },
    { id: 'mac', header: t('columns.mac'), sortable: true, cell: (device) => <code>{device.mac}</code> },
    { id: 'comment', header: t('columns.comment'), cell: (device) => device.comment || '—' },
    { id: 'created_by', header: t('columns.createdBy'), cell: (device) => device.created_by_email ?? '—' },
    {
      id: 'created_at',
      header: t('columns.created'),
      sortable: true,
      cell: (device) => <DateTime value={device.created_at} />,
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      pinned: 'end',
      cell: (device) => (
        <button type="button" className="nf-button" onClick={() => onDelete(device)}>
          {t('delete.button', { serial: device.serial })}
        </button>
      ),
    },
  ];
}
