import { randomBytes } from 'node:crypto';
import { IdParamsSchema, type IngestTokenResponse } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { deviceEvents, devices } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { isCompanyInScope } from '../../scope/companyInScope.js';
import { hashIngestToken } from '../../seed/demoIngestToken.js';
import type { ServerContext } from '../../serverContext.js';
import { deviceCompanies } from '../../telemetry/deviceCompanies.js';

/** The device `id` when it is in the user's scope; a 404 otherwise, as for an id that does not exist. */
async function deviceInScope(db: Database, auth: AuthContext, id: number): Promise<void> {
  const company = (await deviceCompanies(db, [id])).get(id);
  if (!company || !isCompanyInScope(auth, company)) {
    throw ApiError.of(404, API_ERROR_CODES.NOT_FOUND, `No device ${id} in your companies.`, 'id');
  }
}

/**
 * A device's ingest token (update_devices, the device in the caller's scope, 404 otherwise):
 * - `POST /devices/{id}/ingest-token` issues a new random token (256 bits, base64url) and
 *   answers it this once, `{ data: { device_id, token, issued_at, ingest } }` (`ingest`: where
 *   the device reports with it, as the add-device answer says); the old one stops working;
 * - `DELETE /devices/{id}/ingest-token` revokes it: the device's reports are 401s until a new one.
 * Only the token's SHA-256 is stored. Both leave an event in the device's log, with who did it.
 */
export async function deviceTokenRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();

  api.post(
    '/devices/:id/ingest-token',
    { config: { permission: 'update_devices' }, schema: { params: IdParamsSchema } },
    async (request): Promise<IngestTokenResponse> => {
      const auth = requireAuth(request);
      const { id } = request.params;
      await deviceInScope(db, auth, id);
      const token = randomBytes(32).toString('base64url');
      const issuedAt = new Date(now());
      await db.transaction(async (tx) => {
        await tx
          .update(devices)
          .set({ ingestTokenHash: hashIngestToken(token), ingestTokenIssuedAt: issuedAt })
          .where(eq(devices.id, id));
        await tx.insert(deviceEvents).values({
          deviceId: id,
          at: issuedAt,
          kind: 'ingest_token',
          message: 'Ingest token issued',
          userId: auth.user.id,
        });
      });
      return {
        data: {
          device_id: id,
          token,
          issued_at: issuedAt.toISOString(),
          ingest: context.ingestEndpoints(),
        },
      };
    },
  );

  api.delete(
    '/devices/:id/ingest-token',
    { config: { permission: 'update_devices' }, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { id } = request.params;
      await deviceInScope(db, auth, id);
      await db.transaction(async (tx) => {
        await tx
          .update(devices)
          .set({ ingestTokenHash: null, ingestTokenIssuedAt: null })
          .where(eq(devices.id, id));
        await tx.insert(deviceEvents).values({
          deviceId: id,
          at: new Date(now()),
          kind: 'ingest_token',
          message: 'Ingest token revoked',
          userId: auth.user.id,
        });
      });
      return reply.code(204).send();
    },
  );
}
