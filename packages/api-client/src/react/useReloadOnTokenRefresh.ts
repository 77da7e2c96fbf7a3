import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient } from '../createApiClient.js';
import { queryKeys } from '../resources/queryKeys.js';

/**
 * After a token refresh (spec §4): reload the GET data on screen and load the user
 * again, which re-initialises an impersonating user with the new token's `act` claim.
 * Sockets close themselves through `RealtimeClient` wiring in the app.
 */
export function useReloadOnTokenRefresh(client: ApiClient): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      client.events.on('token-refreshed', () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser.all });
        void queryClient.invalidateQueries({ type: 'active' });
      }),
    [client, queryClient],
  );
}
