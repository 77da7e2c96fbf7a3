/**
 * A company and the companies above it, nearest first, from the flat company tree of the
 * user's scope (`GET /companies/tree`): the companies whose tags a device of that company may
 * carry. Without the tree (the user may not list companies) only the company itself. A parent
 * outside the scope ends the walk; a loop in the data does not hang it.
 *
 * @example
 * companyLineage(7, [{ id: 7, parent_id: 3 }, { id: 3, parent_id: null }]); // [7, 3]
 */
export function companyLineage(
  companyId: number,
  tree: readonly { id: number; parent_id: number | null }[] | undefined,
): number[] {
  const parents = new Map((tree ?? []).map((company) => [company.id, company.parent_id]));
  const lineage = [companyId];
  let parent = parents.get(companyId);
  while (parent !== null && parent !== undefined && parents.has(parent) && !lineage.includes(parent)) {
    lineage.push(parent);
    parent = parents.get(parent);
  }
  return lineage;
}
