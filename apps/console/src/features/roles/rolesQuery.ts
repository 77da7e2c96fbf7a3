import type { RoleListParams } from '@netfleet/api-client';
import { ownSearchKeys } from '../../router/searchParams.js';

/** The fields the Roles page shows: the picker's, plus description, invitable roles, permissions, kind and scope. */
const ROLE_FIELDS = [
  'id',
  'name',
  'title',
  'company_id',
  'permissions_count',
  'description',
  'can_invite_roles',
  'permissions',
  'is_default',
  'scope',
];

/** The Roles page's search: the company whose custom roles show (none: the default roles only). */
export interface RolesSearch {
  company_id?: number;
}

/** Keeps a positive whole `company_id` of the URL, drops anything else. */
export const validateRolesSearch = ownSearchKeys(['company_id'], (search): RolesSearch => {
  const id = Number(search.company_id);
  return Number.isInteger(id) && id > 0 ? { company_id: id } : {};
});

/** What the Roles page asks of `GET /roles`: the default roles and the company's custom roles. */
export function rolesQuery(search: RolesSearch): RoleListParams {
  return {
    limit: 100,
    fields: ROLE_FIELDS,
    ...(search.company_id !== undefined && { company_id: search.company_id }),
  };
}
