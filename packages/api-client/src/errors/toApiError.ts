import { isHTTPError, isTimeoutError } from 'ky';
import { ApiError } from './ApiError.js';
import { errorItemsOf } from './errorItemsOf.js';
import { REQUEST_FAILED_MESSAGE } from './errorTexts.js';

/** A response that was already read: its status and its parsed body. */
export interface ReadResponse {
  status: number;
  statusText?: string;
  /** The parsed JSON body; `undefined` when there was none or it was not JSON. */
  body: unknown;
}

/**
 * The {@link ApiError} of a failed response that was already read (a caller that asked
 * ky not to throw, such as the forms' submit flow): the server's first error message when
 * it sent one, `fallback` otherwise.
 */
export function apiErrorFromResponse(
  response: ReadResponse,
  fallback: string = REQUEST_FAILED_MESSAGE,
  cause?: unknown,
): ApiError {
  const items = errorItemsOf(response.body);
  const message = items[0]?.message;
  return new ApiError(message || fallback, response.status, items, {
    statusText: response.statusText ?? '',
    serverMessage: Boolean(message),
    cause,
  });
}

/**
 * The one error normalizer: turns whatever a call threw into an {@link ApiError}.
 * - an `ApiError` is returned as it is;
 * - ky's `HTTPError` → its status, status text and error items (ky has already read the
 *   body into `data`), the server's first message or `fallback`;
 * - ky's `TimeoutError` → status 408 with `timeoutMessage`;
 * - anything else (network failure, a cancelled request, a body that is not JSON) →
 *   status 0 with `fallback`, the original error as `cause`.
 *
 * The client's `beforeError` hook runs it on every failed request, with the call's
 * `context.failure` as the fallback; a `SessionEndedError` never reaches it.
 */
export function toApiError(
  error: unknown,
  fallback: string = REQUEST_FAILED_MESSAGE,
  timeoutMessage: string = fallback,
): ApiError {
  if (error instanceof ApiError) return error;
  if (isTimeoutError(error)) {
    return new ApiError(timeoutMessage, 408, [], { statusText: 'Request Timeout', cause: error });
  }
  if (isHTTPError(error)) {
    const { status, statusText } = error.response;
    return apiErrorFromResponse({ status, statusText, body: error.data }, fallback, error);
  }
  return new ApiError(fallback, 0, [], { cause: error });
}
