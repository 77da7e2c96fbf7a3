import { ERROR_CODES } from '@netfleet/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isApiError } from './ApiError.js';
import { sendError } from './sendError.js';

/** Error codes of the spec's shape for the statuses Fastify itself produces. */
function codeFor(status: number): string {
  if (status === 401) return ERROR_CODES.UNAUTHORIZED;
  if (status === 403) return ERROR_CODES.FORBIDDEN;
  if (status === 404 || status === 405) return ERROR_CODES.NOT_FOUND;
  if (status === 415) return ERROR_CODES.UNSUPPORTED_MEDIA_TYPE;
  return ERROR_CODES.VALIDATION_FAILED;
}

/** The answer to a multipart body that ends before its closing boundary. */
const CUT_OFF_UPLOAD_MESSAGE = 'The upload ended before its last part arrived. Send the file again.';
/** The answer to a multipart request whose `Content-Type` has no `boundary`. */
const NO_BOUNDARY_MESSAGE = 'A multipart upload must name its boundary in its Content-Type.';

/**
 * The error handler of `/api`: every failure leaves in the `{ errors: [...] }` shape. An
 * {@link ApiError} thrown by a route answers as it says (status, items, meta, headers). Client
 * errors (malformed JSON, body too large, …) keep their status and message; anything else is
 * a 500 whose details go to the log, not to the client; but a PostgreSQL data exception (a value
 * the database refused) is a 422, and a multipart body busboy cannot read is a 400.
 */
export function apiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isApiError(error)) {
    if (error.extras.headers) reply.headers(error.extras.headers);
    return reply.code(error.status).type('application/json; charset=utf-8').send(error.toBody());
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return sendError(reply, status, codeFor(status), error.message, status === 415 ? 'Content-Type' : 'body');
  }
  const malformed = malformedMultipart(error);
  if (malformed)
    return sendError(reply, 400, ERROR_CODES.VALIDATION_FAILED, malformed.message, malformed.source);
  const refused = dataException(error);
  if (refused) {
    // A value of the request that passed its schema but not PostgreSQL (a year 0000, a cursor
    // forged to hold text where a number goes): the request's fault, not the server's.
    request.log.warn({ err: error }, 'API request refused by the database');
    return sendError(
      reply,
      422,
      ERROR_CODES.VALIDATION_FAILED,
      `A value of the request is out of range or not valid: ${refused}`,
    );
  }
  request.log.error({ err: error }, 'API request failed');
  return sendError(reply, 500, ERROR_CODES.INTERNAL_ERROR, 'Something went wrong on the server. Try again.');
}

/**
 * The message of a PostgreSQL data exception (SQLSTATE class 22: a value out of range, a date
 * that does not exist, text where a number goes) in `error` or its causes, or null.
 */
function dataException(error: unknown): string | null {
  for (let cause: unknown = error, depth = 0; cause && depth < 5; depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) {
      return typeof message === 'string' ? message : code;
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * busboy's errors for a multipart request it cannot read: a body that stops before its closing
 * boundary ("Unexpected end of multipart data", "Part terminated early due to …") or a
 * `Content-Type` without a boundary. Plain errors without a status, raised while an upload route
 * reads its parts: the client sent too little, nothing on the server failed.
 */
function malformedMultipart(error: unknown): { message: string; source: string } | null {
  if (!(error instanceof Error)) return null;
  if (/unexpected end of multipart data$/i.test(error.message)) {
    return { message: CUT_OFF_UPLOAD_MESSAGE, source: 'body' };
  }
  if (error.message === 'Multipart: Boundary not found')
    return { message: NO_BOUNDARY_MESSAGE, source: 'Content-Type' };
  return null;
}
