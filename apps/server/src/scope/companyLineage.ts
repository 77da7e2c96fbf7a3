/**
 * A company's id and its parents' ids, read from its materialised path (`/1/2/5/` → 1, 2, 5):
 * the companies whose tags a device of it may carry (a tag belongs to the device's company or
 * a parent of it).
 */
export function companyLineage(path: string): number[] {
  return path.split('/').filter(Boolean).map(Number);
}
