import type { CompanyTreeNode } from '@netfleet/contracts';

/** A company with its subsidiaries, sorted by name. */
export interface CompanyTreeItem extends CompanyTreeNode {
  children: CompanyTreeItem[];
}

const byName = (a: CompanyTreeItem, b: CompanyTreeItem) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id - b.id;

/**
 * Builds the hierarchy from the flat `GET /companies/tree` list. A company whose parent is
 * not in the list (outside the user's scope) is a root; children are sorted by name.
 *
 * @example
 * buildCompanyTree([{ id: 1, parent_id: null, ... }, { id: 2, parent_id: 1, ... }]);
 * // [{ id: 1, children: [{ id: 2, children: [] }] }]
 */
export function buildCompanyTree(nodes: readonly CompanyTreeNode[]): CompanyTreeItem[] {
  const items = new Map<number, CompanyTreeItem>();
  for (const node of nodes) items.set(node.id, { ...node, children: [] });
  const roots: CompanyTreeItem[] = [];
  for (const item of items.values()) {
    const parent = item.parent_id === null ? undefined : items.get(item.parent_id);
    if (parent && parent !== item) parent.children.push(item);
    else roots.push(item);
  }
  const sort = (list: CompanyTreeItem[]) => {
    list.sort(byName);
    for (const item of list) sort(item.children);
  };
  sort(roots);
  return roots;
}

/** Ids of every company that has subsidiaries (to expand all). */
export function parentIds(items: readonly CompanyTreeItem[]): number[] {
  return items.flatMap((item) => (item.children.length > 0 ? [item.id, ...parentIds(item.children)] : []));
}
