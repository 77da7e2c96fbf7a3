import { type RouteDefinition, type RouteParams, routeByPath } from '@netfleet/permissions';
import { type AsyncRouteComponent, createRoute } from '@tanstack/react-router';
import { assertRouteAllowed, redirectToLanding, redirectToTab } from './guards.js';
import { CodesPage, InvitationsPage, MailLogsPage, PlaceholderPage, TagsPage } from './lazyPages.js';
import { usePageInfo } from './pageInfo.js';
import { shellRoute } from './shellRoute.js';

/** Route names the console builds as routes of their own (real pages and standalone routes). */
const BUILT_ELSEWHERE = new Set([
  'management.devices',
  'logout',
  'not-found',
  'offline',
  'account',
  'device.dashboard.mobile',
]);

/** The pages of the route table built so far, by route name; each is its own chunk. */
export const TABLE_PAGES: Readonly<Record<string, AsyncRouteComponent<unknown>>> = {
  tags: TagsPage,
  'system.mail-logs': MailLogsPage,
  'users.invitations': InvitationsPage,
  'services.credit-codes': CodesPage,
};

/** The lazy page of a route name: a built one, else (for now) the placeholder with its title. */
export function tablePageOf(routeName: string | undefined): AsyncRouteComponent<unknown> {
  return TABLE_PAGES[routeName ?? ''] ?? PlaceholderPage;
}

/** The page of the current route; the route's loader has loaded its chunk. */
function TablePage() {
  const Page = tablePageOf(usePageInfo().name);
  return <Page />;
}

/** Shell pages: the main app's routes that are neither standalone nor served elsewhere. */
export function isShellPage(route: RouteDefinition): boolean {
  return (
    (route.entry ?? 'main') === 'main' &&
    !route.external &&
    !route.standalone &&
    !BUILT_ELSEWHERE.has(route.name)
  );
}

/**
 * Every other page of the route table (spec §2.3) through one route that looks the path up
 * in the table (`routeByPath`), instead of a router route per table entry: the router starts
 * and matches faster, and the table stays the one list. Its guard applies the table's
 * rules: permission (and the parents'), theme-disabled routes, pages that forward to a tab;
 * a path the table does not know goes to the landing page (spec §2.1).
 */
export const tablePagesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '$',
  beforeLoad: ({ context, location }) => {
    const match = routeByPath(location.pathname);
    if (!match || !isShellPage(match.route)) {
      redirectToLanding(context);
      return;
    }
    assertRouteAllowed(context, match.route.name);
    if (match.route.redirect) redirectToTab(context, match.route.name, match.params as RouteParams);
  },
  // The page's chunk loads with the route (as a route component's would), so it never suspends.
  loader: async ({ location }) => {
    await tablePageOf(routeByPath(location.pathname)?.route.name).preload?.();
  },
  component: TablePage,
});
