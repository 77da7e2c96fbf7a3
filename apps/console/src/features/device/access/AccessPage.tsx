import { remoteAccessQueryOptions, useApiClient } from '@netfleet/api-client/react';
import type { RemoteAccessRow } from '@netfleet/contracts';
import { routeByName } from '@netfleet/permissions';
import { Alert, DataTable, type DataTableColumn } from '@netfleet/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRouteTitle } from '../../../i18n/routeTitles.js';
import { type Translate, useTexts } from '../../../i18n/useTexts.js';
import { useRouteDeviceId } from '../ports/DeviceTab.js';
import { deviceAccessTexts } from './texts.js';
import '../ports/deviceTab.css';

type AccessTexts = (typeof deviceAccessTexts)['languages']['en'];

/** Most entries the tab lists (one page of the list; a device has a handful). */
const ACCESS_LIMIT = 100;

function accessColumns(t: Translate<AccessTexts>): DataTableColumn<RemoteAccessRow>[] {
  return [
    { id: 'name', header: t('columns.name'), rowHeader: true, cell: (row) => row.name },
    { id: 'protocol', header: t('columns.protocol'), cell: (row) => row.protocol.toUpperCase() },
    {
      id: 'destination',
      header: t('columns.destination'),
      cell: (row) => <span className="cell-mono">{row.destination}</span>,
    },
    { id: 'port', header: t('columns.port'), className: 'cell-number', cell: (row) => row.port },
    {
      id: 'enabled',
      header: t('columns.enabled'),
      cell: (row) => (
        <span className={`status-badge${row.enabled ? ' status-badge--active' : ''}`}>
          {t(row.enabled ? 'enabled.yes' : 'enabled.no')}
        </span>
      ),
    },
  ];
}

/**
 * `/devices/{id}/access` (view_device_remote_access): the device's remote access entries
 * (name, protocol, destination, port, enabled) from `GET /devices/remote-access?device_id=`,
 * with loading, empty and error states and the remote access help link.
 */
export function AccessPage() {
  return <AccessView deviceId={useRouteDeviceId()} />;
}

/** The access tab of one device; see {@link AccessPage}. */
export function AccessView({ deviceId: id }: { deviceId: number }) {
  const t = useTexts(deviceAccessTexts);
  const title = useRouteTitle()('device.access');
  const client = useApiClient();
  const query = useQuery(
    remoteAccessQueryOptions(client, { device_id: id, limit: ACCESS_LIMIT, sort: 'name' }),
  );
  const columns = useMemo(() => accessColumns(t), [t]);
  const helpLink = routeByName('remote.access')?.helpLink;
  const rows = query.data?.data ?? [];
  const total = query.data?.meta.total ?? rows.length;
  return (
    <section className="device-tab" aria-label={title}>
      <header className="device-tab__header">
        <h2 className="device-tab__title">{title}</h2>
        {helpLink ? (
          <a href={helpLink} target="_blank" rel="noopener noreferrer">
            {t('help')}
          </a>
        ) : null}
      </header>
      {query.isError ? (
        <Alert variant="error" title={t('loadFailed')}>
          <p>{query.error.message}</p>
          <button type="button" className="nf-button" onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </Alert>
      ) : (
        <DataTable
          caption={t('caption')}
          hideCaption
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          loading={query.isPending}
          emptyText={t('empty')}
        />
      )}
      {total > rows.length ? (
        <p className="device-tab__note">{t('more', { count: total, shown: rows.length })}</p>
      ) : null}
    </section>
  );
}
