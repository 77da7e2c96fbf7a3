import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ListSearch } from './listSearch.js';

/**
 * The `onSearchChange` of a list page: merges an update into the URL's search params,
 * validated again by the route (which drops defaults), pushing a history entry unless
 * `replace` (typing in the search box replaces).
 */
export function useListSearchNavigate<S extends ListSearch>(validate: (raw: Record<string, unknown>) => S) {
  const navigate = useNavigate();
  return useCallback(
    (update: Partial<S>, options?: { replace?: boolean }) => {
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => validate({ ...previous, ...update }),
        replace: options?.replace ?? false,
      } as Parameters<typeof navigate>[0]);
    },
    [navigate, validate],
  );
}
