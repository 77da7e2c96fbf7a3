import { type ErrorItem, ErrorItemSchema } from '@netfleet/contracts';
import * as v from 'valibot';
import { REQUEST_FAILED_CODE } from './errorTexts.js';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// The spec's item when it parses; otherwise whatever message and source the value holds.
function toItem(value: unknown): ErrorItem | null {
  const parsed = v.safeParse(ErrorItemSchema, value);
  if (parsed.success) return { ...parsed.output, source: parsed.output.source ?? null };
  if (typeof value === 'string' && value !== '') {
    return { code: REQUEST_FAILED_CODE, message: value, source: null };
  }
  if (!isObject(value) || typeof value.message !== 'string' || value.message === '') return null;
  return {
    code: typeof value.code === 'string' ? value.code : REQUEST_FAILED_CODE,
    message: value.message,
    source: typeof value.source === 'string' ? value.source : null,
  };
}

/**
 * The error items of a failed response's parsed body (spec §3, forms §8), read leniently
 * because error bodies come from proxies and older servers too:
 * - `errors` as an array → its items (plain strings and items without a code count too;
 *   entries without a message are dropped);
 * - a single, non-array `errors`, or a body that is itself one error → that item, so an
 *   error with a `source` still reaches its field;
 * - anything else (no body, HTML, `{}`) → an empty list.
 *
 * Items made here without a code get {@link REQUEST_FAILED_CODE}; `source` is never
 * undefined.
 *
 * @example
 * errorItemsOf({ errors: [{ code: 'VALIDATION_FAILED', message: 'Taken', source: 'name' }] });
 * errorItemsOf({ message: 'Bad', source: 'email' }); // [{ code: 'REQUEST_FAILED', message: 'Bad', source: 'email' }]
 */
export function errorItemsOf(body: unknown): ErrorItem[] {
  if (!isObject(body)) return [];
  if (Array.isArray(body.errors)) {
    const items = body.errors.map(toItem).filter((entry): entry is ErrorItem => entry !== null);
    if (items.length > 0) return items;
  } else if (body.errors !== undefined && body.errors !== null) {
    const single = toItem(body.errors);
    if (single) return [single];
  }
  const own = toItem(body);
  return own ? [own] : [];
}

/** Reads the error items of a failed `Response` without spending its body; `[]` when unreadable. */
export async function readErrorItems(response: Response): Promise<ErrorItem[]> {
  try {
    return errorItemsOf(await response.clone().json());
  } catch {
    return [];
  }
}
