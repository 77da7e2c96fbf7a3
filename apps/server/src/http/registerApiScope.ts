import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../serverContext.js';
import { apiErrorHandler } from './apiErrorHandler.js';
import { createApiGuard } from './createApiGuard.js';
import { sendApiNotFound } from './sendApiNotFound.js';

/**
 * Makes the current plugin scope an API scope: the guard (media type, maintenance, session,
 * 401, XSRF, login blocks), JSON errors, 404s in the error shape (unless `notFound` is false)
 * and `Cache-Control: no-store`.
 * Used by `/api` and by `PUT /account/user`, which the spec puts outside `/api`.
 */
export function registerApiScope(
  app: FastifyInstance,
  context: ServerContext,
  options: { notFound: boolean } = { notFound: true },
): void {
  // Clients such as ky may send `Content-Type: application/json` with no body on a bare
  // POST (refresh, revoke); treat that as "no body" instead of a 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  app.addHook('onRequest', createApiGuard(context));
  app.addHook('onSend', async (_request, reply, payload) => {
    // Answers about a person must not be kept by the browser's or a proxy's cache.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  app.setErrorHandler(apiErrorHandler);
  // Not under `/account`: other `/account` paths are the console's pages.
  if (options.notFound) app.setNotFoundHandler(sendApiNotFound);
}
