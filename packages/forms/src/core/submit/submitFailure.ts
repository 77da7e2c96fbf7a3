import { ApiError, apiErrorFromResponse, isApiError } from '@netfleet/api-client/errors';
import type { ErrorItem } from '@netfleet/contracts';
import { FAILED_TO_SEND_MESSAGE, REQUEST_FAILED_CODE } from '../errors/messages.js';
import type { SubmitResponse } from './types.js';

/** What a send came back with: a response (any status), or what it threw (no response came). */
export type Received = { response: SubmitResponse } | { thrown: unknown };

/** The message of what a send threw, when it has one. */
export function thrownMessage(thrown: unknown): string | undefined {
  return thrown instanceof Error && thrown.message ? thrown.message : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function generalItem(message: string): ErrorItem {
  return { code: REQUEST_FAILED_CODE, message, source: null };
}

/** A failed submit: the call as an `ApiError`, and the error items to sort onto the form. */
export interface SubmitError {
  error: ApiError;
  items: ErrorItem[];
}

/**
 * Reads a failed submit (spec forms §8) into api-client's `ApiError` and the items for
 * `mapServerErrors`:
 * - the server's error items (api-client's `errorItemsOf`: an `errors` array, a single
 *   error with a source, a body that is itself an error);
 * - without any: a body that is not an object shows `fallback` ("Failed to send request.
 *   Try again later" unless the caller names another); an object body shows the status
 *   text, else `fallback`;
 * - a send that threw shows its error's message, else `fallback`.
 */
export function readSubmitError(received: Received, fallback: string = FAILED_TO_SEND_MESSAGE): SubmitError {
  if ('response' in received) {
    const { response } = received;
    const error = apiErrorFromResponse(response, fallback);
    if (error.errors.length > 0) return { error, items: error.errors };
    const shown = isObject(response.body) && response.statusText ? response.statusText : fallback;
    return { error, items: [generalItem(shown)] };
  }
  const { thrown } = received;
  const error = isApiError(thrown)
    ? thrown
    : new ApiError(thrownMessage(thrown) ?? fallback, 0, [], { cause: thrown });
  return { error, items: error.errors.length > 0 ? error.errors : [generalItem(error.message)] };
}
