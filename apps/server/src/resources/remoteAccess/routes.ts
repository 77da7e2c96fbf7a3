import { RemoteAccessListQuerySchema } from '@netfleet/contracts';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { listRows } from '../../lists/listRows.js';
import type { ServerContext } from '../../serverContext.js';
import { REMOTE_ACCESS_LIST_KIND } from './queries.js';

/** `GET /devices/remote-access` (view_device_remote_access), with the list query of `REMOTE_ACCESS_LIST`. */
export async function remoteAccessRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.get(
    '/devices/remote-access',
    {
      config: { permission: 'view_device_remote_access' },
      schema: { querystring: RemoteAccessListQuerySchema },
    },
    async (request) => listRows(context.db, requireAuth(request), REMOTE_ACCESS_LIST_KIND, request.query),
  );
}
