import { usePageInfo } from '../../router/pageInfo.js';
import { type TablePreferencesState, useTablePreferences } from '../tablePreferences/useTablePreferences.js';

/**
 * The table preferences of a list page: under `tableId`, or else under the current route's
 * name (`tags`, `company.users`), so every list of the console keeps its columns and page
 * size without declaring anything.
 */
export function useListPreferences(tableId?: string): TablePreferencesState & { tableId: string } {
  const { name } = usePageInfo();
  const id = tableId ?? name ?? 'list';
  return { tableId: id, ...useTablePreferences(id) };
}
