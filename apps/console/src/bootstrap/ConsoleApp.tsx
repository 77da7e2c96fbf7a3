import { ApiClientProvider, useReloadOnTokenRefresh } from '@netfleet/api-client/react';
import { Alert, Loader, ToastStoreProvider, ToastViewport } from '@netfleet/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { useTexts } from '../i18n/useTexts.js';
import type { AppStatus } from '../state/createAppStatus.js';
import { ConsoleProvider } from './ConsoleContext.js';
import type { ConsoleInstance } from './createConsole.js';
import { bootstrapTexts } from './texts.js';

const NoticePage = lazy(() =>
  import('../notices/NoticePage.js').then((module) => ({ default: module.NoticePage })),
);

function FullPage({ children }: { children: ReactNode }) {
  return <main className="standalone-page">{children}</main>;
}

function StartFailed({ message, onRetry }: { message: string | undefined; onRetry: () => void }) {
  const t = useTexts(bootstrapTexts);
  return (
    <FullPage>
      <Alert variant="error" title={t('couldNotStart')}>
        {message ?? t('unexpected')}{' '}
        <button type="button" className="nf-button" onClick={onRetry}>
          {t('tryAgain')}
        </button>
      </Alert>
    </FullPage>
  );
}

function Running({ app }: { app: ConsoleInstance }) {
  // After a token refresh: reload the user (impersonation changes) and the data on screen.
  useReloadOnTokenRefresh(app.client);
  return <RouterProvider router={app.router} />;
}

function Screen({ app, status }: { app: ConsoleInstance; status: AppStatus }) {
  const t = useTexts(bootstrapTexts);
  switch (status.kind) {
    case 'ready':
      return <Running app={app} />;
    case 'notice':
      return (
        <Suspense
          fallback={
            <FullPage>
              <Loader size="large" />
            </FullPage>
          }
        >
          <NoticePage kind={status.notice} />
        </Suspense>
      );
    case 'failed':
      // Reloading keeps the failure count in session storage: the third failure shows maintenance.
      return <StartFailed message={status.message} onRetry={() => app.env.reload()} />;
    case 'leaving':
      return (
        <FullPage>
          <Loader size="large" label={t('redirecting')} />
        </FullPage>
      );
    default:
      return (
        <FullPage>
          <Loader size="large" label={t('loading')} />
        </FullPage>
      );
  }
}

/** Props of {@link ConsoleApp}. */
export interface ConsoleAppProps {
  app: ConsoleInstance;
}

/**
 * The console: providers, then what the start-up status allows (a loader, the router,
 * a full-page notice or a retry page), and the toasts at the top (spec §9).
 */
export function ConsoleApp({ app }: ConsoleAppProps) {
  const status = useSyncExternalStore(app.status.subscribe, app.status.getSnapshot, app.status.getSnapshot);
  return (
    <QueryClientProvider client={app.queryClient}>
      <ApiClientProvider client={app.client}>
        <JotaiProvider store={app.store}>
          <ConsoleProvider app={app}>
            <ToastStoreProvider store={app.toasts}>
              <Screen app={app} status={status} />
              <ToastViewport store={app.toasts} position="top" />
            </ToastStoreProvider>
          </ConsoleProvider>
        </JotaiProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
