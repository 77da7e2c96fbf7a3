import type { ErrorItem } from '@netfleet/contracts';

/** What an {@link ApiError} carries besides its message. */
export interface ApiErrorOptions {
  /** The response's status text ("Internal Server Error"); `''` when there was no response. */
  statusText?: string;
  /** True when `message` is the server's own (its first error item's message). */
  serverMessage?: boolean;
  cause?: unknown;
}

/**
 * A failed API call, whatever went wrong: the HTTP status (408 for a client-side timeout,
 * 0 when no response came: network failure, cancelled request), the status text, the
 * spec's error items when the server sent them, and a message fit to show — the server's
 * first error message when it sent one (`serverMessage`), else the call's own fallback.
 *
 * Every call of the client rejects with an `ApiError`, or with a {@link SessionEndedError}
 * once the session is over.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  readonly errors: ErrorItem[];
  readonly serverMessage: boolean;

  constructor(message: string, status: number, errors: ErrorItem[] = [], options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    this.statusText = options.statusText ?? '';
    this.errors = errors;
    this.serverMessage = options.serverMessage ?? false;
  }

  /** The code of the first error item, which decides global handling (spec §3). */
  get code(): string | undefined {
    return this.errors[0]?.code;
  }
}

/** True for an {@link ApiError} (ky's `isHTTPError` style). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Thrown by calls made after the session ended (refresh and revoke done): the
 * browser is already on its way to the sign-in page, so callers show nothing.
 */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
  readonly location: string;

  constructor(location: string) {
    super('The session has ended.');
    this.location = location;
  }
}

/** True for a {@link SessionEndedError}. */
export function isSessionEndedError(error: unknown): error is SessionEndedError {
  return error instanceof SessionEndedError;
}
