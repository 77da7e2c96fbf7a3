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

/**
 * The error handler of `/api`: every failure leaves in the `{ errors: [...] }` shape. An
 * {@link ApiError} thrown by a route answers as it says (status, items, meta, headers). Client
 * errors (malformed JSON, body too large, …) keep their status and message; anything else is
 * a 500 whose details go to the log, not to the client.
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
  request.log.error({ err: error }, 'API request failed');
  return sendError(reply, 500, ERROR_CODES.INTERNAL_ERROR, 'Something went wrong on the server. Try again.');
}
