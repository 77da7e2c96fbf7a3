import type { DeviceDetail, EsimProfile } from '@netfleet/contracts';
import { DataTable, type DataTableColumn } from '@netfleet/ui-kit';
import { useId } from 'react';
import { type Translate, useTexts } from '../../../i18n/useTexts.js';
import { type ConsoleFormAction, useConsoleForm } from '../../forms/useConsoleForm.js';
import { esimDeleteForm, esimEnableForm } from './esimForms.js';
import { deviceEsimTexts } from './texts.js';

type EsimTexts = (typeof deviceEsimTexts)['languages']['en'];

interface ProfileActions {
  deviceId: number;
  enable: ConsoleFormAction;
  remove: ConsoleFormAction;
  refusedId: string;
}

function profileColumns(t: Translate<EsimTexts>, actions: ProfileActions): DataTableColumn<EsimProfile>[] {
  const columns: DataTableColumn<EsimProfile>[] = [
    {
      id: 'iccid',
      header: t('columns.iccid'),
      rowHeader: true,
      cell: (row) => <span className="cell-mono">{row.iccid}</span>,
    },
    { id: 'operator', header: t('columns.operator'), cell: (row) => row.operator ?? '-' },
    { id: 'name', header: t('columns.name'), cell: (row) => row.name ?? '-' },
    {
      id: 'state',
      header: t('columns.state'),
      cell: (row) => (
        <span className={`status-badge${row.enabled ? ' status-badge--active' : ''}`}>
          {t(row.enabled ? 'state.enabled' : 'state.disabled')}
        </span>
      ),
    },
  ];
  if (!actions.enable.allowed && !actions.remove.allowed) return columns;
  const open = (action: ConsoleFormAction, row: EsimProfile) =>
    action.open({ id: String(actions.deviceId), defaults: { iccid: row.iccid } });
  columns.push({
    id: 'actions',
    header: t('columns.actions'),
    pinned: 'end',
    cell: (row) => (
      <div className="device-tab__row-actions">
        {actions.enable.allowed && !row.enabled ? (
          <button
            type="button"
            className="nf-button"
            aria-label={t('enableLabel', { iccid: row.iccid })}
            onClick={() => open(actions.enable, row)}
          >
            {t('enable')}
          </button>
        ) : null}
        {actions.remove.allowed ? (
          <button
            type="button"
            className="nf-button"
            aria-label={t('deleteLabel', { iccid: row.iccid })}
            // The enabled profile is the one the device runs on: deleting it is refused here too.
            disabled={row.enabled}
            aria-describedby={row.enabled ? actions.refusedId : undefined}
            onClick={() => open(actions.remove, row)}
          >
            {t('delete')}
          </button>
        ) : null}
      </div>
    ),
  });
  return columns;
}

/**
 * A device's eSIM profiles (ICCID, operator, name, enabled) with Enable and Delete for each
 * (the enabled one cannot be deleted), each confirmed in its form and sent as a device command.
 */
export function EsimView({ device }: { device: DeviceDetail }) {
  const t = useTexts(deviceEsimTexts);
  const enable = useConsoleForm(esimEnableForm);
  const remove = useConsoleForm(esimDeleteForm);
  const refusedId = useId();
  const columns = profileColumns(t, { deviceId: device.id, enable, remove, refusedId });
  const profiles = device.esim_profiles ?? [];
  if (profiles.length === 0) return <p className="device-tab__note">{t('empty')}</p>;
  return (
    <>
      <DataTable
        caption={t('caption')}
        hideCaption
        columns={columns}
        rows={profiles}
        getRowId={(row) => row.iccid}
      />
      {profiles.some((profile) => profile.enabled) && remove.allowed ? (
        <p id={refusedId} className="device-tab__note">
          {t('deleteRefused')}
        </p>
      ) : null}
    </>
  );
}
