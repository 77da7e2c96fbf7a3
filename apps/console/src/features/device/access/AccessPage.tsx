import { deviceQueryOptions, remoteAccessQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { routeByName } from '@netfleet/permissions';
import { DataTable } from '@netfleet/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRouteTitle } from '../../../i18n/routeTitles.js';
import { useTexts } from '../../../i18n/useTexts.js';
import { useCan } from '../../../session/useCurrentUser.js';
import { EntryActions } from '../../remoteAccess/EntryActions.js';
import { remoteAccessColumns } from '../../remoteAccess/remoteAccessColumns.js';
import { remoteAccessTexts } from '../../remoteAccess/texts.js';
import { useEntryActions } from '../../remoteAccess/useEntryActions.js';
import { useRouteDeviceId } from '../ports/DeviceTab.js';
import '../ports/deviceTab.css';
import '../../remoteAccess/remoteAccess.css';
import { LoadFailed } from '../../../components/LoadFailed.js';

/** Most entries the tab lists (one page of the list; a device has a handful). */
const ACCESS_LIMIT = 100;

/**
 * `/devices/{id}/access` (view_device_remote_access): the device's remote access entries
 * from `GET /devices/remote-access?device_id=`, in the columns and with the actions of the
 * remote access list (one module: `remoteAccessColumns`, `EntryActions`), "Add entry" for
 * this device, loading, empty and error states and the remote access help link.
 */
export function AccessPage() {
  return <AccessView deviceId={useRouteDeviceId()} />;
}

/** The access tab of one device; see {@link AccessPage}. */
export function AccessView({ deviceId: id }: { deviceId: number }) {
  const t = useTexts(remoteAccessTexts);
  const title = useRouteTitle()('device.access');
  const can = useCan();
  const client = useApiClient();
  const handlers = useEntryActions();
  const query = useQuery(
    remoteAccessQueryOptions(client, { device_id: id, limit: ACCESS_LIMIT, sort: 'name' }),
  );
  // The device page's loader has it cached; its name labels the form's fixed device.
  const device = useQuery({ ...deviceQueryOptions(client, id), enabled: can('update_device_remote_access') });
  const columns = useMemo(
    () =>
      remoteAccessColumns(t, {
        showDevice: false,
        actions: (entry) => <EntryActions entry={entry} handlers={handlers} />,
      }),
    [t, handlers],
  );
  const helpLink = routeByName('remote.access')?.helpLink;
  const rows = query.data?.data ?? [];
  const total = query.data?.meta.total ?? rows.length;
  return (
    <section className="device-tab" aria-label={title}>
      <header className="device-tab__header">
        <h2 className="device-tab__title">{title}</h2>
        <div className="device-tab__actions">
          {can('update_device_remote_access') ? (
            <button
              type="button"
              className="nf-button nf-button--primary"
              onClick={() => handlers.edit(undefined, { id, name: device.data?.name ?? `#${id}` })}
            >
              {t('actions.add')}
            </button>
          ) : null}
          {helpLink ? (
            <a href={helpLink} target="_blank" rel="noopener noreferrer">
              {t('help')}
            </a>
          ) : null}
        </div>
      </header>
      {query.isError ? (
        <LoadFailed title={t('loadFailed')} message={query.error.message} onRetry={query.refetch} />
      ) : (
        <DataTable
          caption={t('caption')}
          hideCaption
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          loading={query.isPending}
          emptyText={t('emptyDevice')}
        />
      )}
      {total > rows.length ? (
        <p className="device-tab__note">{t('more', { count: total, shown: rows.length })}</p>
      ) : null}
    </section>
  );
}
