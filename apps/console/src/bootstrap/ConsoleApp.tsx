import { isSessionEndedError } from '@netfleet/api-client';
import {
  ApiClientProvider,
  currentUserQueryOptions,
  useApiClient,
  useReloadOnTokenRefresh,
} from '@netfleet/api-client/react';
import { Alert, Loader } from '@netfleet/ui-kit';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { NO_AUTH_PATHS } from '../router/routeTree.js';
import type { ConsoleInstance } from './createConsole.js';

function FullPage({ children }: { children: ReactNode }) {
  return <main className="standalone-page">{children}</main>;
}

/**
 * Loads the signed-in user before the router mounts. A missing session never shows
 * an error: the API client is already taking the browser to the sign-in page.
 */
function UserGate({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const client = useApiClient();
  // After a token refresh: reload the user (impersonation changes) and the data on screen.
  useReloadOnTokenRefresh(client);
  const user = useQuery({ ...currentUserQueryOptions(client), enabled });
  if (!enabled || user.isSuccess) return children;
  if (user.isError && !isSessionEndedError(user.error)) {
    return (
      <FullPage>
        <Alert variant="error" title="Netfleet could not start">
          {user.error.message}{' '}
          <button type="button" className="nf-button" onClick={() => void user.refetch()}>
            Try again
          </button>
        </Alert>
      </FullPage>
    );
  }
  return (
    <FullPage>
      <Loader size="large" label={user.isError ? 'Redirecting to sign in…' : 'Loading Netfleet…'} />
    </FullPage>
  );
}

/** Props of {@link ConsoleApp}. */
export interface ConsoleAppProps {
  app: ConsoleInstance;
  /** The path the app started on; `/logout` and `/404` need no user. Defaults to the router's. */
  initialPath?: string;
}

/** The console: providers, the start-up user gate, then the router. */
export function ConsoleApp({ app, initialPath }: ConsoleAppProps) {
  const path = initialPath ?? app.router.history.location.pathname;
  return (
    <QueryClientProvider client={app.queryClient}>
      <ApiClientProvider client={app.client}>
        <JotaiProvider store={app.store}>
          <UserGate enabled={!NO_AUTH_PATHS.includes(path)}>
            <RouterProvider router={app.router} />
          </UserGate>
        </JotaiProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
