import type { DeviceDetail, NetworkInterface } from '@netfleet/contracts';
import { l2tpState } from '@netfleet/device-capabilities';
import { DataTable, type DataTableColumn } from '@netfleet/ui-kit';
import { useMemo } from 'react';
import { type Translate, useTexts } from '../../../i18n/useTexts.js';
import { simSlotText } from './simSlotText.js';
import { deviceNetworkTexts } from './texts.js';

type NetworkTexts = (typeof deviceNetworkTexts)['languages']['en'];

function interfaceColumns(t: Translate<NetworkTexts>): DataTableColumn<NetworkInterface>[] {
  return [
    { id: 'name', header: t('columns.name'), rowHeader: true, cell: (row) => row.name },
    { id: 'kind', header: t('columns.kind'), cell: (row) => t(`kind.${row.kind}`) },
    { id: 'ip', header: t('columns.ip'), cell: (row) => <span className="cell-mono">{row.ip ?? '-'}</span> },
    {
      id: 'state',
      header: t('columns.state'),
      cell: (row) => (
        <span className={`status-badge status-badge--${row.up ? 'active' : 'expired'}`}>
          {t(row.up ? 'state.up' : 'state.down')}
        </span>
      ),
    },
    { id: 'proto', header: t('columns.proto'), cell: (row) => row.proto ?? '-' },
  ];
}

/**
 * The device's network: IP, operator, technology, ICCID, the SIM slot in use (spec §4
 * labels), the L2TP instance summary in words, and the interfaces as last reported (name,
 * type, IP, up or down, protocol).
 */
export function NetworkView({ device }: { device: DeviceDetail }) {
  const t = useTexts(deviceNetworkTexts);
  const columns = useMemo(() => interfaceColumns(t), [t]);
  const interfaces = device.network ?? [];
  return (
    <>
      <dl className="device-tab__facts">
        <dt>{t('facts.ip')}</dt>
        <dd className="cell-mono">{device.ip ?? '-'}</dd>
        <dt>{t('facts.operator')}</dt>
        <dd>{device.operator ?? '-'}</dd>
        <dt>{t('facts.technology')}</dt>
        <dd>{device.technology ?? '-'}</dd>
        <dt>{t('facts.iccid')}</dt>
        <dd className="cell-mono">{device.iccid ?? '-'}</dd>
        <dt>{t('facts.simSlot')}</dt>
        <dd>{simSlotText(device) ?? '-'}</dd>
        <dt>{t('facts.l2tp')}</dt>
        <dd>{t(`l2tp.${l2tpState(device.l2tp_summary)}`)}</dd>
      </dl>
      <h3 className="device-tab__subtitle">{t('interfaces')}</h3>
      {interfaces.length === 0 ? (
        <p className="device-tab__note">{t('empty')}</p>
      ) : (
        <DataTable
          caption={t('interfaces')}
          hideCaption
          columns={columns}
          rows={interfaces}
          getRowId={(row) => row.name}
        />
      )}
    </>
  );
}
