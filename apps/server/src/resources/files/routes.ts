import { FileListQuerySchema } from '@netfleet/contracts';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { listRows } from '../../lists/listRows.js';
import type { ServerContext } from '../../serverContext.js';
import { FILE_LIST_KIND } from './queries.js';

/** `GET /files` (view_files), with the list query of `FILE_LIST`. */
export async function fileRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.get(
    '/files',
    { config: { permission: 'view_files' }, schema: { querystring: FileListQuerySchema } },
    async (request) => listRows(context.db, requireAuth(request), FILE_LIST_KIND, request.query),
  );
}
