import { type RouteDefinition, type RouteParams, routeByPath } from '@netfleet/permissions';
import { createRoute } from '@tanstack/react-router';
import { assertRouteAllowed, redirectToLanding, redirectToTab } from './guards.js';
import { PlaceholderPage } from './lazyPages.js';
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
  // Every page a later issue builds is, for now, the lazy placeholder with its title.
  component: PlaceholderPage,
});
