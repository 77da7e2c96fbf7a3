import { CreateNotificationSchema, MarkNotificationsSeenSchema } from '@netfleet/contracts';
import { can } from '@netfleet/permissions';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { notifications, users } from '../db/schema.js';
import { API_ERROR_CODES } from '../http/apiErrorCodes.js';
import { parseInput } from '../http/parseInput.js';
import { requireAuth } from '../http/requireAuth.js';
import { sendError } from '../http/sendError.js';
import { toNotificationJson } from '../notifications/toNotificationJson.js';
import type { ServerContext } from '../serverContext.js';

const ListQuerySchema = v.object({
  limit: v.optional(
    v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(100)),
    20,
  ),
  offset: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(0)), 0),
});

/**
 * The signed-in user's notifications (spec §2.6, §7):
 * - `GET /notifications?limit=20&offset=0` → `{ data, meta: { total, unseen } }`, newest first;
 * - `PUT /notifications { id: [ids] }` marks the caller's own unseen ones as seen (ids of other
 *   users' notifications are ignored) → `{ data: { updated } }`;
 * - `POST /notifications { user_id, type, summary }` (create_notifications: super_admin) creates one through
 *   `createNotification`, which also pushes it over the realtime socket → 201 `{ data }`.
 */
export async function notificationRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now, createNotification } = context;

  app.get('/notifications', async (request, reply) => {
    const auth = requireAuth(request);
    const query = parseInput(ListQuerySchema, request.query, reply);
    if (!query) return reply;
    const mine = eq(notifications.userId, auth.user.id);
    const rows = await db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit)
      .offset(query.offset);
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

  app.put('/notifications', async (request, reply) => {
    const auth = requireAuth(request);
    const body = parseInput(MarkNotificationsSeenSchema, request.body, reply);
    if (!body) return reply;
    if (body.id.length === 0) return { data: { updated: 0 } };
    const updated = await db
      .update(notifications)
      .set({ seenAt: new Date(now()) })
      .where(
        and(
          eq(notifications.userId, auth.user.id),
          inArray(notifications.id, body.id),
          isNull(notifications.seenAt),
        ),
      )
      .returning({ id: notifications.id });
    return { data: { updated: updated.length } };
  });

  app.post('/notifications', async (request, reply) => {
    const auth = requireAuth(request);
    if (!can(auth.permissions, 'create_notifications')) {
      return sendError(
        reply,
        403,
        API_ERROR_CODES.FORBIDDEN,
        'Only system administrators send notifications.',
      );
    }
    const body = parseInput(CreateNotificationSchema, request.body, reply);
    if (!body) return reply;
    const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, body.user_id)).limit(1);
    if (!target) {
      return sendError(reply, 404, API_ERROR_CODES.NOT_FOUND, `No user ${body.user_id}.`, 'user_id');
    }
    const data = await createNotification(target.id, { type: body.type, summary: body.summary });
    return reply.code(201).send({ data });
  });
}
