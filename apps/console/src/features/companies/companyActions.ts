import type { Permission } from '@netfleet/permissions';

/** What a user may do with one company besides opening it, in the order the buttons show. */
export type CompanyAction = 'rename' | 'addSubsidiary' | 'move' | 'delete';

/**
 * The actions a company offers a user, each by the permission the server checks for it:
 * Rename (update_companies), Add subsidiary (create_companies), Move (move_companies; not
 * the root, which has nowhere to go, nor the user's own company, which would leave its scope)
 * and Delete (delete_companies; never the user's own company nor the root, which the server
 * refuses anyway). A guest gets none.
 *
 * @example
 * companyActions({ id: 9, parent_id: 4 }, 4, can); // ['rename', 'addSubsidiary', 'delete'] for an admin
 */
export function companyActions(
  company: { id: number; parent_id: number | null },
  ownCompanyId: number,
  can: (permission: Permission) => boolean,
): CompanyAction[] {
  const actions: CompanyAction[] = [];
  const movable = company.parent_id !== null && company.id !== ownCompanyId;
  if (can('update_companies')) actions.push('rename');
  if (can('create_companies')) actions.push('addSubsidiary');
  if (can('move_companies') && movable) actions.push('move');
  if (can('delete_companies') && movable) actions.push('delete');
  return actions;
}
