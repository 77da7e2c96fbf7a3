import { hrefFor } from '@netfleet/permissions';
import type { DataTableColumn } from '@netfleet/ui-kit';
import { formatBytes, type RelativeTimeOptions } from '@netfleet/ui-kit';
import type { VirtualColumn } from '@netfleet/ui-kit/data-grid';
import { HrefLink } from '../../components/HrefLink.js';
import type { Translate } from '../../i18n/useTexts.js';
import { DeviceStatusCell, formatLocation, SignalCell, statusKey, TagChips } from './DeviceCells.js';
import type { DeviceRow } from './deviceRow.js';
import type { devicesTexts } from './texts.js';

/** The devices texts' translate function. */
export type DevicesTranslate = Translate<(typeof devicesTexts)['languages']['en']>;

/** What the cells need besides the texts. */
export interface DeviceColumnOptions {
  /** The user's time zone for exact times (account menu); the browser's without one. */
  timeZone: string | undefined;
  /** The user's language (BCP 47) for "5 minutes ago" and the numbers. Defaults to English. */
  locale?: RelativeTimeOptions['locale'];
}

const dash = (value: string | null | undefined) => (value ? value : <span className="cell-muted">-</span>);

/**
 * Every column of the devices list in the user's language, in the default order. The ids
 * are the server's sort fields (`?sort=-signal`), so every column sorts.
 */
export function deviceGridColumns(
  t: DevicesTranslate,
  { timeZone, locale }: DeviceColumnOptions,
): VirtualColumn<DeviceRow>[] {
  return [
    {
      id: 'name',
      header: t('columns.name'),
      sortable: true,
      rowHeader: true,
      hideable: false,
      size: 200,
      cell: (device) => (
        <HrefLink className="device-link" href={hrefFor('device.info', { id: device.id })}>
          {device.name}
        </HrefLink>
      ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      sortable: true,
      // Room for the status and its last-seen time side by side ("Not Activated  Never seen",
      // "У мережі  3 хвилини тому"); longer ones end in an ellipsis with the time on hover.
      size: 250,
      cell: (device) => (
        <DeviceStatusCell
          status={device.status}
          label={t(`status.${statusKey(device.status)}`)}
          lastSeenAt={device.last_seen_at}
          neverSeen={t('neverSeen')}
          timeZone={timeZone}
          locale={locale}
        />
      ),
    },
    {
      id: 'model',
      header: t('columns.model'),
      sortable: true,
      size: 150,
      cell: (device) => (
        <span className="device-model">
          {device.model}
          {device.family ? <span className="device-model__family">{device.family}</span> : null}
        </span>
      ),
    },
    { id: 'serial', header: t('columns.serial'), sortable: true, size: 130, cell: (device) => device.serial },
    { id: 'mac', header: t('columns.mac'), sortable: true, size: 160, cell: (device) => device.mac },
    { id: 'imei', header: t('columns.imei'), sortable: true, size: 160, cell: (device) => dash(device.imei) },
    {
      id: 'firmware',
      header: t('columns.firmware'),
      sortable: true,
      size: 190,
      cell: (device) => device.firmware,
    },
    {
      id: 'company_name',
      header: t('columns.company'),
      sortable: true,
      size: 160,
      cell: (device) => device.company_name ?? `#${device.company_id}`,
    },
    { id: 'tags', header: t('columns.tags'), size: 180, cell: (device) => <TagChips tags={device.tags} /> },
    {
      id: 'signal',
      header: t('columns.signal'),
      sortable: true,
      size: 130,
      cell: (device) => <SignalCell dbm={device.signal} label={(dbm) => t('signalLabel', { dbm })} />,
    },
    {
      id: 'operator',
      header: t('columns.operator'),
      sortable: true,
      size: 140,
      cell: (device) => dash(device.operator),
    },
    {
      id: 'data_used_bytes',
      header: t('columns.dataUsed'),
      sortable: true,
      size: 140,
      align: 'end',
      cell: (device) => formatBytes(device.data_used_bytes ?? 0, 2, locale),
    },
    { id: 'ip', header: t('columns.ip'), sortable: true, size: 140, cell: (device) => dash(device.ip) },
    {
      // The location sorts by latitude (the server's sort field).
      id: 'latitude',
      header: t('columns.location'),
      sortable: true,
      size: 170,
      cell: (device) => formatLocation(device.latitude, device.longitude),
    },
  ];
}

/** Column ids shown when the user chose none: the rest are one tick away in Table settings. */
export const DEFAULT_HIDDEN_DEVICE_COLUMNS: readonly string[] = ['mac', 'imei', 'ip', 'latitude'];

/** The export's fields for a column: a column that shows two values exports both. */
const EXPORT_FIELDS: Record<string, readonly string[]> = {
  status: ['status', 'last_seen_at'],
  model: ['model', 'family'],
  company_name: ['company_name'],
  latitude: ['latitude', 'longitude'],
};

/** The `fields` of an export with these columns shown (in their order). */
export function exportFields(columnIds: readonly string[]): string[] {
  return [...new Set(columnIds.flatMap((id) => EXPORT_FIELDS[id] ?? [id]))];
}

/**
 * The devices columns for a simple paged table (a company's devices tab): the grid's default
 * columns, without the per-user choice.
 */
export function deviceColumns(
  t: DevicesTranslate,
  options: DeviceColumnOptions,
): DataTableColumn<DeviceRow>[] {
  return deviceGridColumns(t, options)
    .filter((column) => !DEFAULT_HIDDEN_DEVICE_COLUMNS.includes(column.id))
    .map((column) => ({
      id: column.id,
      header: column.header,
      cell: (row: DeviceRow) => column.cell(row, 0),
      ...(column.sortable && { sortable: true }),
      ...(column.rowHeader && { rowHeader: true }),
      // A figure with its unit ("541.89 MB") on one line, aligned on the right as in the grid.
      ...(column.align === 'end' && { className: 'cell-number cell-label' }),
    }));
}
