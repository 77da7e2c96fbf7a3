import {
  DeviceDataUsageQuerySchema,
  DeviceListQuerySchema,
  DeviceSeriesQuerySchema,
  idParamsSchema,
} from '@netfleet/contracts';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import type { ServerContext } from '../../serverContext.js';
import { findDeviceInScope } from './findDeviceInScope.js';
import { readDataUsage, usageDays } from './readDataUsage.js';
import { readIo } from './readIo.js';
import { readLocations } from './readLocations.js';
import { readPositions } from './readPositions.js';
import { readSamples } from './readSamples.js';
import { seriesRange } from './seriesRange.js';

/** Samples and positions come as the JSON text the database built (see `columnsJson`). */
const JSON_TYPE = 'application/json; charset=utf-8';

/** `{ id }` of `/devices/{id}/…`. */
const DeviceIdParamsSchema = idParamsSchema('The device id must be a whole number');

/**
 * A device's time series for the device page (view_devices; a device outside the caller's
 * scope is a 404), answered as columns with `t` in Unix seconds:
 * `GET /devices/{id}/samples?from&to` (raw or hourly, ≤ 366 days, default the last 24 h),
 * `GET /devices/{id}/positions?from&to` (≤ 10,000 points, thinned evenly),
 * `GET /devices/{id}/io?from&to` (from `io` events), `GET /devices/{id}/data-usage?from&to`
 * (days, ≤ 731, default this month), and `GET /devices/locations` with the device list's
 * query: every located device matching (≤ 50,000), for the fleet map.
 */
export async function deviceSeriesRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  const series = { params: DeviceIdParamsSchema, querystring: DeviceSeriesQuerySchema };
  api.get(
    '/devices/locations',
    { config: { permission: 'view_devices' }, schema: { querystring: DeviceListQuerySchema } },
    async (request) => readLocations(context.db, requireAuth(request), request.query),
  );
  api.get(
    '/devices/:id/samples',
    { config: { permission: 'view_devices' }, schema: series },
    async (request, reply) => {
      const range = seriesRange(request.query, context.now());
      await findDeviceInScope(context.db, requireAuth(request), request.params.id);
      const samples = await readSamples(context.db, request.params.id, range, context.now());
      return reply.type(JSON_TYPE).send(`{"data":${samples}}`);
    },
  );
  api.get(
    '/devices/:id/positions',
    { config: { permission: 'view_devices' }, schema: series },
    async (request, reply) => {
      const range = seriesRange(request.query, context.now());
      await findDeviceInScope(context.db, requireAuth(request), request.params.id);
      return reply.type(JSON_TYPE).send(await readPositions(context.db, request.params.id, range));
    },
  );
  api.get('/devices/:id/io', { config: { permission: 'view_devices' }, schema: series }, async (request) => {
    const range = seriesRange(request.query, context.now());
    await findDeviceInScope(context.db, requireAuth(request), request.params.id);
    return { data: await readIo(context.db, request.params.id, range) };
  });
  api.get(
    '/devices/:id/data-usage',
    {
      config: { permission: 'view_devices' },
      schema: { params: DeviceIdParamsSchema, querystring: DeviceDataUsageQuerySchema },
    },
    async (request) => {
      const days = usageDays(request.query, context.now());
      await findDeviceInScope(context.db, requireAuth(request), request.params.id);
      return { data: await readDataUsage(context.db, request.params.id, days) };
    },
  );
}
