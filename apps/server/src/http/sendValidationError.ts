import { ERROR_CODES } from '@netfleet/contracts';
import type { FastifyReply } from 'fastify';
import type * as v from 'valibot';
import { sendError } from './sendError.js';

/**
 * Answers 422 `VALIDATION_FAILED` for the first valibot issue, with `source` naming the
 * field (the top-level key: a query parameter or a body field).
 */
export function sendValidationError(
  reply: FastifyReply,
  issues: readonly v.BaseIssue<unknown>[],
): FastifyReply {
  const issue = issues[0];
  const key = issue?.path?.[0]?.key;
  const source = typeof key === 'string' ? key : null;
  const message = source
    ? `Invalid value of ${source}: ${issue?.message}`
    : (issue?.message ?? 'Invalid request');
  return sendError(reply, 422, ERROR_CODES.VALIDATION_FAILED, message, source);
}
