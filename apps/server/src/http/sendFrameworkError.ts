import { ERROR_CODES } from '@netfleet/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './sendError.js';

/**
 * Fastify's `frameworkErrors`: a request its router refuses before any route runs (a path with
 * a broken percent-escape, `/api/devices/%zz`, is FST_ERR_BAD_URL) gets a 400 in the API's
 * error shape under `/api`, a short text elsewhere, instead of Fastify's own body.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = 'The address of the request is not valid (a % must start an escape such as %20).';
  const path = request.raw.url ?? '';
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')) {
    sendError(reply, status, ERROR_CODES.VALIDATION_FAILED, message);
    return;
  }
  reply.code(status).type('text/plain; charset=utf-8').send(message);
}
