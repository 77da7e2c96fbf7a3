import {
  AddApprovedDeviceSchema,
  type ApprovedDevice,
  ApprovedDeviceListQuerySchema,
  ERROR_CODES,
  IdParamsSchema,
} from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { approvedDevices } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { listRows } from '../../lists/listRows.js';
import type { ServerContext } from '../../serverContext.js';
import { isUniqueViolation } from '../deviceAdd/insertDevices.js';
import { APPROVED_DEVICE_LIST_KIND } from './queries.js';

const config = {
  permission: 'manage_approved_devices',
  refusal: 'Only the system operator may manage approved devices.',
} as const;

/**
 * Approved devices (`/auth-devices` in the console; manage_approved_devices, the system operator):
 * - `GET /devices/authorized`: the list (`q` over serial, MAC, comment; sort; paging);
 * - `POST /devices/authorized` `AddApprovedDeviceSchema` → 201 `{ data, message }`; a serial
 *   approved already is a 422 on `serial`;
 * - `DELETE /devices/authorized/{id}` → `{ message }`, 404 for an unknown id.
 */
export async function approvedDeviceRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();

  api.get(
    '/devices/authorized',
    { config, schema: { querystring: ApprovedDeviceListQuerySchema } },
    async (request) => listRows(db, requireAuth(request), APPROVED_DEVICE_LIST_KIND, request.query),
  );

  api.post(
    '/devices/authorized',
    { config, schema: { body: AddApprovedDeviceSchema } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const body = request.body;
      const taken = () =>
        ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, 'This serial is approved already', 'serial');
      const [existing] = await db
        .select({ id: approvedDevices.id })
        .from(approvedDevices)
        .where(eq(approvedDevices.serial, body.serial));
      if (existing) throw taken();
      let row: typeof approvedDevices.$inferSelect | undefined;
      try {
        [row] = await db
          .insert(approvedDevices)
          .values({
            serial: body.serial,
            mac: body.mac,
            comment: body.comment ?? null,
            createdBy: auth.user.id,
            createdAt: new Date(now()),
          })
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      if (!row) throw new Error('The approved device was not stored');
      const data: ApprovedDevice = {
        id: row.id,
        serial: row.serial,
        mac: row.mac,
        comment: row.comment,
        created_by_email: auth.user.email,
        created_at: row.createdAt.toISOString(),
      };
      return reply.code(201).send({ data, message: 'Approved device created successfully' });
    },
  );

  api.delete('/devices/authorized/:id', { config, schema: { params: IdParamsSchema } }, async (request) => {
    const removed = await db
      .delete(approvedDevices)
      .where(eq(approvedDevices.id, request.params.id))
      .returning({ id: approvedDevices.id });
    if (removed.length === 0) {
      throw ApiError.of(404, ERROR_CODES.NOT_FOUND, `No approved device ${request.params.id}.`, 'id');
    }
    return { message: 'Approved device removed successfully' };
  });
}
