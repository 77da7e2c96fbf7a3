import { ERROR_CODES } from '@netfleet/contracts';
import * as v from 'valibot';
import { ApiError } from './ApiError.js';
import { validationErrorItems } from './validationErrorItems.js';

/**
 * Validates a form payload with the same valibot schema the client uses; throws a 422
 * `VALIDATION_FAILED` {@link ApiError} listing every failing field (`source` = the payload
 * key) otherwise. A missing or non-object body reads as `{}`, so each required field
 * reports "{label} is required" rather than one "Invalid type".
 *
 * @example
 * const payload = parseForm(TagSchema, request.body);
 */
export function parseForm<T extends v.GenericSchema>(schema: T, input: unknown): v.InferOutput<T> {
  const body = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {};
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const items = validationErrorItems(result.issues);
  throw new ApiError(
    422,
    items.length > 0
      ? items
      : [{ code: ERROR_CODES.VALIDATION_FAILED, message: 'Invalid request', source: null }],
  );
}
