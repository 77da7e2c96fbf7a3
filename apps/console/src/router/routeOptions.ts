import type { RouteName, RouteParams } from '@netfleet/permissions';
import { assertRouteAllowed, type GuardContext, redirectToTab } from './guards.js';

/**
 * The options every page route of the route table (spec §2.3) starts from: its name, from
 * which the shell takes the title, breadcrumbs and help link, and the guard of spec §5
 * (the route's permission and its parents', theme-disabled routes → the landing page).
 *
 * @example
 * export const tagsRoute = createRoute({
 *   getParentRoute: () => shellRoute,
 *   path: 'tags',
 *   ...pageRoute('tags'),
 *   component: lazyRouteComponent(() => import('./TagsPage.js'), 'TagsPage'),
 * });
 */
export function pageRoute(name: RouteName) {
  return {
    staticData: { name },
    beforeLoad: ({ context }: { context: GuardContext }) => assertRouteAllowed(context, name),
  };
}

/**
 * The index below a page with tabs (`/companies/5`): forwards to the page's default tab
 * when the user may open it, else to the first tab they may, else to the landing page.
 */
export function tabsIndexRoute(name: RouteName) {
  return {
    beforeLoad: ({ context, params }: { context: GuardContext; params: RouteParams }) =>
      redirectToTab(context, name, params),
  };
}
