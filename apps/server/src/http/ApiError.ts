import type { ErrorItem } from '@netfleet/contracts';

/** What an {@link ApiError} answers with besides its status and errors. */
export interface ApiErrorExtras {
  /** The body's `meta` block (the MFA challenge of `MFA_REQUIRED`). */
  meta?: Record<string, unknown>;
  /** A top-level `message` too: the password confirmation's error is read from there. */
  message?: string;
  /** Response headers, e.g. `Retry-After`. */
  headers?: Record<string, string>;
}

/**
 * A failed API request, thrown from a route (or from inside its database transaction, which
 * then rolls back) and answered by the API error handler as
 * `{ errors: [{ code, message, source }], meta?, message? }`.
 *
 * @example
 * throw new ApiError(404, [{ code: 'NOT_FOUND', message: 'No company 9 in your companies.', source: 'parent_id' }]);
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: readonly ErrorItem[];
  readonly extras: ApiErrorExtras;

  constructor(status: number, errors: readonly ErrorItem[], extras: ApiErrorExtras = {}) {
    super(errors[0]?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.extras = extras;
  }

  /** One error item. */
  static of(
    status: number,
    code: string,
    message: string,
    source: string | null = null,
    extras: ApiErrorExtras = {},
  ): ApiError {
    return new ApiError(status, [{ code, message, source }], extras);
  }

  /** The response body. */
  toBody(): Record<string, unknown> {
    return {
      errors: this.errors.map((item) => ({ ...item, source: item.source ?? null })),
      ...(this.extras.meta && { meta: this.extras.meta }),
      ...(this.extras.message !== undefined && { message: this.extras.message }),
    };
  }
}

/** True for an {@link ApiError}. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
