import {
  type AvatarResponseSchema,
  AvatarUploadSchema,
  ERROR_CODES,
  idParamsSchema,
} from '@netfleet/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { userAvatars, users } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { companyScopeCondition } from '../../scope/companyScopeCondition.js';
import type { ServerContext } from '../../serverContext.js';
import { decodeAvatar } from './avatarImage.js';

const AvatarParamsSchema = v.object({
  userId: idParamsSchema('The user id must be a number').entries.id,
});

type AvatarResponse = v.InferOutput<typeof AvatarResponseSchema>;

/** How long a browser may keep an avatar: its URL changes (`?v=`) when the picture does. */
const AVATAR_MAX_AGE_S = 86_400;

/**
 * The user's picture, kept in `user_avatars`:
 * - `PUT /user/avatar` `AvatarUploadSchema` → `{ data: { avatar_url } }`: a PNG, JPEG or WebP
 *   of at most 256 KiB whose bytes are what its type says (422 on `data_url` otherwise);
 *   `users.avatar_url` (and so `GET /user`) becomes `/api/user/avatar/<id>?v=<ms>`;
 * - `GET /user/avatar/:userId`: the picture, to the user itself and to users whose role's
 *   scope holds the user's company, `private, max-age=86400`, `nosniff`; 404 when there is
 *   none or it is out of scope;
 * - `DELETE /user/avatar` → `{ data: { avatar_url: null } }`.
 */
export async function avatarRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();

  api.put(
    '/user/avatar',
    { config: { access: 'own' }, schema: { body: AvatarUploadSchema } },
    async (request) => {
      const auth = requireAuth(request);
      const image = decodeAvatar(request.body.data_url);
      if ('problem' in image) {
        throw ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, image.problem, 'data_url');
      }
      const updatedAt = new Date(now());
      const avatarUrl = `/api/user/avatar/${auth.user.id}?v=${updatedAt.getTime()}`;
      await db.transaction(async (tx) => {
        const row = { contentType: image.contentType, data: image.bytes.toString('base64'), updatedAt };
        await tx
          .insert(userAvatars)
          .values({ userId: auth.user.id, ...row })
          .onConflictDoUpdate({ target: userAvatars.userId, set: row });
        await tx.update(users).set({ avatarUrl }).where(eq(users.id, auth.user.id));
      });
      const body: AvatarResponse = { data: { avatar_url: avatarUrl } };
      return body;
    },
  );

  api.get('/user/avatar/:userId', { schema: { params: AvatarParamsSchema } }, async (request, reply) => {
    const auth = requireAuth(request);
    const { userId } = request.params;
    // One's own picture always; another user's only within the companies one may see, and
    // the same 404 outside them as for a user without a picture.
    const inScope = userId === auth.user.id ? undefined : companyScopeCondition(db, auth, users.companyId);
    const [avatar] = await db
      .select({
        contentType: userAvatars.contentType,
        data: userAvatars.data,
        updatedAt: userAvatars.updatedAt,
      })
      .from(userAvatars)
      .innerJoin(users, eq(users.id, userAvatars.userId))
      .where(and(eq(userAvatars.userId, userId), inScope))
      .limit(1);
    if (!avatar) throw ApiError.of(404, API_ERROR_CODES.NOT_FOUND, 'This user has no picture.', 'userId');
    return reply
      .header('cache-control', `private, max-age=${AVATAR_MAX_AGE_S}`)
      .header('x-content-type-options', 'nosniff')
      .header('last-modified', avatar.updatedAt.toUTCString())
      .type(avatar.contentType)
      .send(Buffer.from(avatar.data, 'base64'));
  });

  api.delete('/user/avatar', { config: { access: 'own' } }, async (request) => {
    const auth = requireAuth(request);
    await db.transaction(async (tx) => {
      await tx.delete(userAvatars).where(eq(userAvatars.userId, auth.user.id));
      await tx.update(users).set({ avatarUrl: null }).where(eq(users.id, auth.user.id));
    });
    const body: AvatarResponse = { data: { avatar_url: null } };
    return body;
  });
}
