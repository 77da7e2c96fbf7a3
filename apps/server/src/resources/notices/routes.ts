import { CreateNoticeSchema, idParamsSchema, type Notice } from '@netfleet/contracts';
import { desc, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notices } from '../../db/schema.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { requireAuth } from '../../http/requireAuth.js';
import { sendError } from '../../http/sendError.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import type { ServerContext } from '../../serverContext.js';

const NoticeIdParamsSchema = idParamsSchema('The notice id must be a number');

const toNoticeJson = (row: typeof notices.$inferSelect): Notice => ({
  id: row.id,
  type: row.type,
  message: row.message,
  enabled_at: row.enabledAt.toISOString(),
});

const manage = {
  permission: 'admin_view_notice',
  refusal: 'You do not have permission to manage global notices.',
} as const;

/**
 * Global notices (spec §2.6, §7):
 * - `GET /notices` → `{ data: [{ id, type, message, enabled_at }] }`: notices enabled by now,
 *   newest first, for every signed-in user. `message` is HTML as stored; the console sanitises it;
 * - `POST /notices { type, message, enabled_at? }` (admin_view_notice) → 201 `{ data }`;
 * - `DELETE /notices/:id` (admin_view_notice) → 204.
 */
export async function noticeRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();

  api.get('/notices', async () => {
    const rows = await db
      .select()
      .from(notices)
      .where(lte(notices.enabledAt, new Date(now())))
      .orderBy(desc(notices.enabledAt), desc(notices.id))
      .limit(50);
    return { data: rows.map(toNoticeJson) };
  });

  api.post('/notices', { config: manage, schema: { body: CreateNoticeSchema } }, async (request, reply) => {
    const auth = requireAuth(request);
    const body = request.body;
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

  api.delete(
    '/notices/:id',
    { config: manage, schema: { params: NoticeIdParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const deleted = await db.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id });
      if (deleted.length === 0) return sendError(reply, 404, API_ERROR_CODES.NOT_FOUND, `No notice ${id}.`);
      return reply.code(204).send();
    },
  );
}
