import { impersonationLogsQueryOptions } from '@netfleet/api-client/react';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListView } from '../../components/list/ListView.js';
import { useListLabels } from '../../components/list/useListLabels.js';
import { useListRoute } from '../../components/list/useListRoute.js';
import { useTexts } from '../../i18n/useTexts.js';
import { impersonationLogColumns } from './logColumns.js';
import { impersonationLogsTexts } from './logTexts.js';
import { impersonationLogsSearch } from './userLogsSearch.js';

const route = getRouteApi('/shell/users/impersonation-logs');

/**
 * `/users/impersonation-logs` (view_impersonation_logs): who acted as which user of the
 * companies in scope, from when to when and how it ended; searched, sorted and paged in the URL.
 */
export function ImpersonationLogsPage() {
  const t = useTexts(impersonationLogsTexts);
  const { search, query, onSearchChange } = useListRoute(
    route.useSearch(),
    impersonationLogsSearch,
    impersonationLogsQueryOptions,
  );
  const columns = useMemo(() => impersonationLogColumns(t), [t]);
  return (
    <ListView
      {...useListLabels(impersonationLogsTexts)}
      columns={columns}
      getRowId={(row) => row.id}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
    />
  );
}
