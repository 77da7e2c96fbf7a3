/** A value of a query parameter as callers pass it. */
export type SearchParamValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number | boolean)[];

/**
 * Serialises query parameters the way the spec asks (§5): arrays comma-joined,
 * `null`, `undefined`, empty strings and empty arrays skipped.
 *
 * @example
 * serializeSearchParams({ fields: ['id', 'name'], q: '', limit: 10 }).toString();
 * // 'fields=id%2Cname&limit=10'
 */
export function serializeSearchParams(params: Readonly<Record<string, SearchParamValue>>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text === '') continue;
    search.append(key, text);
  }
  return search;
}
