import { errorMessageOf, isApiError } from '@netfleet/api-client';

/**
 * A failed call's messages by field (`source`, among `fields`) and the rest, for a form
 * that keeps its input and shows the server's words where they belong.
 */
export function splitErrors(
  error: unknown,
  fields: readonly string[],
  fallback: string,
): { fields: Record<string, string>; general: string | null } {
  const byField: Record<string, string> = {};
  const rest: string[] = [];
  for (const item of isApiError(error) ? error.errors : []) {
    const source = typeof item.source === 'string' ? item.source.replace(/^data\./, '') : '';
    if (fields.includes(source) && !byField[source]) byField[source] = item.message;
    else rest.push(item.message);
  }
  const general = Object.keys(byField).length > 0 ? (rest[0] ?? null) : errorMessageOf(error, fallback);
  return { fields: byField, general };
}
