import { currentUserQueryOptions, useApiClient } from '@netfleet/api-client/react';
import type { CurrentUser } from '@netfleet/contracts';
import { can, type Permission } from '@netfleet/permissions';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * The signed-in user: the one way the console reads it, from the query cache that start-up
 * filled before the app mounted (so it never suspends there), and that a token refresh or
 * an impersonation change updates.
 */
export function useCurrentUser(): CurrentUser {
  return useSuspenseQuery(currentUserQueryOptions(useApiClient())).data;
}

/**
 * `can(permission)` for the signed-in user, the same check the server makes: a button the
 * user may not use is not shown.
 *
 * @example
 * const can = useCan();
 * {can('create_tags') ? <button>Add tag</button> : null}
 */
export function useCan(): (permission: Permission | readonly Permission[]) => boolean {
  const { permissions } = useCurrentUser();
  return useCallback((permission) => can(permissions, permission), [permissions]);
}
