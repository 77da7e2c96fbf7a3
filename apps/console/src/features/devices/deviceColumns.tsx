import type { Device } from '@netfleet/contracts';
import { deviceStatusLabel } from '@netfleet/device-capabilities';
import { hrefFor } from '@netfleet/permissions';
import type { DataTableColumn } from '@netfleet/ui-kit';
import { HrefLink } from '../../components/HrefLink.js';
import { createListSearch } from '../../components/list/listSearch.js';
import type { Translate } from '../../i18n/useTexts.js';
import type { devicesTexts } from './texts.js';

const STATUS_CLASS: Record<number, string> = { 0: 'offline', 1: 'online', 2: 'pending' };

function DeviceStatus({ status }: { status: number }) {
  return (
    <span className={`device-status device-status--${STATUS_CLASS[status] ?? 'inactive'}`}>
      <span className="device-status__dot" aria-hidden="true" />
      {deviceStatusLabel(status)}
    </span>
  );
}

/** The devices list's URL: page, page size, sort and search (`?page=2&sort=-name&q=rut`). */
export const devicesSearch = createListSearch({
  // Columns the server sorts devices by (contracts' DEVICE_SORT_FIELDS that the table shows).
  sortable: ['name', 'serial', 'model', 'firmware', 'status'],
});

type DevicesTranslate = Translate<(typeof devicesTexts)['languages']['en']>;

/** Columns of the devices table in the user's language; the sortable ones match the server's sort fields. */
export function deviceColumns(t: DevicesTranslate): readonly DataTableColumn<Device>[] {
  return [
    {
      id: 'name',
      header: t('columns.name'),
      sortable: true,
      rowHeader: true,
      cell: (device) => (
        <HrefLink className="device-link" href={hrefFor('device.info', { id: device.id })}>
          {device.name}
        </HrefLink>
      ),
    },
    {
      id: 'serial',
      header: t('columns.serial'),
      sortable: true,
      className: 'cell-mono',
      cell: (device) => device.serial,
    },
    { id: 'model', header: t('columns.model'), sortable: true, cell: (device) => device.model },
    {
      id: 'firmware',
      header: t('columns.firmware'),
      sortable: true,
      className: 'cell-mono',
      cell: (device) => device.firmware,
    },
    {
      id: 'status',
      header: t('columns.status'),
      sortable: true,
      cell: (device) => <DeviceStatus status={device.status} />,
    },
    {
      id: 'company',
      header: t('columns.company'),
      cell: (device) => device.company_name ?? `#${device.company_id}`,
    },
  ];
}
