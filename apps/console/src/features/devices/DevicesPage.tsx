import { devicesQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { formatCount, ListView } from '../../components/list/ListView.js';
import { useListSearchNavigate } from '../../components/list/useListSearchNavigate.js';
import { useTexts } from '../../i18n/useTexts.js';
import { deviceColumns, devicesSearch } from './deviceColumns.js';
import { devicesTexts } from './texts.js';

const route = getRouteApi('/shell/management/devices');

/**
 * `/management/devices`: the devices the user may see, paged, sorted and searched on
 * the server. The previous page stays on screen while the next one loads.
 */
export function DevicesPage() {
  const t = useTexts(devicesTexts);
  const client = useApiClient();
  const search = devicesSearch.resolve(route.useSearch());
  const query = useQuery(devicesQueryOptions(client, devicesSearch.toParams(search)));
  const onSearchChange = useListSearchNavigate(devicesSearch.validate);
  const columns = useMemo(() => deviceColumns(t), [t]);
  return (
    <ListView
      title={t('title')}
      countText={(count) => t('count', { count, n: formatCount(count) })}
      caption={t('title')}
      columns={columns}
      getRowId={(device) => device.id}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      searchLabel={t('searchLabel')}
      searchPlaceholder={t('searchPlaceholder')}
      emptyText={t('empty')}
      loadFailedText={t('loadFailed')}
    />
  );
}
