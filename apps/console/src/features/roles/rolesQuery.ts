import type { ListParams } from '@netfleet/contracts';

/** What the Roles page asks of `GET /roles`: every role with its description, invitable roles and permissions. */
export const ROLES_QUERY: ListParams = {
  limit: 100,
  fields: [
    'id',
    'name',
    'title',
    'company_id',
    'permissions_count',
    'description',
    'can_invite_roles',
    'permissions',
    'is_default',
  ],
};
