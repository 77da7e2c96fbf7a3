import { ERROR_CODES } from '@netfleet/contracts';
import { ApiError } from '../../http/ApiError.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';

/** SFTP v3 status codes (draft-ietf-secsh-filexfer-02 §7) the routes tell apart. */
export const SFTP_STATUS = { EOF: 1, NO_SUCH_FILE: 2, PERMISSION_DENIED: 3, FAILURE: 4 } as const;

/** 502: the device's SFTP server answered with an error we have no better words for. */
export const SFTP_PEER_FAILED = 'SFTP_PEER_FAILED';

/** The SFTP status of an ssh2 error, or undefined when it is not a status (a lost channel, …). */
export function sftpStatusOf(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

/** True when the peer said the path does not exist. */
export const isNoSuchFile = (error: unknown) => sftpStatusOf(error) === SFTP_STATUS.NO_SUCH_FILE;

/**
 * The answer for an error of the peer's SFTP server: 404 when the path does not exist, 403
 * when the peer's user may not, else 502 naming the peer's message. A route never answers a
 * peer's refusal with a 500: the server is fine, the device said no. An {@link ApiError} and
 * a client error of Fastify's (a malformed multipart body, 4xx `statusCode`) pass unchanged.
 */
export function toSftpApiError(error: unknown): Error {
  if (error instanceof ApiError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (error instanceof Error && typeof status === 'number' && status >= 400 && status < 500) return error;
  switch (sftpStatusOf(error)) {
    case SFTP_STATUS.NO_SUCH_FILE:
      return ApiError.of(404, ERROR_CODES.NOT_FOUND, 'No such file or folder', 'path');
    case SFTP_STATUS.PERMISSION_DENIED:
      return ApiError.of(403, ERROR_CODES.FORBIDDEN, 'Permission denied', 'path');
    default: {
      const message = error instanceof Error && error.message ? error.message : String(error);
      return ApiError.of(502, SFTP_PEER_FAILED, `The device's SFTP server failed: ${message}`, null);
    }
  }
}

/** 409: mkdir or rename onto a name the folder holds already. */
export const alreadyExists = (source: string) =>
  ApiError.of(409, API_ERROR_CODES.CONFLICT, 'Already exists', source);
