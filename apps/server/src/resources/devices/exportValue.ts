/**
 * A device field as an export cell: tags as their names (`North; Fleet`), timestamps as ISO
 * text, empty values as null, numbers and booleans as they are.
 */
export function exportValue(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    return value
      .map((tag) => (tag && typeof tag === 'object' && 'name' in tag ? String(tag.name) : String(tag)))
      .join('; ');
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  return JSON.stringify(value);
}
