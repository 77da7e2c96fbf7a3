import { BRIDGE_CLOSE_CODES } from '@netfleet/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ERROR_CODES } from '../http/apiErrorCodes.js';
import { requestOrigin } from '../http/requestOrigin.js';
import { sendError } from '../http/sendError.js';
import type { ServerContext } from '../serverContext.js';

/**
 * `GET /api/remote/bridge?ticket=` (WebSocket): one session's bridge. No console session is
 * needed (the connect page may have opened the session with a one-time key): the ticket is the
 * credential, spent on first use. The upgrade must come from this very origin (a page of
 * another site could otherwise ride a ticket it stole), else the socket closes with 4403.
 */
export async function remoteBridgeRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  app.route({
    method: 'GET',
    url: '/remote/bridge',
    config: { auth: 'none' },
    // A plain GET (a link, a probe) is told what the URL is instead of an empty 404.
    handler: (_request, reply) =>
      sendError(
        reply.header('upgrade', 'websocket'),
        426,
        API_ERROR_CODES.UPGRADE_REQUIRED,
        'The remote session bridge is a WebSocket: open it as one.',
      ),
    wsHandler: (socket, request) => {
      if (!isOwnOrigin(request.headers.origin, ownOrigin(request))) {
        socket.close(BRIDGE_CLOSE_CODES.forbidden_origin, 'Open the session from this site.');
        return;
      }
      const { ticket } = request.query as { ticket?: unknown };
      context.remote.bridge(socket, typeof ticket === 'string' ? ticket : '');
    },
  });
}

function isOwnOrigin(origin: string | undefined, own: string): boolean {
  if (!origin || origin === 'null') return false;
  try {
    return new URL(origin).origin === own;
  } catch {
    return false;
  }
}

/**
 * The origin the upgrade was addressed to. `app.injectWS` (tests) hands Fastify a request
 * without a socket, whose `protocol` is then undefined: plain http, as the injected server is.
 */
function ownOrigin(request: FastifyRequest): string {
  if (request.protocol) return requestOrigin(request);
  try {
    return new URL(`http://${request.host}`).origin;
  } catch {
    return '';
  }
}
