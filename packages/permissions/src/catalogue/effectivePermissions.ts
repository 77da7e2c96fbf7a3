import { buildNavigation, landingPath, type NavigationGroup } from '../navigation/buildNavigation.js';
import type { Permission } from '../permissionNames.js';
import type { Theme } from '../theme/theme.js';
import { isChangePermission, PERMISSION_CATALOGUE, type PermissionAreaName } from './permissionCatalogue.js';

/** What a person can do in one area: the change permissions they hold there, in catalogue order. */
export interface AreaActions {
  readonly area: PermissionAreaName;
  readonly permissions: readonly Permission[];
}

/** What a person with a set of permissions would have in the console (`effectivePermissions`). */
export interface EffectivePermissions {
  /** The navigation they would see: `buildNavigation`'s groups and items. */
  readonly navigation: readonly NavigationGroup[];
  /** Where they would land after sign-in; null: "Access denied", no page at all. */
  readonly landing: string | null;
  /** Per area with at least one, the changes they could make. */
  readonly actions: readonly AreaActions[];
}

/**
 * The effective permissions preview: given a permission list (a role being edited, or a
 * user's), the navigation that person would see under the theme, their landing page, and the
 * actions (change permissions) they could take per catalogue area. Pure, so the role editor
 * can call it on every tick of a box; the navigation is `buildNavigation`'s own, the same the
 * console's side navigation shows. Names the catalogue does not know are ignored in `actions`.
 *
 * @example
 * const preview = effectivePermissions(['view_devices', 'view_tags', 'create_tags'], DEFAULT_THEME);
 * preview.navigation.map((group) => group.items.map((item) => item.label)); // [['Devices'], ['Tags']]
 * preview.actions; // [{ area: 'files-and-tags', permissions: ['create_tags'] }]
 */
export function effectivePermissions(
  permissions: readonly string[] | ReadonlySet<string>,
  theme: Pick<Theme, 'disabled_routes'>,
): EffectivePermissions {
  const held: ReadonlySet<string> = permissions instanceof Set ? permissions : new Set(permissions);
  const user = { permissions: held };
  const actions = PERMISSION_CATALOGUE.flatMap((area) => {
    const changes = area.permissions.filter((name) => held.has(name) && isChangePermission(name));
    return changes.length > 0 ? [{ area: area.name, permissions: changes }] : [];
  });
  return { navigation: buildNavigation(user, theme), landing: landingPath(user, theme), actions };
}
