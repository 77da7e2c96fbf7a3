import { VpnHubListQuerySchema } from '@netfleet/contracts';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { listRows } from '../../lists/listRows.js';
import type { ServerContext } from '../../serverContext.js';
import { VPN_HUB_LIST_KIND } from './queries.js';

/** `GET /vpn/hubs` (view_vpn_hubs), with the list query of `VPN_HUB_LIST`. */
export async function vpnHubRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.get(
    '/vpn/hubs',
    { config: { permission: 'view_vpn_hubs' }, schema: { querystring: VpnHubListQuerySchema } },
    async (request) => listRows(context.db, requireAuth(request), VPN_HUB_LIST_KIND, request.query),
  );
}
