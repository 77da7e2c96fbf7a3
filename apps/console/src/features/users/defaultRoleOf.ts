import { roleById } from '@netfleet/permissions';

/** Custom roles take ids from 1000 up (`custom_role_ids`); the default roles keep their fixed ids below. */
const FIRST_CUSTOM_ROLE_ID = 1000;

/**
 * A row's role as `useRoleLabels` reads it: a default role (by its fixed id: `company_id`
 * null, its name from the role table) is translated; a custom role keeps its company's title.
 */
export function defaultRoleOf(
  roleId: number,
  name: string | undefined,
  title: string,
): { name?: string; title: string; company_id: number | null } {
  if (roleId >= FIRST_CUSTOM_ROLE_ID) return { title, company_id: roleId };
  return { name: name ?? roleById(roleId)?.name, title, company_id: null };
}
