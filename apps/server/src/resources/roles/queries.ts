import { ROLE_LIST } from '@netfleet/contracts';
import { asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { rolePermissions, roles } from '../../db/schema.js';
import type { ListKind } from '../../lists/ListKind.js';

const permissionsCount =
  sql<number>`(select count(*) from ${rolePermissions} where ${rolePermissions.roleId} = ${roles.id})`.mapWith(
    Number,
  );
const permissionNames = sql<
  string[]
>`(select coalesce(json_agg(${rolePermissions.permission} order by ${rolePermissions.permission}), '[]'::json) from ${rolePermissions} where ${rolePermissions.roleId} = ${roles.id})`;

/** The roles list: see {@link roleListKind}. */
const ROLE_LIST_KIND: ListKind<typeof ROLE_LIST> = {
  spec: ROLE_LIST,
  table: roles,
  joins: [],
  scope: 'open',
  idColumn: roles.id,
  columns: {
    id: roles.id,
    name: roles.name,
    title: roles.title,
    company_id: roles.companyId,
    permissions_count: permissionsCount,
    description: roles.description,
    can_invite_roles: roles.canInviteRoles,
    permissions: permissionNames,
    is_default: sql<boolean>`${roles.companyId} is null`,
    scope: roles.scope,
  },
  searchColumns: { name: roles.name, title: roles.title },
  orderings: {
    picker: (descending) => {
      const order = descending ? desc : asc;
      return [
        order(sql`${roles.companyId} is not null`),
        order(sql`case when ${roles.companyId} is null then ${permissionsCount} end`),
        order(sql`case when ${roles.companyId} is null then ${roles.id} else -${roles.id} end`),
      ];
    },
  },
  where: ({ filters }) =>
    filters.company_id === undefined
      ? isNull(roles.companyId)
      : or(isNull(roles.companyId), eq(roles.companyId, filters.company_id)),
};

/**
 * `GET /roles`: the default roles (`company_id` null), plus the custom roles of `company_id`
 * (the route checks that it is in the caller's scope). With `invitable=1` the route gives the
 * ids of `invitableRolesFor` instead (`roleListKind(ids)`): the roles the caller may give to a
 * user of that company, custom roles of its ancestors included. The `picker` sort is `sortRolesForPicker`'s order in SQL: default roles by
 * permission count (ties by id), then custom roles newest first.
 */
export function roleListKind(invitableIds?: readonly number[]): ListKind<typeof ROLE_LIST> {
  return {
    ...ROLE_LIST_KIND,
    where: (query, auth) =>
      invitableIds === undefined
        ? ROLE_LIST_KIND.where?.(query, auth)
        : invitableIds.length > 0
          ? inArray(roles.id, [...invitableIds])
          : sql`false`,
  };
}
