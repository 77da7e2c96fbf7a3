import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { fetchList, tableQueryKey } from '../../forms/tableQueries.js';

interface CompanyRow {
  id: number;
  name: string;
}

/** Names of the companies the user sees (`GET /companies?fields=id,name`), by id. */
export function useCompanyNames(): ReadonlyMap<number, string> {
  const { client } = useConsole();
  const { data } = useQuery({
    queryKey: tableQueryKey('company-names'),
    queryFn: () =>
      fetchList<CompanyRow>(client, 'companies', 'Failed to get companies', { fields: 'id,name' }),
    staleTime: 60_000,
  });
  return useMemo(() => new Map((data?.rows ?? []).map((row) => [row.id, row.name])), [data]);
}
