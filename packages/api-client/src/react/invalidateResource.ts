import type { QueryClient } from '@tanstack/react-query';
import { type QueryResource, queryKeys } from '../resources/queryKeys.js';

/**
 * After a mutation: marks every query of a resource stale by its key prefix
 * (`['tags']` reaches every page and item of tags) and refetches those on screen.
 * A form's `tableRef` names the resource.
 *
 * @example
 * await invalidateResource(queryClient, 'tags');
 */
export function invalidateResource(queryClient: QueryClient, resource: QueryResource): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys[resource].all });
}
