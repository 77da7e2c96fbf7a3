import type { DeviceDetail } from '@netfleet/contracts';
import { getDeviceCapabilities } from '@netfleet/device-capabilities';
import { DataTable, type DataTableColumn } from '@netfleet/ui-kit';
import { useMemo } from 'react';
import { DateTime } from '../../../components/DateTime.js';
import { type Translate, useTexts } from '../../../i18n/useTexts.js';
import { type PortRow, portRows } from './portRows.js';
import { devicePortsTexts } from './texts.js';

type PortsTexts = (typeof devicePortsTexts)['languages']['en'];

function portColumns(t: Translate<PortsTexts>): DataTableColumn<PortRow>[] {
  return [
    {
      id: 'port',
      header: t('columns.port'),
      rowHeader: true,
      cell: (row) => row.state?.name ?? t('portName', { n: row.n }),
    },
    {
      id: 'link',
      header: t('columns.link'),
      cell: (row) => {
        if (row.state === null) return t('link.unknown');
        const up = row.state.link;
        return (
          <span className={`status-badge status-badge--${up ? 'active' : 'expired'}`}>
            {t(up ? 'link.up' : 'link.down')}
          </span>
        );
      },
    },
    {
      id: 'speed',
      header: t('columns.speed'),
      cell: (row) =>
        row.state?.link && row.state.speed_mbps != null ? t('speed', { speed: row.state.speed_mbps }) : '-',
    },
    {
      id: 'duplex',
      header: t('columns.duplex'),
      cell: (row) => (row.state?.link && row.state.duplex ? t(`duplex.${row.state.duplex}`) : '-'),
    },
  ];
}

/**
 * The device's Ethernet ports: the model's port count, when they were last scanned, and each
 * port's link, speed and duplex as the device last reported them; an empty state until it
 * reports any.
 */
export function PortsView({ device }: { device: DeviceDetail }) {
  const t = useTexts(devicePortsTexts);
  const capabilities = getDeviceCapabilities(device);
  const rows = portRows(device.ports, capabilities.port_count);
  const columns = useMemo(() => portColumns(t), [t]);
  return (
    <>
      <dl className="device-tab__facts">
        <dt>{t('portCount')}</dt>
        <dd>{capabilities.port_count > 0 ? capabilities.port_count : t('unknownCount')}</dd>
        <dt>{t('lastScanned')}</dt>
        <dd>{device.ports_scanned_at ? <DateTime value={device.ports_scanned_at} /> : t('never')}</dd>
      </dl>
      {rows.length === 0 ? (
        <p className="device-tab__note">{t('empty')}</p>
      ) : (
        <DataTable caption={t('caption')} columns={columns} rows={rows} getRowId={(row) => row.n} />
      )}
    </>
  );
}
