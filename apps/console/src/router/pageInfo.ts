import { type RouteDefinition, type RouteParams, routeByName, routeByPath } from '@netfleet/permissions';
import { useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';

/** What the shell shows of the current page: its route name, parameters and titles. */
export interface PageInfo {
  /** Route name of the route table (`company.userstable`); undefined for `/` and unknown paths. */
  name: string | undefined;
  params: RouteParams;
  /** Page title; a tab shows its page's title here… */
  title: string | undefined;
  /** …and its own one as the sub-heading. */
  subtitle: string | undefined;
  route: RouteDefinition | undefined;
}

/** A tab shows its page's title as the heading and its own as the sub-heading. */
function titlesOf(route: RouteDefinition): { title: string; subtitle: string | undefined } {
  const parent = route.parent ? routeByName(route.parent) : undefined;
  return parent?.tabs?.includes(route.name)
    ? { title: parent.title, subtitle: route.title }
    : { title: route.title, subtitle: undefined };
}

/** The page of a path, from the route table (`routeByPath`). */
export function pageInfoOf(pathname: string): PageInfo {
  const match = routeByPath(pathname);
  if (!match) return { name: undefined, params: {}, title: undefined, subtitle: undefined, route: undefined };
  return { name: match.route.name, params: match.params, ...titlesOf(match.route), route: match.route };
}

/** The current page's {@link PageInfo}, following the location. */
export function usePageInfo(): PageInfo {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return useMemo(() => pageInfoOf(pathname), [pathname]);
}
