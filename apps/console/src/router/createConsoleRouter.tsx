import type { RouteName } from '@netfleet/permissions';
import { Alert, Loader } from '@netfleet/ui-kit';
import { createRouter, type ErrorComponentProps, type RouterHistory } from '@tanstack/react-router';
import { bootstrapTexts } from '../bootstrap/texts.js';
import { useTexts } from '../i18n/useTexts.js';
import type { RouterContext } from './routerContext.js';
import { routeTree } from './routeTree.js';
import { parseConsoleSearch, stringifyConsoleSearch } from './searchParams.js';

function PagePending() {
  const t = useTexts(bootstrapTexts);
  return <Loader block label={t('loadingPage')} />;
}

function PageError({ error }: ErrorComponentProps) {
  const t = useTexts(bootstrapTexts);
  return (
    <Alert variant="error" title={t('pageFailed')}>
      {error instanceof Error ? error.message : String(error)}
    </Alert>
  );
}

/**
 * The console's router over the code-based {@link routeTree}.
 *
 * @example
 * const router = createConsoleRouter({ queryClient, client, theme: DEFAULT_THEME });
 * <RouterProvider router={router} />
 */
export function createConsoleRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // The query cache decides freshness; the router must not cache loader results on top.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PagePending,
    defaultErrorComponent: PageError,
    scrollRestoration: true,
    parseSearch: parseConsoleSearch,
    stringifySearch: stringifyConsoleSearch,
  });
}

/** The router type, registered below for typed links and search params. */
export type ConsoleRouter = ReturnType<typeof createConsoleRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ConsoleRouter;
  }
  interface StaticDataRouteOption {
    /**
     * The route's name in the route table (spec §2.3, `reports.single`): the shell takes the
     * title, breadcrumbs, help link and help panel from the table by it.
     */
    name?: RouteName;
  }
}
