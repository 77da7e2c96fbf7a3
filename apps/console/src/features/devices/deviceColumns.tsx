import type { Device } from '@netfleet/contracts';
import { deviceStatusLabel } from '@netfleet/device-capabilities';
import type { DataTableColumn } from '@netfleet/ui-kit';
import { HrefLink } from '../../components/HrefLink.js';

const STATUS_CLASS: Record<number, string> = { 0: 'offline', 1: 'online', 2: 'pending' };

function DeviceStatus({ status }: { status: number }) {
  return (
    <span className={`device-status device-status--${STATUS_CLASS[status] ?? 'inactive'}`}>
      <span className="device-status__dot" aria-hidden="true" />
      {deviceStatusLabel(status)}
    </span>
  );
}

/** Columns of the devices table; the sortable ones match the server's sort fields. */
export const DEVICE_COLUMNS: readonly DataTableColumn<Device>[] = [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    rowHeader: true,
    cell: (device) => (
      <HrefLink className="device-link" href={`/devices/${device.id}`}>
        {device.name}
      </HrefLink>
    ),
  },
  { id: 'serial', header: 'Serial', sortable: true, className: 'cell-mono', cell: (device) => device.serial },
  { id: 'model', header: 'Model', sortable: true, cell: (device) => device.model },
  {
    id: 'firmware',
    header: 'Firmware',
    sortable: true,
    className: 'cell-mono',
    cell: (device) => device.firmware,
  },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    cell: (device) => <DeviceStatus status={device.status} />,
  },
  {
    id: 'company',
    header: 'Company',
    cell: (device) => device.company_name ?? `#${device.company_id}`,
  },
];
