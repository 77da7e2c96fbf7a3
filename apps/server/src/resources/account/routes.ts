import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../serverContext.js';
import { avatarRoutes } from './avatarRoutes.js';
import { mfaRoutes } from './mfaRoutes.js';
import { profileRoutes } from './profileRoutes.js';
import { sessionListRoutes } from './sessionListRoutes.js';

/**
 * The signed-in user's own account (the console's `/account` page): name and password
 * (`profileRoutes`), sessions (`sessionListRoutes`), second factor and recovery codes
 * (`mfaRoutes`), picture (`avatarRoutes`). Every call acts on the caller only; none takes a
 * user id but the picture's GET.
 */
export async function ownAccountRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  await profileRoutes(app, context);
  await sessionListRoutes(app, context);
  await mfaRoutes(app, context);
  await avatarRoutes(app, context);
}
