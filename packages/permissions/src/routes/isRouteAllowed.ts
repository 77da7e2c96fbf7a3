import { can } from '../can.js';
import type { Theme } from '../theme/theme.js';
import { type PermissionUser, permissionSet } from '../user.js';
import { routeByName } from './lookup.js';

/**
 * True when the user may open the route under the theme: the route exists, neither
 * it nor a route above it (`parent`) is disabled by the theme, and the user holds
 * the permission of the route and of every route above it. Routes that need no
 * authentication are always allowed unless disabled. A theme-disabled route
 * redirects to the landing page.
 */
export function isRouteAllowed(
  user: PermissionUser,
  theme: Pick<Theme, 'disabled_routes'>,
  name: string,
): boolean {
  return routeAllowedIn(permissionSet(user), new Set(theme.disabled_routes), name);
}

/** {@link isRouteAllowed} over prepared sets (used in loops such as the navigation). */
export function routeAllowedIn(
  held: ReadonlySet<string>,
  disabled: ReadonlySet<string>,
  name: string,
): boolean {
  let current = routeByName(name);
  if (current === undefined) return false;
  const noAuth = current.noAuth === true;
  while (current !== undefined) {
    if (disabled.has(current.name)) return false;
    if (!noAuth && !can(held, current.permission, current.mode)) return false;
    current = current.parent === undefined ? undefined : routeByName(current.parent);
  }
  return true;
}

/**
 * Where a redirecting route leads this user: its `redirect` target when allowed,
 * else its first allowed tab, else `undefined` (the console goes to the landing page).
 *
 * @example
 * redirectTarget(user, theme, 'company.info'); // 'company.devices', or the first tab the user may see
 */
export function redirectTarget(
  user: PermissionUser,
  theme: Pick<Theme, 'disabled_routes'>,
  name: string,
): string | undefined {
  const route = routeByName(name);
  if (route?.redirect === undefined) return undefined;
  const held = permissionSet(user);
  const disabled = new Set(theme.disabled_routes);
  const candidates = [route.redirect, ...(route.tabs ?? [])];
  return candidates.find((candidate) => routeAllowedIn(held, disabled, candidate));
}
