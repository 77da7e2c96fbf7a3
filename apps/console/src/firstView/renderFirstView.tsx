import { createApiClient, readCookie } from '@netfleet/api-client';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '@netfleet/ui-kit';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToStringAsync } from 'preact-render-to-string';
import { ConsoleApp } from '../bootstrap/ConsoleApp.js';
import { createConsole } from '../bootstrap/createConsole.js';
import { startConsole } from '../bootstrap/startConsole.js';
import { prefetchDevicesPage } from '../features/devices/devicesRoute.js';
import { createConsoleI18n, I18nRoot } from '../i18n/I18nRoot.js';
import {
  FIRST_VIEW_LANGUAGE_COOKIE,
  type FirstViewAssumptions,
  formatAssumptions,
} from './firstViewAssumptions.js';
import { requestEnvironment } from './requestEnvironment.js';

export { FIRST_VIEW_META } from './firstViewAssumptions.js';

/** The pages the server renders a first view of, by path, with the route preloads (build/routePreloads.ts) whose styles they need. */
const FIRST_VIEW_ROUTES: Readonly<Record<string, readonly string[]>> = {
  '/management/devices': ['devices'],
};

/** One page request, as the server received it. */
export interface FirstViewRequest {
  /** The page's path and query, e.g. `/management/devices?status=1`. */
  url: string;
  /** Scheme and host the browser asked, e.g. `https://fleet.example.com`. */
  origin: string;
  /** The request's `Cookie` header: the session, and the time zone, dark mode and language cookies. */
  cookie: string;
  /**
   * Answers the console's API requests as the browser's would be answered, with these cookies.
   * Only reads: the render never changes anything on the server.
   */
  fetch: typeof fetch;
}

/** What a page's first view will be, known before it is rendered: the server sends the page's head with it. */
export interface FirstViewPlan {
  /** What the markup will assume that only the browser knows; `early-requests.js` checks it. */
  assumptions: FirstViewAssumptions;
  /** {@link assumptions} as the content of the `netfleet-first-view` meta. */
  meta: string;
  /** The route preloads (`netfleet-route-<name>` metas) whose style sheets the page needs. */
  routes: readonly string[];
}

/** A page's first view: what the browser paints before the console's code has run. */
export interface FirstView extends FirstViewPlan {
  /** The page's markup: the shell and the page as the console renders them. */
  html: string;
}

/**
 * The first view the server would render of a page request, from its URL and cookies alone (no
 * read), or null when it renders none of this page. A plan is no promise: the render may still
 * give none.
 */
export function planFirstView(
  request: Pick<FirstViewRequest, 'url' | 'origin' | 'cookie'>,
): FirstViewPlan | null {
  const url = new URL(request.url, request.origin);
  const routes = FIRST_VIEW_ROUTES[url.pathname];
  // `?platform=mobile` asks for the mobile layout, which the browser may keep for the tab.
  // The map view draws on a canvas in the browser: its first view would be an empty frame.
  if (!routes || url.searchParams.has('platform') || url.searchParams.get('view') === 'map') return null;
  const stored = readCookie(request.cookie, FIRST_VIEW_LANGUAGE_COOKIE);
  const language =
    SUPPORTED_LANGUAGES.find((supported) => supported === stored) ?? ('en' satisfies SupportedLanguage);
  // The page's dates are relative ("5 minutes ago", an exact time on hover): no time zone.
  const assumptions: FirstViewAssumptions = { language, wideNav: true, desktop: true };
  return { routes, assumptions, meta: formatAssumptions(assumptions) };
}

/**
 * Renders the first view of a console page for the server (docs/adr/0021): the real console,
 * in memory, started for the request's session through `request.fetch`, rendered to HTML once
 * the page's data has loaded, as {@link planFirstView} planned it. `null` when the page has none,
 * or when the session cannot show the page as it is (no session, a notice, a failed request, a
 * redirect): the browser then starts as without one.
 */
export async function renderFirstView(request: FirstViewRequest): Promise<FirstView | null> {
  const plan = planFirstView(request);
  if (!plan) return null;
  const url = new URL(request.url, request.origin);
  const { language } = plan.assumptions;
  const env = requestEnvironment(request.cookie);
  const client = createApiClient({
    baseUrl: `${url.origin}/api`,
    fetch: request.fetch,
    readCookies: () => request.cookie,
    storage: env.localStorage,
    sessionStorage: env.sessionStorage,
    location: {
      href: url.href,
      host: url.host,
      protocol: url.protocol,
      pathname: url.pathname,
      search: url.search,
      assign: () => undefined,
    },
    locks: null,
  });
  const app = createConsole({
    client,
    history: createMemoryHistory({ initialEntries: [`${url.pathname}${url.search}`] }),
    environment: env,
    darkMode: {
      getSnapshot: () => ({ setting: 'auto', scheme: 'light' }),
      subscribe: () => () => undefined,
      set: () => undefined,
      destroy: () => undefined,
    },
    notificationFeed: async () => () => undefined,
  });
  // The router's scroll restoration renders an inline script on the server: the page's policy
  // forbids it, and the console restores the scroll itself once it runs.
  app.router.update({ ...app.router.options, scrollRestoration: false });
  try {
    // The list's first page loads beside the session's start, as in the browser (bootstrap.tsx).
    prefetchDevicesPage(app, url.pathname, url.search);
    await startConsole(app, { preload: () => app.router.load() });
    // A reseller's brand paints the page through the document (applyBrandToDocument): not here.
    if (app.status.getSnapshot().kind !== 'ready' || !app.brand.default) return null;
    const { matches, location } = app.router.state;
    // A guard's redirect, a failed loader or a page still waiting: the browser's own start shows it.
    if (location.pathname !== url.pathname || matches.some((match) => match.status !== 'success'))
      return null;
    const i18n = language === 'en' ? null : createConsoleI18n(language);
    const page = <ConsoleApp app={app} />;
    const html = await renderToStringAsync(i18n ? <I18nRoot i18n={i18n}>{page}</I18nRoot> : page);
    return { ...plan, html };
  } finally {
    app.dispose();
    // The cache's timers (five minutes of garbage collection) would keep this render alive.
    app.queryClient.clear();
  }
}
