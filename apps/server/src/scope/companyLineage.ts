/**
 * A company's id and its parents' ids, read from its materialised path (`/1/2/5/` → 1, 2, 5):
 * the companies whose tags a device of it may carry (a tag belongs to the device's company or
 * a parent of it).
 */
export function companyLineage(path: string): number[] {
  return path.split('/').filter(Boolean).map(Number);
}

/**
 * Whether a device of the company at `companyPath` may carry a tag of `tagCompanyId`: the one
 * rule behind adding a device with tags, importing, tagging in bulk and moving (a sibling
 * company's tag is not the device's).
 */
export function tagFitsCompany(tagCompanyId: number, companyPath: string): boolean {
  return companyLineage(companyPath).includes(tagCompanyId);
}
