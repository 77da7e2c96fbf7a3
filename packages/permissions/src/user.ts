/**
 * The little of a signed-in user that permission rules read. Structural on purpose:
 * the console's session user and the server's request user both fit.
 */
export interface PermissionUser {
  /** Permission names the user holds. */
  readonly permissions: readonly string[] | ReadonlySet<string>;
  /** The user's company; 0 for users outside every company (system accounts). */
  readonly company_id?: number | null;
  /** Level of the user's company in the hierarchy; 1 is a top-level company. */
  readonly company_level?: number | null;
  /** Company flag: payment links may be shown. */
  readonly show_payment?: boolean | null;
  /** Role name (`admin`, `super_admin`, …). */
  readonly role?: string | null;
}

/** The user's permissions as a set, without copying when they already are one. */
export function permissionSet(user: PermissionUser): ReadonlySet<string> {
  return user.permissions instanceof Set ? user.permissions : new Set(user.permissions);
}
