import { errorResponse } from '@netfleet/contracts';
import type { FastifyReply } from 'fastify';

/**
 * Answers with the spec's error body `{ errors: [{ code, message, source }] }`.
 *
 * @example
 * return sendError(reply, 403, ERROR_CODES.FORBIDDEN, 'You may not view devices.');
 */
export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  source: string | null = null,
): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorResponse(code, message, source));
}
