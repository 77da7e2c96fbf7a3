import type { FastifyInstance } from 'fastify';
import { registerApiScope } from '../http/registerApiScope.js';
import { pickServerContext, type ServerContext } from '../serverContext.js';
import { activationRoutes } from './accountUserRoutes.js';
import { companyRoutes } from './companyRoutes.js';
import { impersonationRoutes } from './impersonationRoutes.js';
import { listRoutes } from './listRoutes.js';
import { noticeRoutes } from './noticeRoutes.js';
import { notificationRoutes } from './notificationRoutes.js';
import { storageRoutes } from './storageRoutes.js';
import { tokenRoutes } from './tokenRoutes.js';
import { userRoutes } from './userRoutes.js';

/**
 * Everything under `/api`: the API scope (guard, JSON errors, 404s, no-store) and the route
 * groups.
 */
export async function apiRoutes(app: FastifyInstance, options: ServerContext): Promise<void> {
  const context = pickServerContext(options);
  registerApiScope(app, context);
  await app.register(userRoutes);
  await app.register(tokenRoutes, context);
  await app.register(activationRoutes, context);
  await app.register(impersonationRoutes, context);
  await app.register(storageRoutes, context);
  await app.register(notificationRoutes, context);
  await app.register(noticeRoutes, context);
  await app.register(companyRoutes, context);
  await app.register(listRoutes, context);
}
