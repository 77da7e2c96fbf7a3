import { ApiError, isApiError, isSessionEndedError } from '@netfleet/api-client';
import type { ErrorItem } from '@netfleet/contracts';
import { isHTTPError, isTimeoutError } from 'ky';

/** An {@link ApiError} that also keeps the response's status text ("Internal Server Error"). */
export class RequestError extends ApiError {
  readonly statusText: string;
  /** True when the server sent an error message of its own (`errors[0].message`). */
  readonly serverMessage: boolean;

  constructor(
    message: string,
    status: number,
    statusText: string,
    errors: ErrorItem[],
    serverMessage: boolean,
    cause?: unknown,
  ) {
    super(message, status, errors, { cause });
    this.statusText = statusText;
    this.serverMessage = serverMessage;
  }
}

function errorItemsOf(data: unknown): ErrorItem[] {
  if (!data || typeof data !== 'object') return [];
  const errors = (data as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (item): item is ErrorItem =>
      !!item && typeof item === 'object' && typeof (item as ErrorItem).code === 'string',
  );
}

/**
 * Turns what a call of `client.http` threw into a {@link RequestError}: the server's first
 * error message when it sent one, `fallback` otherwise. A {@link SessionEndedError} (the
 * browser is leaving for the sign-in page) is returned unchanged.
 */
export function toRequestError(error: unknown, fallback: string): RequestError | Error {
  if (isSessionEndedError(error) || error instanceof RequestError) return error as Error;
  if (isHTTPError(error)) {
    const items = errorItemsOf(error.data);
    const message = items[0]?.message;
    return new RequestError(
      message || fallback,
      error.response.status,
      error.response.statusText,
      items,
      Boolean(message),
      error,
    );
  }
  if (isTimeoutError(error)) return new RequestError(fallback, 408, 'Request Timeout', [], false, error);
  if (isApiError(error)) {
    return new RequestError(error.message, error.status, '', error.errors, true, error);
  }
  return new RequestError(fallback, 0, '', [], false, error);
}
