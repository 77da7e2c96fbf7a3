import { ERROR_CODES } from '@netfleet/contracts';
import { ApiError } from './ApiError.js';

/**
 * A `\uD800`–`\uDFFF` escape in JSON text. A lone surrogate can reach a parsed value only this
 * way: raw UTF-8 cannot encode one (the decoder turns such bytes into U+FFFD). Without a match
 * the parsed value is not walked at all, so a normal report costs one scan of its text.
 */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The path (`events.0.message`) of a string or key of a parsed JSON value that holds a
 * lone UTF-16 surrogate, or null. A key's path is its object's. Walks iteratively; call it on
 * values no deeper than the body's depth limit.
 */
export function findLoneSurrogate(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  const at = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string };
    if (typeof item.value === 'string') {
      if (LONE_SURROGATE.test(item.value)) return item.path;
    } else if (Array.isArray(item.value)) {
      item.value.forEach((element, index) => {
        stack.push({ value: element, path: at(item.path, index) });
      });
    } else if (typeof item.value === 'object' && item.value !== null) {
      for (const [key, element] of Object.entries(item.value)) {
        if (LONE_SURROGATE.test(key)) return item.path;
        stack.push({ value: element, path: at(item.path, key) });
      }
    }
  }
  return null;
}

/**
 * The 422 of a JSON body holding half of a UTF-16 surrogate pair (`"\ud800"`): valid JSON,
 * but not Unicode text, and PostgreSQL refuses it in `text` and `json` alike. Without this
 * check it failed the write as a 500, and with it every report stored in the same
 * transaction. `source` is the full path of the value, as the ingest's other 422s.
 *
 * @param text the JSON text, scanned first; `value` is walked only when it may hold one.
 * @returns the error to answer with, or null when the body is fine.
 */
export function loneSurrogateError(text: string, value: unknown): ApiError | null {
  if (!SURROGATE_ESCAPE.test(text)) return null;
  const path = findLoneSurrogate(value);
  if (path === null) return null;
  const source = path === '' ? 'body' : path;
  return ApiError.of(
    422,
    ERROR_CODES.VALIDATION_FAILED,
    `${source} must be Unicode text: it holds half of a UTF-16 surrogate pair (\\ud800 to \\udfff) without the other half.`,
    source,
  );
}
