/**
 * How the console writes and reads its URLs' search params: plain `key=value` pairs, every
 * value read back as the text it is (`?status=1&q=1102&firmware_below=7.6`).
 *
 * The router's default JSON-encodes any text that looks like JSON, so a search for a serial
 * became `?q=%221102%22`, and reads `?q=1102` as the number 1102 and `?q=true` as a boolean.
 * Each route's `validateSearch` turns the texts into the numbers it keeps (`page`,
 * `company_id`), so the URL an operator types, pastes or shares reads as the console wrote it.
 */

/** `parseSearch` of the console's router: each key's text, a repeated key as a list of texts. */
export function parseConsoleSearch(searchStr: string): Record<string, unknown> {
  const search: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of new URLSearchParams(searchStr)) {
    const before = search[key];
    search[key] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  }
  return search;
}

/** `stringifySearch` of the console's router: `?a=1&b=x`, undefined values left out, `''` for none. */
export function stringifyConsoleSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A route's `validateSearch` that owns `keys`: each key the validator drops (absent or
 * malformed) comes back as undefined. The router hands a route's page and loader the URL's raw
 * params with the validated ones over them, so a dropped `?seen=forever` would otherwise reach
 * the page as it was typed.
 *
 * @example
 * validateSearch: ownSearchKeys(['company_id'], (raw) => ({ company_id: positiveInteger(raw.company_id) })),
 */
export function ownSearchKeys<T extends object>(
  keys: readonly string[],
  validate: (raw: Record<string, unknown>) => T,
): (raw: Record<string, unknown>) => T {
  return (raw) => {
    const owned: Record<string, undefined> = {};
    for (const key of keys) owned[key] = undefined;
    return { ...owned, ...validate(raw) };
  };
}
