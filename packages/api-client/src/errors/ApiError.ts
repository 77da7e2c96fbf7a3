import type { ErrorItem } from '@netfleet/contracts';

/**
 * A failed API call: the HTTP status (408 for a client-side timeout, 0 for a network
 * failure), the spec's error items when the server sent them, and a message fit to show.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: ErrorItem[];

  constructor(message: string, status: number, errors: ErrorItem[] = [], options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
    this.errors = errors;
  }

  /** The code of the first error item, which decides global handling (spec §3). */
  get code(): string | undefined {
    return this.errors[0]?.code;
  }
}

/** True for an {@link ApiError}. */
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
