import {
  STORAGE_MAX_ENTRIES,
  StorageCreateSchema,
  StorageKeyParamsSchema,
  StoragePageQuerySchema,
  StorageUpdateSchema,
} from '@netfleet/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { userStorage, users } from '../../db/schema.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { requireAuth } from '../../http/requireAuth.js';
import { sendError } from '../../http/sendError.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import type { ServerContext } from '../../serverContext.js';

/**
 * Per-user storage (spec §3, §7): key/value settings of the signed-in user, never anyone
 * else's (every statement is keyed by the session's user id).
 * - `GET /storage?limit=100&offset=0` → `{ data: [{ key, value }], meta: { total } }`, by key;
 * - `POST /storage { key, value }` → 201, 409 `CONFLICT` when the key exists;
 * - `PUT /storage/:key { value }` → 200, 404 when missing;
 * - `DELETE /storage/:key` → 204, 404 when missing.
 */
export async function storageRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();
  const notFound = (reply: FastifyReply, key: string) =>
    sendError(reply, 404, API_ERROR_CODES.NOT_FOUND, `No stored setting ${key}.`, 'key');

  api.get('/storage', { schema: { querystring: StoragePageQuerySchema } }, async (request) => {
    const auth = requireAuth(request);
    const mine = eq(userStorage.userId, auth.user.id);
    const data = await db
      .select({ key: userStorage.key, value: userStorage.value })
      .from(userStorage)
      .where(mine)
      .orderBy(asc(userStorage.key))
      .limit(request.query.limit)
      .offset(request.query.offset);
    const [counted] = await db.select({ total: count() }).from(userStorage).where(mine);
    return { data, meta: { total: counted?.total ?? 0 } };
  });

  api.post(
    '/storage',
    { config: { access: 'own' }, schema: { body: StorageCreateSchema } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const body = request.body;
      const at = new Date(now());
      // The user's row is locked while its entries are counted: parallel requests of one user
      // count one after another, so the limit holds (40 parallel POSTs at 495 made 535).
      const inserted = await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, auth.user.id)).for('update');
        const [held] = await tx
          .select({ total: count() })
          .from(userStorage)
          .where(eq(userStorage.userId, auth.user.id));
        if ((held?.total ?? 0) >= STORAGE_MAX_ENTRIES) return null;
        return tx
          .insert(userStorage)
          .values({ userId: auth.user.id, key: body.key, value: body.value, createdAt: at, updatedAt: at })
          .onConflictDoNothing()
          .returning({ key: userStorage.key, value: userStorage.value });
      });
      if (inserted === null) {
        return sendError(
          reply,
          422,
          API_ERROR_CODES.VALIDATION_FAILED,
          `At most ${STORAGE_MAX_ENTRIES} settings can be stored; remove some first.`,
          'key',
        );
      }
      if (inserted.length === 0) {
        return sendError(
          reply,
          409,
          API_ERROR_CODES.CONFLICT,
          `The setting ${body.key} exists already; update it with PUT.`,
          'key',
        );
      }
      return reply.code(201).send({ data: inserted[0] });
    },
  );

  api.put(
    '/storage/:key',
    { config: { access: 'own' }, schema: { params: StorageKeyParamsSchema, body: StorageUpdateSchema } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { key } = request.params;
      const updated = await db
        .update(userStorage)
        .set({ value: request.body.value, updatedAt: new Date(now()) })
        .where(and(eq(userStorage.userId, auth.user.id), eq(userStorage.key, key)))
        .returning({ key: userStorage.key, value: userStorage.value });
      if (updated.length === 0) return notFound(reply, key);
      return { data: updated[0] };
    },
  );

  api.delete(
    '/storage/:key',
    { config: { access: 'own' }, schema: { params: StorageKeyParamsSchema } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { key } = request.params;
      const deleted = await db
        .delete(userStorage)
        .where(and(eq(userStorage.userId, auth.user.id), eq(userStorage.key, key)))
        .returning({ key: userStorage.key });
      if (deleted.length === 0) return notFound(reply, key);
      return reply.code(204).send();
    },
  );
}
