import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../serverContext.js';
import { apiErrorHandler } from './apiErrorHandler.js';
import { assertRouteDeclaresAccess } from './assertRouteDeclaresAccess.js';
import { createApiGuard } from './createApiGuard.js';
import { loneSurrogateError } from './loneSurrogateError.js';
import { jsonTextError, jsonValueError, refuseNulParameters } from './refuseUnsafeInput.js';
import { requirePermission } from './requirePermission.js';
import { sendApiNotFound } from './sendApiNotFound.js';
import { valibotValidatorCompiler } from './valibotValidatorCompiler.js';

/**
 * Makes the current plugin scope an API scope: the guard (media type, maintenance, session,
 * 401, XSRF, login blocks), each route's permission (`config.permission`, 403) and input
 * (valibot schemas in `schema.body`, `schema.querystring`, `schema.params`, 422; NUL characters
 * anywhere and JSON nested deeper than 32 levels are 422s too), JSON errors,
 * 404s in the error shape (unless `notFound` is false) and `Cache-Control: no-store`.
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
  // Deep nesting, NUL characters and lone UTF-16 surrogates are refused here, with a 422, before
  // any schema or query sees the body: deep values stall recursive code, and PostgreSQL's text
  // holds neither.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return done(null, undefined);
    const tooDeep = jsonTextError(text);
    if (tooDeep) return done(tooDeep, undefined);
    return parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      const unsafe = jsonValueError(value) ?? loneSurrogateError(text, value);
      return unsafe ? done(unsafe, undefined) : done(null, value);
    });
  });

  app.addHook('onRoute', assertRouteDeclaresAccess);
  app.addHook('onRequest', createApiGuard(context));
  // Every route declares its permission and its input schemas in its options; they are
  // enforced here, in this order: permission (403), then input (422), then the handler.
  app.addHook('preValidation', requirePermission);
  app.addHook('preValidation', refuseNulParameters);
  app.setValidatorCompiler(valibotValidatorCompiler);
  app.addHook('onSend', async (_request, reply, payload) => {
    // Answers about a person must not be kept by the browser's or a proxy's cache.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  app.setErrorHandler(apiErrorHandler);
  // Not under `/account`: other `/account` paths are the console's pages.
  if (options.notFound) app.setNotFoundHandler(sendApiNotFound);
}
