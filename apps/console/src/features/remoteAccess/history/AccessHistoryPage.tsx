import '@netfleet/forms/styles.css';
import type { ApiClient } from '@netfleet/api-client';
import { remoteSessionsQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { DeviceSelect } from '@netfleet/forms';
import { FormField, useI18nLanguage } from '@netfleet/ui-kit';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListView } from '../../../components/list/ListView.js';
import { useListLabels } from '../../../components/list/useListLabels.js';
import { useListRoute } from '../../../components/list/useListRoute.js';
import { useTexts } from '../../../i18n/useTexts.js';
import { ProtocolFilter } from '../ProtocolFilter.js';
import { accessHistoryParams, accessHistorySearch } from './accessHistorySearch.js';
import { sessionColumns } from './sessionColumns.js';
import { accessHistoryTexts } from './texts.js';
import { usePlayRecording } from './usePlayRecording.js';
import '../remoteAccess.css';

const route = getRouteApi('/shell/access-history');

/** The list call of the page: the URL's filters as the API's. */
const listQuery = (client: ApiClient, params: ReturnType<typeof accessHistorySearch.toParams>) =>
  remoteSessionsQueryOptions(client, accessHistoryParams(params));

/**
 * `/access-history` (view_device_remote_access): the remote sessions of the devices in the
 * user's scope, newest first, with who, where, how long, how much and why it ended; search
 * (user, device, entry) and filters (protocol, device, start days, one entry) in the URL;
 * Play opens a recorded terminal session in the player.
 */
export function AccessHistoryPage() {
  const t = useTexts(accessHistoryTexts);
  const { language } = useI18nLanguage();
  const client = useApiClient();
  const play = usePlayRecording();
  const { search, query, onSearchChange } = useListRoute(
    accessHistorySearch.validate(route.useSearch()),
    accessHistorySearch,
    listQuery,
  );
  const columns = useMemo(
    () => sessionColumns(t, { onPlay: play, showEntry: true, language }),
    [t, play, language],
  );
  const filtered =
    search.protocol !== undefined ||
    search.device_id !== undefined ||
    search.access_id !== undefined ||
    search.from !== undefined ||
    search.to !== undefined;
  return (
    <ListView
      {...useListLabels(accessHistoryTexts)}
      caption={t('caption')}
      loadFailedText={t('loadFailed')}
      columns={columns}
      getRowId={(session) => session.id}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
    >
      <div className="remote-access-filters">
        <ProtocolFilter
          value={search.protocol}
          onChange={(protocol) => onSearchChange({ protocol, page: 1 })}
        />
        <FormField label={t('filters.device')}>
          {(control) => (
            <DeviceSelect
              http={client.http}
              id={control.id}
              value={search.device_id ?? null}
              onChange={(id) => onSearchChange({ device_id: id ?? undefined, page: 1 })}
            />
          )}
        </FormField>
        <FormField label={t('filters.from')}>
          <input
            type="date"
            className="nf-input"
            value={search.from ?? ''}
            max={search.to}
            onChange={(event) => onSearchChange({ from: event.target.value || undefined, page: 1 })}
          />
        </FormField>
        <FormField label={t('filters.to')}>
          <input
            type="date"
            className="nf-input"
            value={search.to ?? ''}
            min={search.from}
            onChange={(event) => onSearchChange({ to: event.target.value || undefined, page: 1 })}
          />
        </FormField>
        {filtered ? (
          <button
            type="button"
            className="nf-button"
            onClick={() =>
              onSearchChange({
                protocol: undefined,
                device_id: undefined,
                access_id: undefined,
                from: undefined,
                to: undefined,
                page: 1,
              })
            }
          >
            {t('filters.clear')}
          </button>
        ) : null}
      </div>
      {search.access_id !== undefined ? <p className="page__note">{t('filters.entry')}</p> : null}
    </ListView>
  );
}
