import { ERROR_CODES } from '@netfleet/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './sendError.js';

/** 404 in the spec's error shape for an unknown `/api` route. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(
    reply,
    404,
    ERROR_CODES.NOT_FOUND,
    `No API route ${request.method} ${request.url.split('?')[0]}`,
  );
}
