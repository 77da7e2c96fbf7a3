import * as v from 'valibot';
import { ImpersonationAccessSchema } from './account.js';
import { MAX_ID, requiredId } from './forms/fields.js';

/** `PUT /users/{id}`: give a user another role, one the caller may invite into its company. */
export const UpdateUserRoleSchema = v.object({ role_id: requiredId('Role') });
export type UpdateUserRolePayload = v.InferOutput<typeof UpdateUserRoleSchema>;

/** Most users one `POST /users/move` moves (a page of the Users table at most). */
export const MOVE_USERS_MAX = 100;

/**
 * `POST /users/move`: move users (1 to 100, each once) into another company of the caller's
 * scope; each move is written to the move log.
 */
export const MoveUsersSchema = v.object({
  user_ids: v.pipe(
    v.array(
      v.pipe(
        v.number('Users must be user ids'),
        v.integer('Users must be user ids'),
        v.minValue(1, 'Users must be user ids'),
        v.maxValue(MAX_ID, 'Users must be user ids'),
      ),
      'Choose the users to move',
    ),
    v.minLength(1, 'Choose the users to move'),
    v.maxLength(MOVE_USERS_MAX, `Move at most ${MOVE_USERS_MAX} users at once`),
    v.check((ids) => new Set(ids).size === ids.length, 'A user is named twice'),
  ),
  company_id: requiredId('Company'),
});
export type MoveUsersPayload = v.InferOutput<typeof MoveUsersSchema>;

/** `POST /users/move` answer: how many users moved, and where to. */
export const MoveUsersResponseSchema = v.object({
  data: v.object({ moved: v.number(), company_id: v.number(), company_name: v.string() }),
  message: v.string(),
});
export type MoveUsersResponse = v.InferOutput<typeof MoveUsersResponseSchema>;

/**
 * `POST /users/{id}/impersonation-access-request`: ask the user (by mail) to grant
 * impersonation access for 1 to 720 hours, as `POST /user/impersonation-access` grants it.
 * @alias
 */
export const ImpersonationAccessRequestSchema = ImpersonationAccessSchema;

/** The token of an impersonation access link (`/users/confirm-impersonation-access/{token}`). */
export const ImpersonationAccessTokenSchema = v.object({
  token: v.pipe(
    v.string('The link is not valid.'),
    v.trim(),
    v.regex(/^[\w-]{16,128}$/, 'The link is not valid.'),
  ),
});
export type ImpersonationAccessTokenPayload = v.InferOutput<typeof ImpersonationAccessTokenSchema>;

/**
 * `POST /user/impersonation-access/request` answer: who asks the signed-in user for
 * impersonation access, for how long, and until when the link works.
 */
export const ImpersonationAccessRequestInfoSchema = v.object({
  data: v.object({
    requested_by_name: v.nullable(v.string()),
    requested_by_email: v.nullable(v.string()),
    hours: v.number(),
    expires_at: v.string(),
  }),
});
export type ImpersonationAccessRequestInfo = v.InferOutput<
  typeof ImpersonationAccessRequestInfoSchema
>['data'];
