import { StorageEntrySchema } from '@netfleet/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { userStorage } from '../db/schema.js';
import { API_ERROR_CODES } from '../http/apiErrorCodes.js';
import { parseInput } from '../http/parseInput.js';
import { requireAuth } from '../http/requireAuth.js';
import { sendError } from '../http/sendError.js';
import type { ServerContext } from '../serverContext.js';

/** Longest stored value: settings are small JSON documents. */
export const STORAGE_VALUE_MAX_LENGTH = 65_536;
/** Most entries one user may hold. */
export const STORAGE_MAX_ENTRIES = 500;

const KeySchema = StorageEntrySchema.entries.key;
const ValueSchema = v.pipe(StorageEntrySchema.entries.value, v.maxLength(STORAGE_VALUE_MAX_LENGTH));
const CreateSchema = v.object({ key: KeySchema, value: ValueSchema });
const UpdateSchema = v.object({ value: ValueSchema });
const ParamsSchema = v.object({ key: KeySchema });
const ListQuerySchema = v.object({
  limit: v.optional(
    v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(100)),
    100,
  ),
  offset: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(0)), 0),
});

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
  const notFound = (reply: Parameters<typeof sendError>[0], key: string) =>
    sendError(reply, 404, API_ERROR_CODES.NOT_FOUND, `No stored setting ${key}.`, 'key');

  app.get('/storage', async (request, reply) => {
    const auth = requireAuth(request);
    const query = parseInput(ListQuerySchema, request.query, reply);
    if (!query) return reply;
    const mine = eq(userStorage.userId, auth.user.id);
    const data = await db
      .select({ key: userStorage.key, value: userStorage.value })
      .from(userStorage)
      .where(mine)
      .orderBy(asc(userStorage.key))
      .limit(query.limit)
      .offset(query.offset);
    const [counted] = await db.select({ total: count() }).from(userStorage).where(mine);
    return { data, meta: { total: counted?.total ?? 0 } };
  });

  app.post('/storage', async (request, reply) => {
    const auth = requireAuth(request);
    const body = parseInput(CreateSchema, request.body, reply);
    if (!body) return reply;
    const at = new Date(now());
    // The count and the insert race only against the same user's own requests; the limit is
    // a guard against runaway clients, not an exact quota.
    const [held] = await db
      .select({ total: count() })
      .from(userStorage)
      .where(eq(userStorage.userId, auth.user.id));
    if ((held?.total ?? 0) >= STORAGE_MAX_ENTRIES) {
      return sendError(
        reply,
        422,
        API_ERROR_CODES.VALIDATION_FAILED,
        `At most ${STORAGE_MAX_ENTRIES} settings can be stored; remove some first.`,
        'key',
      );
    }
    const inserted = await db
      .insert(userStorage)
      .values({ userId: auth.user.id, key: body.key, value: body.value, createdAt: at, updatedAt: at })
      .onConflictDoNothing()
      .returning({ key: userStorage.key, value: userStorage.value });
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
  });

  app.put('/storage/:key', async (request, reply) => {
    const auth = requireAuth(request);
    const params = parseInput(ParamsSchema, request.params, reply);
    if (!params) return reply;
    const body = parseInput(UpdateSchema, request.body, reply);
    if (!body) return reply;
    const updated = await db
      .update(userStorage)
      .set({ value: body.value, updatedAt: new Date(now()) })
      .where(and(eq(userStorage.userId, auth.user.id), eq(userStorage.key, params.key)))
      .returning({ key: userStorage.key, value: userStorage.value });
    if (updated.length === 0) return notFound(reply, params.key);
    return { data: updated[0] };
  });

  app.delete('/storage/:key', async (request, reply) => {
    const auth = requireAuth(request);
    const params = parseInput(ParamsSchema, request.params, reply);
    if (!params) return reply;
    const deleted = await db
      .delete(userStorage)
      .where(and(eq(userStorage.userId, auth.user.id), eq(userStorage.key, params.key)))
      .returning({ key: userStorage.key });
    if (deleted.length === 0) return notFound(reply, params.key);
    return reply.code(204).send();
  });
}
