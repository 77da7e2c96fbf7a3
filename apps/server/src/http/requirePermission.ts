import { ERROR_CODES } from '@netfleet/contracts';
import { can, type Permission } from '@netfleet/permissions';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './ApiError.js';

/** "You do not have permission to create tags." from `create_tags`. */
function refusalMessage(permission: Permission): string {
  return `You do not have permission to ${permission.replaceAll('_', ' ')}.`;
}

/**
 * The `preValidation` hook of the API scope: a route whose options name a permission
 * (`config: { permission: 'create_tags' }`) answers 403 `FORBIDDEN` to a user without it,
 * before its input is validated (so a refused caller learns nothing about the input rules).
 * The message is the route's `refusal`, else one made from the permission's name.
 * It also keeps the body as sent (`request.sentBody`): validation replaces `request.body` with
 * the schema's output, and step-up reads its own fields from the body as sent.
 */
export async function requirePermission(request: FastifyRequest): Promise<void> {
  request.sentBody = request.body;
  const { permission, refusal } = request.routeOptions.config;
  if (permission === undefined) return;
  if (!request.auth || !can(request.auth.permissions, permission)) {
    throw ApiError.of(403, ERROR_CODES.FORBIDDEN, refusal ?? refusalMessage(permission));
  }
}
