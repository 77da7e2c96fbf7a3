import { userMoveLogsQueryOptions } from '@netfleet/api-client/react';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListView } from '../../components/list/ListView.js';
import { useListLabels } from '../../components/list/useListLabels.js';
import { useListRoute } from '../../components/list/useListRoute.js';
import { useTexts } from '../../i18n/useTexts.js';
import { userMoveLogColumns } from './logColumns.js';
import { userMoveLogsTexts } from './logTexts.js';
import { userMoveLogsSearch } from './userLogsSearch.js';

const route = getRouteApi('/shell/users/move-logs');

/**
 * `/users/move-logs` (view_user_move_logs): every move of a user from or to a company in
 * scope, newest first, with who moved it; searched, sorted and paged in the URL.
 */
export function UserMoveLogsPage() {
  const t = useTexts(userMoveLogsTexts);
  const { search, query, onSearchChange } = useListRoute(
    route.useSearch(),
    userMoveLogsSearch,
    userMoveLogsQueryOptions,
  );
  const columns = useMemo(() => userMoveLogColumns(t), [t]);
  return (
    <ListView
      {...useListLabels(userMoveLogsTexts)}
      columns={columns}
      getRowId={(row) => row.id}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
    />
  );
}
