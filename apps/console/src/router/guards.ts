import { currentUserQueryOptions } from '@netfleet/api-client/react';
import type { CurrentUser } from '@netfleet/contracts';
import {
  buildNavigation,
  hrefFor,
  isRouteAllowed,
  landingPath,
  type NavigationGroup,
  type RouteName,
  type RouteParams,
  redirectTarget,
} from '@netfleet/permissions';
import { redirect } from '@tanstack/react-router';
import type { RouterContext } from './routerContext.js';

/** What the session adds to the router context of the routes that need a user. */
export interface SessionContext {
  user: CurrentUser;
  /** The groups and items the user may see (`buildNavigation`). */
  navigation: NavigationGroup[];
  /** The first permitted page, or null when the user may view nothing ("Access denied"). */
  landing: string | null;
}

/**
 * Loads the signed-in user (from the cache when start-up already did) with the
 * navigation and landing page it gets under the theme. A missing session never
 * resolves here: the API client is already leaving for the sign-in page.
 */
export async function loadSession(context: RouterContext): Promise<SessionContext> {
  const user = await context.queryClient.ensureQueryData(currentUserQueryOptions(context.client));
  return {
    user,
    navigation: buildNavigation(user, context.theme),
    landing: landingPath(user, context.theme),
  };
}

/** Sends the visitor to the landing page (unknown paths, `/`, refused routes). */
export function redirectToLanding(session: SessionContext): void {
  if (session.landing) throw redirect({ href: session.landing, replace: true });
}

/** The router context below the shell: the services plus the session. */
export type GuardContext = RouterContext & SessionContext;

/**
 * The route guard of spec §5: a route the user may not open (permission missing
 * on it or a route above it, or disabled by the theme) redirects to the landing
 * page. A user without any landing page stays: the shell shows "Access denied".
 */
export function assertRouteAllowed(context: GuardContext, routeName: RouteName): void {
  if (!isRouteAllowed(context.user, context.theme, routeName)) redirectToLanding(context);
}

/**
 * A page that only forwards to a tab (`/reports` → `/reports/single`): to its
 * default tab when allowed, else the first allowed tab, else the landing page.
 */
export function redirectToTab(
  context: GuardContext,
  routeName: RouteName,
  params: RouteParams,
): never | undefined {
  const target = redirectTarget(context.user, context.theme, routeName);
  if (target) throw redirect({ href: hrefFor(target, params), replace: true });
  redirectToLanding(context);
  return undefined;
}
