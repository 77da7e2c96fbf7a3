import { type ErrorItem, ErrorItemSchema } from '@netfleet/contracts';
import * as v from 'valibot';
import { FAILED_TO_SEND_MESSAGE, REQUEST_FAILED_CODE } from './messages.js';

/** A failed response, as far as the error texts go. */
export interface ErrorBodyInput {
  /** The parsed response body (`undefined` when there was none or it was not JSON). */
  body: unknown;
  status?: number;
  statusText?: string;
  /** The message of the error the request failed with, if it had one fit to show. */
  message?: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function item(message: string, source: string | null = null, code = REQUEST_FAILED_CODE): ErrorItem {
  return { code, message, source };
}

// The spec's item when it parses; otherwise whatever message and source the object holds.
function toItem(value: unknown): ErrorItem | null {
  const parsed = v.safeParse(ErrorItemSchema, value);
  if (parsed.success) return { ...parsed.output, source: parsed.output.source ?? null };
  if (typeof value === 'string' && value !== '') return item(value);
  if (!isObject(value) || typeof value.message !== 'string' || value.message === '') return null;
  return item(
    value.message,
    typeof value.source === 'string' ? value.source : null,
    typeof value.code === 'string' ? value.code : REQUEST_FAILED_CODE,
  );
}

/**
 * The error items of a failed response (spec forms §8), ready for `mapServerErrors`:
 * - a body that is not an object → "Failed to send request. Try again later" (or the
 *   failure's own `message` when given);
 * - `errors` as an array → its items;
 * - a single, non-array `errors` (or a body that is itself one error) with a source →
 *   that item, so it attaches to its field;
 * - otherwise its error's message, else the status text, else the first text.
 */
export function readErrorBody(input: ErrorBodyInput): ErrorItem[] {
  const { body } = input;
  if (!isObject(body)) return [item(input.message || FAILED_TO_SEND_MESSAGE)];
  if (Array.isArray(body.errors)) {
    const items = body.errors.map(toItem).filter((entry): entry is ErrorItem => entry !== null);
    if (items.length > 0) return items;
  } else if (body.errors !== undefined && body.errors !== null) {
    const single = toItem(body.errors);
    if (single) return [single];
  }
  const own = toItem(body);
  if (own) return [own];
  return [item(input.statusText || input.message || FAILED_TO_SEND_MESSAGE)];
}
