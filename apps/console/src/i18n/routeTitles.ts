import {
  NAVIGATION,
  type NavItemDefinition,
  type NavigationGroup,
  type NavigationItem,
  type RouteDefinition,
  routeByName,
} from '@netfleet/permissions';
import { useCallback, useMemo } from 'react';
import { routeTitleTexts } from './routeTitleTexts.js';
import { lookup, useTexts } from './useTexts.js';

/** Translates a key of {@link routeTitleTexts}; `english` when the texts lack the key. */
export type TitleTranslator = (key: string, english: string) => string;

/** `remote-access.single_view` → "Remote access single view": a title for a name nobody wrote one for. */
export function humanizeRouteName(name: string): string {
  const words = name
    .split(/[.\-_\s]+/)
    .filter(Boolean)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// i18next splits keys at dots: a name's dots are slashes in the texts.
const keyOf = (name: string) => name.replaceAll('.', '/');

/** The texts key of a route's title: `management.devices` → `routes.management/devices`. */
export function routeTitleKey(name: string): string {
  return `routes.${keyOf(name)}`;
}

/** The texts key of a level above a route that is no page itself (`management`, `files.global`). */
export function sectionTitleKey(prefix: string): string {
  return `sections.${keyOf(prefix)}`;
}

/** The texts key of a navigation group's label. */
export function navGroupKey(name: string): string {
  return `navGroups.${name}`;
}

/** The texts key of a navigation item's label. */
export function navItemKey(name: string): string {
  return `navItems.${name}`;
}

/** The English titles: the texts' English, else `english` (the route table's, or a humanised name). */
export const englishTitles: TitleTranslator = (key, english) => {
  const text = lookup(routeTitleTexts.languages.en, key);
  return text === key ? english : text;
};

/** A route's English title: the route table's, or its humanised last name part when it has none. */
export function englishRouteTitle(name: string): string {
  return routeByName(name)?.title ?? humanizeRouteName(name.split('.').at(-1) ?? name);
}

/** The title translator in the current language (English without an i18next instance). */
export function useTitleTranslator(): TitleTranslator {
  // Keys are built from route names at run time, so the typed key union cannot help here.
  const t = useTexts(routeTitleTexts) as unknown as (key: string) => string;
  return useCallback<TitleTranslator>(
    (key, english) => {
      const text = t(key);
      return text === key ? english : text;
    },
    [t],
  );
}

/**
 * A route's title in the current language, for headings, breadcrumbs, the document title
 * and links: the translation keyed by route name, else the route table's English title.
 *
 * @example
 * const routeTitle = useRouteTitle();
 * <h1>{routeTitle('companies')}</h1> // "会社" in Japanese
 */
export function useRouteTitle(): (name: string) => string {
  const translate = useTitleTranslator();
  return useCallback((name: string) => translate(routeTitleKey(name), englishRouteTitle(name)), [translate]);
}

/** A page's heading and sub-heading: a tab shows its page's title and its own below it. */
export interface PageTitles {
  title: string | undefined;
  subtitle: string | undefined;
}

/** {@link PageTitles} of a route in the current language (the same rule as the router's `pageInfo`). */
export function usePageTitles(route: Pick<RouteDefinition, 'name' | 'parent'> | undefined): PageTitles {
  const routeTitle = useRouteTitle();
  return useMemo(() => {
    if (!route) return { title: undefined, subtitle: undefined };
    const parent = route.parent ? routeByName(route.parent) : undefined;
    return parent?.tabs?.includes(route.name)
      ? { title: routeTitle(parent.name), subtitle: routeTitle(route.name) }
      : { title: routeTitle(route.name), subtitle: undefined };
  }, [route, routeTitle]);
}

function definitionLabels(
  items: readonly NavItemDefinition[],
  into: Map<string, string>,
): Map<string, string> {
  for (const item of items) {
    into.set(item.name, item.label);
    definitionLabels(item.children ?? [], into);
  }
  return into;
}

/** Each navigation item's own label by item name (a parent and its first child share one). */
const NAV_ITEM_LABELS: ReadonlyMap<string, string> = definitionLabels(
  NAVIGATION.flatMap((group) => group.items),
  new Map(),
);

/** Labels of the navigation's groups and items in the current language. */
export interface NavigationLabels {
  group: (group: Pick<NavigationGroup, 'name' | 'label'>) => string;
  item: (item: Pick<NavigationItem, 'name' | 'label' | 'routeName'>) => string;
}

/**
 * The navigation's labels in the current language. An item keeps its own label, except one
 * with a route map that the user may open only one route of: it is named after that route
 * (`buildNavigation`), so it shows that route's title.
 */
export function useNavigationLabels(): NavigationLabels {
  const translate = useTitleTranslator();
  const routeTitle = useRouteTitle();
  return useMemo<NavigationLabels>(
    () => ({
      group: (group) => translate(navGroupKey(group.name), group.label),
      item: (item) =>
        NAV_ITEM_LABELS.get(item.name) === item.label
          ? translate(navItemKey(item.name), item.label)
          : routeTitle(item.routeName),
    }),
    [translate, routeTitle],
  );
}
