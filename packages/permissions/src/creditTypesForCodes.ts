import type { PermissionUser } from './user.js';

/** A credit type (forms-modals-and-capabilities §3). */
export interface CreditType {
  readonly id: number;
  readonly name: string;
  readonly payment_type: 'paid' | 'free';
  readonly license_type?: string | null;
}

/** Who is creating codes: a role name, or a user with a role and permissions. */
export type CodeCreator = string | Pick<PermissionUser, 'role' | 'permissions'>;

function isSuperAdmin(creator: CodeCreator): boolean {
  if (typeof creator === 'string') return creator === 'super_admin';
  if (creator.role === 'super_admin') return true;
  const held = creator.permissions;
  return held instanceof Set ? held.has('super_admin') : (held as readonly string[]).includes('super_admin');
}

/** Only super_admin chooses the company when creating codes (the field is required for it). */
export function canChooseCompanyForCodes(creator: CodeCreator): boolean {
  return isSuperAdmin(creator);
}

/**
 * The credit types offered when creating codes: every type for super_admin, only
 * paid types for anyone else.
 *
 * @example
 * creditTypesForCodes('admin', types); // types.filter((t) => t.payment_type === 'paid')
 */
export function creditTypesForCodes<T extends CreditType>(
  creator: CodeCreator,
  creditTypes: readonly T[],
): T[] {
  return isSuperAdmin(creator)
    ? [...creditTypes]
    : creditTypes.filter((type) => type.payment_type === 'paid');
}
