import * as v from 'valibot';

/** `POST /api/account/token/refresh` answer: the new access token's expiry, unix seconds. */
export const TokenRefreshResponseSchema = v.object({ exp: v.number() });
export type TokenRefreshResponse = v.InferOutput<typeof TokenRefreshResponseSchema>;

/**
 * `POST /api/account/token/revoke` body, all optional: the console passes on its page's
 * `client_id` and `redirect_uri` query (spec §7). The body may also be empty.
 */
export const TokenRevokeRequestSchema = v.object({
  client_id: v.optional(v.nullable(v.string())),
  redirect_uri: v.optional(v.nullable(v.string())),
});
export type TokenRevokeRequest = v.InferOutput<typeof TokenRevokeRequestSchema>;

/** `POST /api/account/token/revoke` answer: where the browser goes next (the sign-in page). */
export const TokenRevokeResponseSchema = v.object({ location: v.string() });
export type TokenRevokeResponse = v.InferOutput<typeof TokenRevokeResponseSchema>;

/**
 * The claims of a JWT-shaped session token as a client reads them: `sub` the user, `exp`
 * and `iat` unix seconds, `act` the impersonator while impersonating (RFC 8693). Other
 * claims pass through unchecked.
 */
export const TokenClaimsSchema = v.looseObject({
  sub: v.optional(v.union([v.string(), v.number()])),
  exp: v.optional(v.number()),
  iat: v.optional(v.number()),
  act: v.optional(v.nullable(v.object({ sub: v.number(), email: v.string() }))),
});
export type TokenClaims = v.InferOutput<typeof TokenClaimsSchema>;
