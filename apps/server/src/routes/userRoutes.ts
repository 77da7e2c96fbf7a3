import type { FastifyInstance } from 'fastify';
import { toUserResponse } from '../auth/toUserResponse.js';

/** `GET /api/user`: the signed-in user, its company, role and permissions. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  app.get('/user', async (request) => {
    // The API guard answers 401 before this runs when there is no user.
    if (!request.auth) throw new Error('auth missing on an authenticated route');
    return toUserResponse(request.auth);
  });
}
