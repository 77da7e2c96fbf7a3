import {
  type DeviceEvent,
  DeviceEventListQuerySchema,
  idParamsSchema,
  RenameDeviceSchema,
  SetDeviceLocationSchema,
  SetDeviceMonitoringSchema,
  SetDeviceTagsSchema,
} from '@netfleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { forgetEstimates } from '../../lists/countMatches.js';
import type { ServerContext } from '../../serverContext.js';
import { publishDeviceDetailChanged, publishDeviceEvent } from '../../telemetry/deviceChannel.js';
import { renameDevice, setDeviceLocation, setDeviceMonitoring, setDeviceTags } from './deviceWrites.js';
import { listDeviceEvents } from './listDeviceEvents.js';
import { lockDevice } from './lockDevice.js';
import { readDeviceDetail } from './readDeviceDetail.js';
import { recordUserEvents, type UserEvent } from './recordUserEvents.js';
import { requireDeviceInScope } from './requireDeviceInScope.js';

/** `{ id }` of `/devices/{id}/…`. */
const DeviceIdParamsSchema = idParamsSchema('The device id must be a whole number');

type Write = (
  tx: Database,
  device: Awaited<ReturnType<typeof lockDevice>>,
  now: Date,
) => Promise<UserEvent[]>;

/**
 * One write to one device: in a transaction, lock the device (404 outside the scope), change
 * it and record its events; after the commit publish the events and `detail` on the device's
 * channel and answer the device as it now is.
 */
async function writeDevice(context: ServerContext, auth: AuthContext, id: number, write: Write) {
  const now = new Date(context.now());
  const events: DeviceEvent[] = await context.db.transaction(async (tx) => {
    const device = await lockDevice(tx, auth, id);
    return recordUserEvents(tx, auth, id, await write(tx, device, now), now);
  });
  // A new name or tags may take the device into or out of a list's search or filter.
  if (events.length > 0) forgetEstimates(context.db);
  for (const event of events) publishDeviceEvent(context, id, event);
  // Other pages open on this device fetch it again (the writer has it in this answer).
  if (events.length > 0) publishDeviceDetailChanged(context.realtime, { id });
  return { data: await readDeviceDetail(context.db, auth, id) };
}

/**
 * The device page's API (see the server README, "Device page API"): `PUT /devices/{id}`
 * (rename), `PUT /devices/{id}/tags`, `PUT /devices/{id}/location` (update_devices),
 * `PUT /devices/{id}/monitoring` (update_monitoring), each answering `{ data: DeviceDetail }`
 * and writing the device's event log; `GET /devices/{id}/events` (view_devices), the log newest
 * first. `GET /devices/{id}` is the devices resource's (`getDevice`).
 */
export async function deviceDetailRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.put(
    '/devices/:id',
    {
      config: { permission: 'update_devices' },
      schema: { params: DeviceIdParamsSchema, body: RenameDeviceSchema },
    },
    async (request) =>
      writeDevice(context, requireAuth(request), request.params.id, (tx, device) =>
        renameDevice(tx, device, request.body.name),
      ),
  );
  api.put(
    '/devices/:id/tags',
    {
      config: { permission: 'update_devices' },
      schema: { params: DeviceIdParamsSchema, body: SetDeviceTagsSchema },
    },
    async (request) => {
      const auth = requireAuth(request);
      return writeDevice(context, auth, request.params.id, (tx, device) =>
        setDeviceTags(tx, auth, device, request.body.tag_ids),
      );
    },
  );
  api.put(
    '/devices/:id/location',
    {
      config: { permission: 'update_devices' },
      schema: { params: DeviceIdParamsSchema, body: SetDeviceLocationSchema },
    },
    async (request) =>
      writeDevice(context, requireAuth(request), request.params.id, (tx, device, now) =>
        setDeviceLocation(tx, device, request.body, now),
      ),
  );
  api.put(
    '/devices/:id/monitoring',
    {
      config: { permission: 'update_monitoring' },
      schema: { params: DeviceIdParamsSchema, body: SetDeviceMonitoringSchema },
    },
    async (request) =>
      writeDevice(context, requireAuth(request), request.params.id, (tx, device) =>
        setDeviceMonitoring(tx, device, request.body),
      ),
  );
  api.get(
    '/devices/:id/events',
    {
      config: { permission: 'view_devices' },
      schema: { params: DeviceIdParamsSchema, querystring: DeviceEventListQuerySchema },
    },
    async (request) => {
      const auth = requireAuth(request);
      await requireDeviceInScope(context.db, auth, request.params.id);
      return listDeviceEvents(context.db, request.params.id, request.query);
    },
  );
}
