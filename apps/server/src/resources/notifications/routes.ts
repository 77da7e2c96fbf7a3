import {
  CreateNotificationSchema,
  MarkNotificationsSeenSchema,
  NotificationPageQuerySchema,
} from '@netfleet/contracts';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifications, users } from '../../db/schema.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { requireAuth } from '../../http/requireAuth.js';
import { sendError } from '../../http/sendError.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import type { ServerContext } from '../../serverContext.js';
import { toNotificationJson } from './toNotificationJson.js';

/**
 * The signed-in user's notifications (spec §2.6, §7). Paged only (newest first, with an
 * `unseen` count), so not on the shared list query:
 * - `GET /notifications?limit=20&offset=0` → `{ data, meta: { total, unseen } }`;
 * - `PUT /notifications { id: [ids] }` marks the caller's own unseen ones as seen (ids of other
 *   users' notifications are ignored) → `{ data: { updated } }`;
 * - `PUT /notifications/seen` marks every unseen notification of the caller's as seen → `{ data: { updated } }`;
 * - `POST /notifications { user_id, type, summary }` (create_notifications) creates one through
 *   `createNotification`, which also pushes it over the realtime socket → 201 `{ data }`.
 */
export async function notificationRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now, createNotification } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();

  api.get('/notifications', { schema: { querystring: NotificationPageQuerySchema } }, async (request) => {
    const auth = requireAuth(request);
    const mine = eq(notifications.userId, auth.user.id);
    const rows = await db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(request.query.limit)
      .offset(request.query.offset);
    const [counted] = await db.select({ total: count() }).from(notifications).where(mine);
    const [unseen] = await db
      .select({ total: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.seenAt)));
    return {
      data: rows.map(toNotificationJson),
      meta: { total: counted?.total ?? 0, unseen: unseen?.total ?? 0 },
    };
  });

  api.put(
    '/notifications',
    { config: { access: 'own' }, schema: { body: MarkNotificationsSeenSchema } },
    async (request) => {
      const auth = requireAuth(request);
      const ids = request.body.id;
      if (ids.length === 0) return { data: { updated: 0 } };
      const updated = await db
        .update(notifications)
        .set({ seenAt: new Date(now()) })
        .where(
          and(
            eq(notifications.userId, auth.user.id),
            inArray(notifications.id, ids),
            isNull(notifications.seenAt),
          ),
        )
        .returning({ id: notifications.id });
      return { data: { updated: updated.length } };
    },
  );

  // "Mark all as seen" of the all-notifications page: every unseen one of the caller's, without
  // listing ids (a user may have more than one request may name).
  api.put('/notifications/seen', { config: { access: 'own' } }, async (request) => {
    const auth = requireAuth(request);
    const updated = await db
      .update(notifications)
      .set({ seenAt: new Date(now()) })
      .where(and(eq(notifications.userId, auth.user.id), isNull(notifications.seenAt)))
      .returning({ id: notifications.id });
    return { data: { updated: updated.length } };
  });

  api.post(
    '/notifications',
    {
      config: {
        permission: 'create_notifications',
        refusal: 'Only system administrators send notifications.',
      },
      schema: { body: CreateNotificationSchema },
    },
    async (request, reply) => {
      const body = request.body;
      const [target] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, body.user_id))
        .limit(1);
      if (!target) {
        return sendError(reply, 404, API_ERROR_CODES.NOT_FOUND, `No user ${body.user_id}.`, 'user_id');
      }
      const data = await createNotification(target.id, { type: body.type, summary: body.summary });
      return reply.code(201).send({ data });
    },
  );
}
