import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../serverContext.js';

/** `GET /api/remote/bridge?ticket=` (WebSocket): one session's bridge. (Being built: issue #14.) */
export async function remoteBridgeRoutes(_app: FastifyInstance, _context: ServerContext): Promise<void> {}
