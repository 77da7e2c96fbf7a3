/** How an array of required permissions is matched: any one of them, or all. */
export type CanMode = 'some' | 'every';

/**
 * The spec's permission check: `required` is one name or an array, matched in
 * `mode` `some` (default) or `every`. No name (undefined, null, empty string or
 * empty array) means allowed.
 *
 * @example
 * can(user.permissions, 'view_devices');                       // one name
 * can(user.permissions, ['view_users', 'view_roles']);          // any of them
 * can(user.permissions, ['view_users', 'view_roles'], 'every'); // all of them
 */
export function can(
  userPermissions: readonly string[] | ReadonlySet<string>,
  required?: string | readonly string[] | null,
  mode: CanMode = 'some',
): boolean {
  if (required === undefined || required === null || required === '') return true;
  const names = typeof required === 'string' ? [required] : required;
  if (names.length === 0) return true;
  const held = userPermissions instanceof Set ? userPermissions : new Set(userPermissions);
  return mode === 'every' ? names.every((name) => held.has(name)) : names.some((name) => held.has(name));
}
