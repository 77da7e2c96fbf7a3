import { type ErrorItem, ErrorResponseSchema } from '@netfleet/contracts';
import { isHTTPError, isTimeoutError } from 'ky';
import * as v from 'valibot';
import { ApiError } from './ApiError.js';

/** The error items of a parsed error body, or an empty list when it has another shape. */
export function errorItemsOf(body: unknown): ErrorItem[] {
  const parsed = v.safeParse(ErrorResponseSchema, body);
  return parsed.success ? parsed.output.errors : [];
}

/** Reads the spec's `{ errors: [...] }` body from a failed response, or an empty list. */
export async function readErrorItems(response: Response): Promise<ErrorItem[]> {
  try {
    return errorItemsOf(await response.clone().json());
  } catch {
    return [];
  }
}

/**
 * Turns whatever a ky call threw into an {@link ApiError}, using the server's first
 * error message when there is one and `fallback` otherwise.
 */
export async function toApiError(
  error: unknown,
  fallback: string,
  timeoutMessage = fallback,
): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (isTimeoutError(error)) return new ApiError(timeoutMessage, 408, [], { cause: error });
  if (isHTTPError(error)) {
    // ky has already read the body into `data`; the response body is spent.
    const items = errorItemsOf(error.data);
    return new ApiError(items[0]?.message ?? fallback, error.response.status, items, { cause: error });
  }
  return new ApiError(fallback, 0, [], { cause: error });
}
