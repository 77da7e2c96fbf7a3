import { ERROR_CODES } from '@netfleet/contracts';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../../auth/sessionCookies.js';
import { sendError } from '../../http/sendError.js';
import type { ServerContext } from '../../serverContext.js';
import { brandForCompany } from './brandForCompany.js';

/**
 * `GET /brand` → `{ data: BrandConfig }`: the brand of the signed-in user's company (the
 * nearest company up its path that names one), the default brand before sign-in. No secrets,
 * so no sign-in needed; but a stale access cookie answers 401, as `GET /user` does, so the
 * console refreshes its token and asks again instead of starting under the wrong brand.
 */
export async function brandRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  app.get('/brand', { config: { auth: 'none' } }, async (request, reply) => {
    if (!request.auth && request.cookies[SESSION_COOKIE]) {
      return sendError(
        reply,
        401,
        ERROR_CODES.UNAUTHORIZED,
        'The session has expired. Refresh the token or sign in again.',
      );
    }
    return { data: await brandForCompany(context.db, request.auth?.company.path ?? null) };
  });
}
