import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The error handler outside `/api` (account site, console files): a short plain-text answer.
 * Server errors go to the log; the page only says something went wrong.
 */
export function siteErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) request.log.error({ err: error }, 'Request failed');
  const text = status >= 500 ? 'Something went wrong on the server. Try again.' : error.message;
  return reply.code(status).type('text/plain; charset=utf-8').send(text);
}
