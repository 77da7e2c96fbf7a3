import { devicesQueryOptions } from '@netfleet/api-client/react';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListView } from '../../components/list/ListView.js';
import { useListLabels } from '../../components/list/useListLabels.js';
import { useListRoute } from '../../components/list/useListRoute.js';
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
  const { search, query, onSearchChange } = useListRoute(
    route.useSearch(),
    devicesSearch,
    devicesQueryOptions,
  );
  const columns = useMemo(() => deviceColumns(t), [t]);
  return (
    <ListView
      {...useListLabels(devicesTexts)}
      columns={columns}
      getRowId={(device) => device.id}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      loadFailedText={t('loadFailed')}
    />
  );
}
