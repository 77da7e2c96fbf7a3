import { DeviceListQuerySchema } from '@netfleet/contracts';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { listRows } from '../../lists/listRows.js';
import type { ServerContext } from '../../serverContext.js';
import { DEVICE_LIST_KIND } from './queries.js';

/**
 * `GET /devices` (view_devices): the devices of the caller's company scope,
 * `{ data: Device[], meta: { total, next? } }`, with the list query of `DEVICE_LIST`
 * (`q`, `company_id`, `subsidiaries=1`, `sort`, `fields`, `limit` up to 1000, `offset` or `after`).
 */
export async function deviceRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.get(
    '/devices',
    { config: { permission: 'view_devices' }, schema: { querystring: DeviceListQuerySchema } },
    async (request) => listRows(context.db, requireAuth(request), DEVICE_LIST_KIND, request.query),
  );
}
