import { ERROR_CODES } from '@netfleet/contracts';

/**
 * The contracts' `ERROR_CODES` plus the codes only this server answers with so far. Clients
 * compare codes, never messages; `MAINTENANCE` is one of the api-client's global error codes.
 */
export const API_ERROR_CODES = {
  ...ERROR_CODES,
  /** 409: the thing to create exists already (a storage key, …). */
  CONFLICT: 'CONFLICT',
  /** 429: too many requests of this kind; `Retry-After` says when to try again. */
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  /**
   * 423: a sensitive request of a user without an MFA method needs the password again
   * (`POST /api/password-confirmation`), then the request repeats.
   */
  PASSWORD_CONFIRMATION_REQUIRED: 'PASSWORD_CONFIRMATION_REQUIRED',
  /** 426: a WebSocket URL (the remote session bridge) asked for as a plain request. */
  UPGRADE_REQUIRED: 'UPGRADE_REQUIRED',
  /** 503: the server is in maintenance mode. */
  MAINTENANCE: 'MAINTENANCE',
} as const;
