import { type RouteDefinition, type RouteName, type RouteParams, routeByName } from '@netfleet/permissions';
import { useMatches, useParams } from '@tanstack/react-router';
import { useMemo } from 'react';

/** What the shell shows of the current page: its route name, parameters and titles. */
export interface PageInfo {
  /** Route name of the route table (`company.userstable`); undefined for `/` and unknown paths. */
  name: RouteName | undefined;
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

/** The {@link PageInfo} of a route name (from the route table) with its parameters. */
export function pageInfoOf(name: RouteName | undefined, params: RouteParams): PageInfo {
  const route = name ? routeByName(name) : undefined;
  if (!route) return { name: undefined, params, title: undefined, subtitle: undefined, route: undefined };
  return { name: route.name as RouteName, params, ...titlesOf(route), route };
}

/**
 * The current page's {@link PageInfo}: the name its route module declares (`staticData.name`
 * of the deepest match that has one), never a lookup of the path.
 */
export function usePageInfo(): PageInfo {
  const name = useMatches({
    select: (matches) => {
      for (let index = matches.length - 1; index >= 0; index -= 1) {
        const routeName = matches[index]?.staticData?.name;
        if (routeName) return routeName;
      }
      return undefined;
    },
  });
  const params = useParams({ strict: false }) as RouteParams;
  return useMemo(() => pageInfoOf(name, params), [name, params]);
}
