import { type ApiClient, createApiClient } from '@netfleet/api-client';
import { DEFAULT_THEME, routeByPath, type Theme } from '@netfleet/permissions';
import type { QueryClient } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import { createStore } from 'jotai';
import { createConsoleRouter } from '../router/createConsoleRouter.js';
import { syncCurrentUser } from '../state/syncCurrentUser.js';
import { createConsoleQueryClient } from './createConsoleQueryClient.js';

/** Options of {@link createConsole}; everything has a browser default. */
export interface ConsoleOptions {
  client?: ApiClient;
  queryClient?: QueryClient;
  /** Defaults to the browser history. Tests pass a memory history. */
  history?: RouterHistory;
  /** Defaults to `DEFAULT_THEME`. */
  theme?: Theme;
}

/** The parts of a running console, wired together. */
export interface ConsoleInstance {
  client: ApiClient;
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
  router: ReturnType<typeof createConsoleRouter>;
  /** Stops the cache → atom sync and the route watch. */
  dispose: () => void;
}

/**
 * Creates the API client, query client, jotai store and router of the console.
 *
 * @example
 * const app = createConsole();
 * createRoot(container).render(<ConsoleApp app={app} />);
 */
export function createConsole(options: ConsoleOptions = {}): ConsoleInstance {
  const client = options.client ?? createApiClient();
  const queryClient = options.queryClient ?? createConsoleQueryClient();
  const store = createStore();
  const router = createConsoleRouter(
    { queryClient, client, theme: options.theme ?? DEFAULT_THEME },
    options.history,
  );
  const stopUserSync = syncCurrentUser(queryClient, client, store, (previous) => {
    // Another user (impersonation) or changed permissions: re-run guards and navigation.
    if (previous) void router.invalidate();
  });
  // Leaving a route for another route name cancels its pending requests (spec §4).
  const stopRouteWatch = router.subscribe('onBeforeNavigate', ({ toLocation }) => {
    client.routeChanged(routeByPath(toLocation.pathname)?.route.name ?? toLocation.pathname);
  });
  const dispose = () => {
    stopUserSync();
    stopRouteWatch();
  };
  return { client, queryClient, store, router, dispose };
}
