import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../serverContext.js';

/** `POST /remote/sessions`, `GET /remote/sessions`, `GET /remote/sessions/{id}/recording`. (Being built: issue #14.) */
export async function remoteSessionRoutes(_app: FastifyInstance, _context: ServerContext): Promise<void> {}
