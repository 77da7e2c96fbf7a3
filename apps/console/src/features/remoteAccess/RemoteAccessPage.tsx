import type { ApiClient } from '@netfleet/api-client';
import { remoteAccessQueryOptions } from '@netfleet/api-client/react';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListView } from '../../components/list/ListView.js';
import { useListLabels } from '../../components/list/useListLabels.js';
import { useListRoute } from '../../components/list/useListRoute.js';
import { useTexts } from '../../i18n/useTexts.js';
import { useCan } from '../../session/useCurrentUser.js';
import { EntryActions } from './EntryActions.js';
import { ProtocolFilter } from './ProtocolFilter.js';
import { remoteAccessColumns } from './remoteAccessColumns.js';
import { remoteAccessParams, remoteAccessSearch } from './remoteAccessSearch.js';
import { remoteAccessTexts } from './texts.js';
import { useEntryActions } from './useEntryActions.js';
import './remoteAccess.css';

const route = getRouteApi('/shell/remote/access');

/** The list call of the page: the URL's one protocol as the API's list. */
const listQuery = (client: ApiClient, params: ReturnType<typeof remoteAccessSearch.toParams>) =>
  remoteAccessQueryOptions(client, remoteAccessParams(params));

/**
 * `/remote/access` (view_device_remote_access): every entry of the devices in the user's
 * scope (device, name, protocol, destination:port, enabled, stored credentials), searched,
 * sorted, paged and filtered by protocol in the URL. Each row's actions ({@link EntryActions})
 * and "Add entry" show by permission.
 */
export function RemoteAccessPage() {
  const t = useTexts(remoteAccessTexts);
  const can = useCan();
  const handlers = useEntryActions();
  const { search, query, onSearchChange } = useListRoute(
    remoteAccessSearch.validate(route.useSearch()),
    remoteAccessSearch,
    listQuery,
  );
  const columns = useMemo(
    () =>
      remoteAccessColumns(t, {
        showDevice: true,
        actions: (entry) => <EntryActions entry={entry} handlers={handlers} />,
      }),
    [t, handlers],
  );
  return (
    <ListView
      {...useListLabels(remoteAccessTexts)}
      caption={t('caption')}
      loadFailedText={t('loadFailed')}
      columns={columns}
      getRowId={(entry) => entry.id}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      actions={
        can('update_device_remote_access') ? (
          <button type="button" className="nf-button nf-button--primary" onClick={() => handlers.edit()}>
            {t('actions.add')}
          </button>
        ) : null
      }
    >
      <div className="remote-access-filters">
        <ProtocolFilter
          value={search.protocol}
          onChange={(protocol) => onSearchChange({ protocol, page: 1 })}
        />
      </div>
    </ListView>
  );
}
