import {
  CreateNoticeSchema,
  idParamsSchema,
  type Notice,
  NoticeListQuerySchema,
  UpdateNoticeSchema,
} from '@netfleet/contracts';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notices } from '../../db/schema.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { requireAuth } from '../../http/requireAuth.js';
import { sendError } from '../../http/sendError.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { listRows } from '../../lists/listRows.js';
import type { ServerContext } from '../../serverContext.js';
import { NOTICE_LIST_KIND } from './queries.js';

const NoticeIdParamsSchema = idParamsSchema('The notice id must be a number');

const toNoticeJson = (row: typeof notices.$inferSelect): Notice => ({
  id: row.id,
  type: row.type,
  message: row.message,
  enabled_at: row.enabledAt.toISOString(),
});

const toAdminNoticeJson = (row: typeof notices.$inferSelect) => ({
  ...toNoticeJson(row),
  enabled: row.enabled,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt?.toISOString() ?? null,
});

const manage = {
  permission: 'admin_view_notice',
  refusal: 'You do not have permission to manage global notices.',
} as const;

/**
 * Global notices (spec §2.6, §7):
 * - `GET /notices` → `{ data: [{ id, type, message, enabled_at }] }`: notices switched on and
 *   started by now, newest first, for every signed-in user (the header widget). `message` is
 *   HTML as stored; the console sanitises it;
 * - `GET /notices/all` (admin_view_notice) → the list query of `NOTICE_LIST`: every notice
 *   with `enabled`, `created_at`, `updated_at` (the `/notices` page);
 * - `POST /notices { type, message, enabled_at?, enabled? }` (admin_view_notice) → 201 `{ data }`;
 * - `PUT /notices/:id { type, message, enabled_at, enabled }` (admin_view_notice) → `{ data }`;
 * - `DELETE /notices/:id` (admin_view_notice) → 204.
 */
export async function noticeRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();

  api.get('/notices', async () => {
    const rows = await db
      .select()
      .from(notices)
      .where(and(eq(notices.enabled, true), lte(notices.enabledAt, new Date(now()))))
      .orderBy(desc(notices.enabledAt), desc(notices.id))
      .limit(50);
    return { data: rows.map(toNoticeJson) };
  });

  api.get(
    '/notices/all',
    { config: manage, schema: { querystring: NoticeListQuerySchema } },
    async (request) => listRows(db, requireAuth(request), NOTICE_LIST_KIND, request.query),
  );

  api.post('/notices', { config: manage, schema: { body: CreateNoticeSchema } }, async (request, reply) => {
    const auth = requireAuth(request);
    const body = request.body;
    const [row] = await db
      .insert(notices)
      .values({
        type: body.type,
        message: body.message,
        enabledAt: body.enabled_at ? new Date(body.enabled_at) : new Date(now()),
        enabled: body.enabled ?? true,
        createdBy: auth.user.id,
        createdAt: new Date(now()),
      })
      .returning();
    if (!row) throw new Error('The notice was not stored');
    return reply.code(201).send({ data: toAdminNoticeJson(row) });
  });

  api.put(
    '/notices/:id',
    { config: manage, schema: { params: NoticeIdParamsSchema, body: UpdateNoticeSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const body = request.body;
      const [row] = await db
        .update(notices)
        .set({
          type: body.type,
          message: body.message,
          enabledAt: new Date(body.enabled_at),
          enabled: body.enabled,
          updatedAt: new Date(now()),
        })
        .where(eq(notices.id, id))
        .returning();
      if (!row) return sendError(reply, 404, API_ERROR_CODES.NOT_FOUND, `No notice ${id}.`);
      return { data: toAdminNoticeJson(row) };
    },
  );

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
