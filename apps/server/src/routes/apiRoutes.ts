import type { FastifyInstance } from 'fastify';
import { registerApiScope } from '../http/registerApiScope.js';
import { pickServerContext, type ServerContext } from '../serverContext.js';
import { activationRoutes } from './accountUserRoutes.js';
import { adminUserRoutes } from './adminUserRoutes.js';
import { companyFormRoutes } from './companyFormRoutes.js';
import { companyRoutes } from './companyRoutes.js';
import { creditCodeRoutes } from './creditCodeRoutes.js';
import { creditFormRoutes } from './creditFormRoutes.js';
import { impersonationRoutes } from './impersonationRoutes.js';
import { invitationRoutes } from './invitationRoutes.js';
import { listRoutes } from './listRoutes.js';
import { mailLogRoutes } from './mailLogRoutes.js';
import { multiconfigRoutes } from './multiconfigRoutes.js';
import { noticeRoutes } from './noticeRoutes.js';
import { notificationRoutes } from './notificationRoutes.js';
import { roleRoutes } from './roleRoutes.js';
import { stepUpRoutes } from './stepUpRoutes.js';
import { storageRoutes } from './storageRoutes.js';
import { tagRoutes } from './tagRoutes.js';
import { tokenRoutes } from './tokenRoutes.js';
import { userRoutes } from './userRoutes.js';

/**
 * Everything under `/api`: the API scope (guard, JSON errors, 404s, no-store) and the route
 * groups: session and account, storage, notifications, notices, companies and resources,
 * lists, and the forms (step-up, companies, tags, invitations, roles, credits, codes, admin,
 * mail logs, multiconfig).
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
  await app.register(stepUpRoutes, context);
  await app.register(companyFormRoutes, context);
  await app.register(tagRoutes, context);
  await app.register(invitationRoutes, context);
  await app.register(roleRoutes, context);
  await app.register(creditFormRoutes, context);
  await app.register(creditCodeRoutes, context);
  await app.register(adminUserRoutes, context);
  await app.register(mailLogRoutes, context);
  await app.register(multiconfigRoutes, context);
}
