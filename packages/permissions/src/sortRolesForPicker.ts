/** A role as role pickers list it (forms-modals-and-capabilities §3 "Role"). */
export interface PickerRole {
  readonly id: number;
  readonly name?: string;
  readonly title?: string;
  /** `null` (or absent) for a default role; the owning company for a custom role. */
  readonly company_id?: number | null;
  readonly permissions_count?: number;
}

const isDefaultRole = (role: PickerRole): boolean =>
  role.company_id === null || role.company_id === undefined;

/**
 * Roles in picker order: default roles first, by permission count (fewest first, ties
 * by id), then custom roles by id, newest (highest id) first. Returns a new array.
 */
export function sortRolesForPicker<T extends PickerRole>(roles: readonly T[]): T[] {
  const defaults = roles.filter(isDefaultRole);
  const custom = roles.filter((role) => !isDefaultRole(role));
  defaults.sort((a, b) => (a.permissions_count ?? 0) - (b.permissions_count ?? 0) || a.id - b.id);
  custom.sort((a, b) => b.id - a.id);
  return [...defaults, ...custom];
}
