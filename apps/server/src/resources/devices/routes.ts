import {
  DEVICE_LIST,
  DeviceExportQuerySchema,
  DeviceListQuerySchema,
  idParamsSchema,
} from '@netfleet/contracts';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { listAnswer } from '../../lists/listRows.js';
import type { ServerContext } from '../../serverContext.js';
import { deviceExportRows } from './deviceExportRows.js';
import { DEVICE_LIST_ANSWER_SCHEMA } from './deviceListAnswerSchema.js';
import { getDevice } from './getDevice.js';
import { DEVICE_LIST_KIND } from './queries.js';
import { writeDevicesCsv } from './writeDevicesCsv.js';
import { writeDevicesXlsx } from './writeDevicesXlsx.js';

/** `{ id }` of `/devices/{id}`. */
const DeviceIdParamsSchema = idParamsSchema('The device id must be a whole number');

/**
 * `GET /devices` (view_devices): the devices of the caller's company scope,
 * `{ data: Device[], meta: { total, total_estimated?, next? } }`, with the list query of
 * `DEVICE_LIST` (`q`, the filters, `sort` on every column, `fields`, `limit` up to 1000,
 * `offset` or `after`). `GET /devices/{id}` (view_devices): one device, `{ data: Device }`.
 * `GET /devices/export?format=csv|xlsx&fields=…` (view_devices): every device matching the
 * list's filters, `q` and sort, with the chosen fields as columns (all by default), streamed.
 */
export async function deviceRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.get(
    '/devices',
    {
      config: { permission: 'view_devices' },
      schema: { querystring: DeviceListQuerySchema, response: { 200: DEVICE_LIST_ANSWER_SCHEMA } },
    },
    async (request, reply) => {
      const answer = await listAnswer(context.db, requireAuth(request), DEVICE_LIST_KIND, request.query, {
        json: context.driver === 'postgres',
      });
      // A page whose rows the database wrote is sent as it is; any other goes through the serializer.
      return typeof answer === 'string' ? reply.type('application/json; charset=utf-8').send(answer) : answer;
    },
  );
  api.get(
    '/devices/export',
    { config: { permission: 'view_devices' }, schema: { querystring: DeviceExportQuerySchema } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const query = request.query;
      // The columns exactly as chosen, in their order (the schema checked the names; the parsed
      // query would put `id` first).
      const chosen = (new URL(request.url, 'http://localhost').searchParams.get('fields') ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '');
      const fields = chosen.length > 0 ? [...new Set(chosen)] : [...DEVICE_LIST.fields];
      const format = query.filters.format ?? 'csv';
      const rows = deviceExportRows(context.db, auth, query);
      // The first page is read before anything is sent: a query the database refuses is then
      // an error answer, not a 200 whose download breaks off after its header line.
      const first = await rows.next();
      const pages = (async function* () {
        if (!first.done) yield first.value;
        yield* rows;
      })();
      const name = `devices-${new Date(context.now()).toISOString().slice(0, 10)}.${format}`;
      reply.header('content-disposition', `attachment; filename="${name}"`);
      if (format === 'xlsx') {
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .send(writeDevicesXlsx(fields, pages));
      }
      return reply.type('text/csv; charset=utf-8').send(writeDevicesCsv(fields, pages));
    },
  );
  api.get(
    '/devices/:id',
    { config: { permission: 'view_devices' }, schema: { params: DeviceIdParamsSchema } },
    async (request) => ({ data: await getDevice(context.db, requireAuth(request), request.params.id) }),
  );
}
