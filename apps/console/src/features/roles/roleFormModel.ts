import type { RoleFormPayload, RoleRow } from '@netfleet/contracts';

/** What the role editor holds while the user types. */
export interface RoleFormValues {
  title: string;
  name: string;
  /** The name was typed: it no longer follows the title. */
  nameTyped: boolean;
  description: string;
  scope: 'subtree' | 'own';
  permissions: ReadonlySet<string>;
  canInviteRoles: ReadonlySet<string>;
}

/** The editor's start: the role to edit, or an empty new role. */
export function initialRoleValues(role?: RoleRow): RoleFormValues {
  return {
    title: role?.title ?? '',
    name: role?.name ?? '',
    nameTyped: role !== undefined,
    description: role?.description ?? '',
    scope: role?.scope === 'own' ? 'own' : 'subtree',
    permissions: new Set(role?.permissions ?? []),
    canInviteRoles: new Set(role?.can_invite_roles ?? []),
  };
}

/**
 * A role name from its title, in `ROLE_NAME_PATTERN`'s form: `Fleet viewer (north)` →
 * `fleet_viewer_north`; a title without Latin letters or digits gives `role`, and a name
 * starting with a digit gets a `role_` prefix.
 */
export function roleNameFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (slug === '') return 'role';
  return /^[a-z]/.test(slug) ? slug : `role_${slug}`;
}

/** The title changed: the name follows it until the user types one. */
export function withTitle(values: RoleFormValues, title: string): RoleFormValues {
  return { ...values, title, name: values.nameTyped ? values.name : roleNameFromTitle(title) };
}

/** The payload of `POST /roles` / `PUT /roles/{id}`, permissions in a stable order. */
export function rolePayload(values: RoleFormValues, companyId: number): RoleFormPayload {
  return {
    company_id: companyId,
    name: values.name,
    title: values.title,
    description: values.description,
    scope: values.scope,
    permissions: [...values.permissions].sort(),
    can_invite_roles: [...values.canInviteRoles].sort(),
  };
}
