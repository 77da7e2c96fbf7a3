import type { MonitoringParameter } from '@netfleet/contracts';
import { MAX_ACTIVE_PARAMETERS } from '@netfleet/device-capabilities';
import { DataTable, type DataTableColumn } from '@netfleet/ui-kit';
import { useMemo } from 'react';
import { type Translate, useTexts } from '../../../i18n/useTexts.js';
import { formatInterval, monitoringTypeName } from './monitoringWords.js';
import { deviceMonitoringTexts } from './texts.js';

type MonitoringTexts = (typeof deviceMonitoringTexts)['languages']['en'];

function parameterColumns(t: Translate<MonitoringTexts>): DataTableColumn<MonitoringParameter>[] {
  return [
    {
      id: 'type',
      header: t('columns.type'),
      rowHeader: true,
      cell: (row) => monitoringTypeName(t, row.config_id),
    },
    { id: 'interval', header: t('columns.interval'), cell: (row) => formatInterval(t, row.interval_s) },
    {
      id: 'enabled',
      header: t('columns.enabled'),
      cell: (row) => (
        <span className={`status-badge${row.enabled ? ' status-badge--active' : ''}`}>
          {t(row.enabled ? 'state.on' : 'state.off')}
        </span>
      ),
    },
  ];
}

/**
 * A device's monitoring parameters (the types its capabilities allow): interval and state of
 * each, and how many are active out of the spec's 200.
 */
export function MonitoringView({ rows }: { rows: readonly MonitoringParameter[] }) {
  const t = useTexts(deviceMonitoringTexts);
  const columns = useMemo(() => parameterColumns(t), [t]);
  const active = rows.filter((row) => row.enabled).length;
  return (
    <>
      <p className="device-tab__note">{t('active', { count: active, max: MAX_ACTIVE_PARAMETERS })}</p>
      <DataTable
        caption={t('parameters')}
        hideCaption
        columns={columns}
        rows={rows}
        getRowId={(row) => row.config_id}
      />
    </>
  );
}
