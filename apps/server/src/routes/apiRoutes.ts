import type { FastifyInstance } from 'fastify';
import type { SessionStore } from '../auth/createSessionStore.js';
import type { Database } from '../db/Database.js';
import { apiErrorHandler } from '../http/apiErrorHandler.js';
import { createApiGuard } from '../http/createApiGuard.js';
import { sendApiNotFound } from '../http/sendApiNotFound.js';
import { deviceRoutes } from './deviceRoutes.js';
import { tokenRoutes } from './tokenRoutes.js';
import { userRoutes } from './userRoutes.js';

/** Options of {@link apiRoutes}. */
export interface ApiRoutesOptions {
  db: Database;
  sessions: SessionStore;
  accountBasePath: string;
}

/**
 * Everything under `/api`: the guard (media type, session, 401, XSRF), JSON errors, 404s in
 * the error shape, `Cache-Control: no-store`, and the route groups.
 */
export async function apiRoutes(app: FastifyInstance, options: ApiRoutesOptions): Promise<void> {
  const { db, sessions, accountBasePath } = options;

  app.decorateRequest('auth', null);
  app.decorateRequest('cookieSession', null);

  // Clients such as ky may send `Content-Type: application/json` with no body on a bare
  // POST (refresh, revoke); treat that as "no body" instead of a 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  app.addHook('onRequest', createApiGuard(db, sessions));
  app.addHook('onSend', async (_request, reply, payload) => {
    // Answers about a person must not be kept by the browser's or a proxy's cache.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  app.setErrorHandler(apiErrorHandler);
  app.setNotFoundHandler(sendApiNotFound);

  await app.register(userRoutes);
  await app.register(tokenRoutes, { sessions, accountBasePath });
  await app.register(deviceRoutes, { db });
}
