import { CreateNoticeSchema, type Notice } from '@netfleet/contracts';
import { can } from '@netfleet/permissions';
import { desc, eq, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notices } from '../db/schema.js';
import { API_ERROR_CODES } from '../http/apiErrorCodes.js';
import { idParamsSchema } from '../http/idParamsSchema.js';
import { parseInput } from '../http/parseInput.js';
import { requireAuth } from '../http/requireAuth.js';
import { sendError } from '../http/sendError.js';
import type { ServerContext } from '../serverContext.js';

const IdParamsSchema = idParamsSchema('a notice id');

const toNoticeJson = (row: typeof notices.$inferSelect): Notice => ({
  id: row.id,
  type: row.type,
  message: row.message,
  enabled_at: row.enabledAt.toISOString(),
});

/**
 * Global notices (spec §2.6, §7):
 * - `GET /notices` → `{ data: [{ id, type, message, enabled_at }] }`: notices enabled by now,
 *   newest first, for every signed-in user. `message` is HTML as stored; the console sanitises it;
 * - `POST /notices { type, message, enabled_at? }` (admin_view_notice) → 201 `{ data }`;
 * - `DELETE /notices/:id` (admin_view_notice) → 204.
 */
export async function noticeRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now } = context;
  const mayManage = (permissions: readonly string[], reply: FastifyReply) => {
    if (can(permissions, 'admin_view_notice')) return true;
    sendError(reply, 403, API_ERROR_CODES.FORBIDDEN, 'You do not have permission to manage global notices.');
    return false;
  };

  app.get('/notices', async () => {
    const rows = await db
      .select()
      .from(notices)
      .where(lte(notices.enabledAt, new Date(now())))
      .orderBy(desc(notices.enabledAt), desc(notices.id))
      .limit(50);
    return { data: rows.map(toNoticeJson) };
  });

  app.post('/notices', async (request, reply) => {
    const auth = requireAuth(request);
    if (!mayManage(auth.permissions, reply)) return reply;
    const body = parseInput(CreateNoticeSchema, request.body, reply);
    if (!body) return reply;
    const [row] = await db
      .insert(notices)
      .values({
        type: body.type,
        message: body.message,
        enabledAt: body.enabled_at ? new Date(body.enabled_at) : new Date(now()),
        createdBy: auth.user.id,
        createdAt: new Date(now()),
      })
      .returning();
    if (!row) throw new Error('The notice was not stored');
    return reply.code(201).send({ data: toNoticeJson(row) });
  });

  app.delete('/notices/:id', async (request, reply) => {
    const auth = requireAuth(request);
    if (!mayManage(auth.permissions, reply)) return reply;
    const params = parseInput(IdParamsSchema, request.params, reply);
    if (!params) return reply;
    const deleted = await db.delete(notices).where(eq(notices.id, params.id)).returning({ id: notices.id });
    if (deleted.length === 0)
      return sendError(reply, 404, API_ERROR_CODES.NOT_FOUND, `No notice ${params.id}.`);
    return reply.code(204).send();
  });
}
