import { routeAllowedIn } from '../routes/isRouteAllowed.js';
import { hrefFor } from '../routes/lookup.js';
import type { RouteParams } from '../routes/types.js';
import type { Theme } from '../theme/theme.js';
import { type PermissionUser, permissionSet } from '../user.js';
import { NAVIGATION, type NavGroupDefinition, type NavItemDefinition } from './navigationModel.js';

/** Landing path when nothing says otherwise (console-shell-and-session §9). */
export const DEFAULT_LANDING_PATH = '/management/devices';
/** Title shown to a user without any view permission. */
export const ACCESS_DENIED_TITLE = 'Access denied';
/** Message shown to a user without any view permission. */
export const NO_VIEW_PERMISSIONS_MESSAGE = 'User has no view permissions available';

/** A navigation item the user may open. */
export interface NavigationItem {
  readonly name: string;
  readonly label: string;
  readonly routeName: string;
  readonly params?: RouteParams;
  readonly href: string;
  readonly children: readonly NavigationItem[];
}

/** A navigation group with at least one item. */
export interface NavigationGroup {
  readonly name: string;
  readonly label: string;
  readonly items: readonly NavigationItem[];
}

interface Context {
  readonly held: ReadonlySet<string>;
  readonly disabled: ReadonlySet<string>;
}

function open(context: Context, routeName: string, extraPermission?: string): boolean {
  if (extraPermission !== undefined && !context.held.has(extraPermission)) return false;
  return routeAllowedIn(context.held, context.disabled, routeName);
}

function leaf(name: string, label: string, routeName: string, params?: RouteParams): NavigationItem {
  const href = hrefFor(routeName, params);
  return params === undefined
    ? { name, label, routeName, href, children: [] }
    : { name, label, routeName, params, href, children: [] };
}

function resolveItem(context: Context, definition: NavItemDefinition): NavigationItem | null {
  if (definition.children !== undefined) {
    const children = definition.children.flatMap((child) => resolveItem(context, child) ?? []);
    const first = children[0];
    if (first === undefined) return null;
    return {
      name: definition.name,
      label: definition.label,
      routeName: first.routeName,
      href: first.href,
      children,
    };
  }
  if (definition.routeNameMap !== undefined) {
    const permitted = definition.routeNameMap.filter(
      (entry) => context.held.has(entry.permission) && open(context, entry.routeName),
    );
    const first = permitted[0];
    if (first === undefined) return null;
    // One permitted route: the item takes that route's name; several: it keeps its own.
    const label = permitted.length === 1 ? first.name : definition.label;
    return leaf(definition.name, label, first.routeName);
  }
  const routeName = definition.routeName as string;
  if (!open(context, routeName, definition.permission)) return null;
  return leaf(definition.name, definition.label, routeName, definition.params);
}

function build(context: Context, groups: readonly NavGroupDefinition[]): NavigationGroup[] {
  const result: NavigationGroup[] = [];
  for (const group of groups) {
    const items = group.items.flatMap((definition) => resolveItem(context, definition) ?? []);
    if (items.length > 0) result.push({ name: group.name, label: group.label, items });
  }
  return result;
}

function contextOf(user: PermissionUser, theme: Pick<Theme, 'disabled_routes'>): Context {
  return { held: permissionSet(user), disabled: new Set(theme.disabled_routes) };
}

/**
 * The navigation the user sees under the theme: groups list only permitted items,
 * empty groups are left out, items disabled by the theme are hidden. An item with a
 * route map opens its first permitted route and, when only one is permitted, takes
 * that route's name as its label. An item with sub-pages opens its first permitted one.
 *
 * @example
 * buildNavigation({ permissions: ['view_devices', 'view_tags'] }, DEFAULT_THEME);
 * // [{ name: 'management', items: [Devices] }, { name: 'administration', items: [Tags] }]
 */
export function buildNavigation(
  user: PermissionUser,
  theme: Pick<Theme, 'disabled_routes'>,
): NavigationGroup[] {
  return build(contextOf(user, theme), NAVIGATION);
}

/**
 * The landing page: the href of the first permitted item across the groups
 * (normally {@link DEFAULT_LANDING_PATH}). `null` means the user may open no page
 * at all; the console then shows {@link ACCESS_DENIED_TITLE} /
 * {@link NO_VIEW_PERMISSIONS_MESSAGE}.
 */
export function landingPath(user: PermissionUser, theme: Pick<Theme, 'disabled_routes'>): string | null {
  const context = contextOf(user, theme);
  for (const group of NAVIGATION) {
    for (const definition of group.items) {
      const item = resolveItem(context, definition);
      if (item !== null) return item.href;
    }
  }
  return null;
}
