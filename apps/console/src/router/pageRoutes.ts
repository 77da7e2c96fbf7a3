import { ROUTES, type RouteDefinition, type RouteParams, routeByName } from '@netfleet/permissions';
import { createRoute } from '@tanstack/react-router';
import { assertRouteAllowed, redirectToTab } from './guards.js';
import { PlaceholderPage } from './lazyPages.js';
import { shellRoute } from './shellRoute.js';

/** Route names the console builds by hand (real pages and standalone routes). */
const BUILT_ELSEWHERE = new Set(['management.devices', 'logout', 'not-found', 'device.dashboard.mobile']);

/** Shell pages: the main app's routes that are neither standalone nor served elsewhere. */
function isShellPage(route: RouteDefinition): boolean {
  return (
    (route.entry ?? 'main') === 'main' &&
    !route.external &&
    !route.standalone &&
    !BUILT_ELSEWHERE.has(route.name)
  );
}

/** A tab shows its page's title as the heading and its own as the sub-heading. */
function titlesOf(route: RouteDefinition): { title: string; subtitle?: string } {
  const parent = route.parent ? routeByName(route.parent) : undefined;
  return parent?.tabs?.includes(route.name)
    ? { title: parent.title, subtitle: route.title }
    : { title: route.title };
}

function pageRoute(route: RouteDefinition) {
  if (route.redirect) {
    // A page that only forwards to one of its tabs (`/companies/$company_id` → devices).
    return createRoute({
      getParentRoute: () => shellRoute,
      path: route.path,
      staticData: { name: route.name, title: route.title },
      beforeLoad: ({ context, params }) => {
        assertRouteAllowed(context, route.name);
        redirectToTab(context, route.name, params as RouteParams);
      },
    });
  }
  return createRoute({
    getParentRoute: () => shellRoute,
    path: route.path,
    staticData: { name: route.name, ...titlesOf(route) },
    beforeLoad: ({ context }) => assertRouteAllowed(context, route.name),
    // Every page a later issue builds is, for now, the lazy placeholder with its title.
    component: PlaceholderPage,
  });
}

/**
 * The shell's pages from the route table of `@netfleet/permissions` (spec §2.3),
 * with the table's guards: permission (and the parents'), theme-disabled routes,
 * and redirecting pages.
 */
export const pageRoutes = ROUTES.filter(isShellPage).map(pageRoute);
