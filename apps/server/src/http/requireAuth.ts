import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/loadAuthContext.js';

/** The signed-in user of a protected route; the API guard answered 401 before it runs otherwise. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error('auth missing on an authenticated route');
  return request.auth;
}
