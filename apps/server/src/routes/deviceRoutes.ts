import { ERROR_CODES } from '@netfleet/contracts';
import { can } from '@netfleet/permissions';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Database } from '../db/Database.js';
import { listDevices } from '../devices/listDevices.js';
import { DeviceListQuerySchema } from '../devices/parseDeviceListQuery.js';
import { sendError } from '../http/sendError.js';
import { sendValidationError } from '../http/sendValidationError.js';

/** Options of {@link deviceRoutes}. */
export interface DeviceRoutesOptions {
  db: Database;
}

/**
 * `GET /api/devices`: a page of the devices the user's companies own. Query: `limit`
 * (default 25, at most 1000), `offset`, `sort` (`name`, `-name`, …), `q` (text in name,
 * serial, MAC or model) and `fields` (comma list; `id` is always included).
 */
export async function deviceRoutes(app: FastifyInstance, options: DeviceRoutesOptions): Promise<void> {
  app.get('/devices', async (request, reply) => {
    const auth = request.auth;
    if (!auth) throw new Error('auth missing on an authenticated route');
    if (!can(auth.permissions, 'view_devices')) {
      return sendError(reply, 403, ERROR_CODES.FORBIDDEN, 'You do not have permission to view devices.');
    }
    const query = v.safeParse(DeviceListQuerySchema, request.query);
    if (!query.success) return sendValidationError(reply, query.issues);
    return listDevices(options.db, auth, query.output);
  });
}
