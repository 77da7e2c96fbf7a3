import {
  CreateRemoteSessionSchema,
  ERROR_CODES,
  idParamsSchema,
  RemoteSessionListQuerySchema,
} from '@netfleet/contracts';
import type { FastifyInstance } from 'fastify';
import { loginBlockOf } from '../../auth/loginBlockOf.js';
import { ApiError } from '../../http/ApiError.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { listRows } from '../../lists/listRows.js';
import type { ServerContext } from '../../serverContext.js';
import { REMOTE_SESSION_LIST_KIND, readRecording } from './queries.js';
import { startWithAccess, startWithKey } from './startSession.js';

/** `{ id }` of `/remote/sessions/{id}/…`. */
const SessionIdParamsSchema = idParamsSchema('The session id must be a whole number');

/**
 * Remote sessions:
 * - `POST /remote/sessions` `{ access_id, app? }` (signed in, use_device_remote_access) or
 *   `{ key, app? }` (no sign-in: the one-time key is the credential) → 201
 *   `{ data: { session_id, ticket, app, access, expires_at } }`; the bridge takes the ticket;
 * - `GET /remote/sessions` (view_device_remote_access): the access history, the list query of
 *   `REMOTE_SESSION_LIST`, by the company the device belonged to;
 * - `GET /remote/sessions/{id}/recording` (view): a terminal session's asciicast v2 as
 *   `text/plain`, 404 when there is none.
 */
export async function remoteSessionRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  const { db } = context;

  api.post(
    '/remote/sessions',
    // A key opens a session without a sign-in, so the guard lets every caller through; the
    // handler asks for the sign-in, the login blocks and the permission of `access_id` itself.
    { config: { auth: 'none' }, schema: { body: CreateRemoteSessionSchema } },
    async (request, reply) => {
      if (context.maintenance.enabled) {
        throw ApiError.of(
          503,
          API_ERROR_CODES.MAINTENANCE,
          'Netfleet is down for maintenance. Try again in a few minutes.',
        );
      }
      const body = request.body;
      if ('key' in body) {
        return reply.code(201).send({ data: await startWithKey(context, body, request.ip) });
      }
      const auth = request.auth;
      if (!auth) throw ApiError.of(401, ERROR_CODES.UNAUTHORIZED, 'Sign in to continue.');
      const block = loginBlockOf(auth);
      if (block) throw ApiError.of(403, block.code, block.message);
      return reply.code(201).send({ data: await startWithAccess(context, auth, body, request.ip) });
    },
  );

  api.get(
    '/remote/sessions',
    {
      config: { permission: 'view_device_remote_access' },
      schema: { querystring: RemoteSessionListQuerySchema },
    },
    async (request) => listRows(db, requireAuth(request), REMOTE_SESSION_LIST_KIND, request.query),
  );

  api.get(
    '/remote/sessions/:id/recording',
    { config: { permission: 'view_device_remote_access' }, schema: { params: SessionIdParamsSchema } },
    async (request, reply) => {
      const cast = await readRecording(db, requireAuth(request), request.params.id);
      return reply.type('text/plain; charset=utf-8').send(cast);
    },
  );
}
