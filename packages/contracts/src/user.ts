import * as v from 'valibot';

/** Multi-factor methods a user can hold. */
export const MfaTypeSchema = v.nullable(v.picklist(['email', 'teltonika_id', 'totp']));

/** The body of `GET /api/user` (spec: console-shell-and-session §7). */
export const UserResponseSchema = v.object({
  username: v.string(),
  email: v.string(),
  id: v.number(),
  company: v.object({
    id: v.number(),
    parent_id: v.nullable(v.number()),
    name: v.string(),
    level: v.number(),
    show_payment: v.boolean(),
  }),
  role: v.object({ id: v.number(), name: v.string(), title: v.string() }),
  avatar_url: v.nullable(v.string()),
  tos_accepted: v.boolean(),
  mfa_type: MfaTypeSchema,
  /** Session expiry, unix seconds. */
  exp: v.number(),
  permissions: v.array(v.string()),
  token: v.object({
    /** Present when impersonating: who is acting on this user's behalf. */
    act: v.optional(v.nullable(v.object({ sub: v.number(), email: v.string() }))),
  }),
  /** Unix seconds until which impersonation access is granted, or null. */
  impersonation_access_limit: v.nullable(v.number()),
  country_iso_code: v.nullable(v.string()),
});
export type UserResponse = v.InferOutput<typeof UserResponseSchema>;

/** The current user as the console holds it (spec §3), flattened from {@link UserResponse}. */
export interface CurrentUser {
  username: string;
  email: string;
  id: number;
  company_id: number;
  parent_id: number | null;
  company_name: string;
  company_level: number;
  role_id: number;
  role: string;
  role_title: string;
  avatar_url: string | null;
  tos_accepted: boolean;
  mfa_type: 'email' | 'teltonika_id' | 'totp' | null;
  exp: number;
  permissions: string[];
  impersonation_access_limit: number | null;
  act: { sub: number; email: string } | null;
  country_iso_code: string | null;
  show_payment: boolean;
  /** Payment controls are shown when the company level is 1. */
  show_payment_control: boolean;
  isImpersonating: boolean;
}

/** Flattens the `/user` body into the {@link CurrentUser} the console works with. */
export function toCurrentUser(body: UserResponse): CurrentUser {
  const act = body.token.act ?? null;
  return {
    username: body.username,
    email: body.email,
    id: body.id,
    company_id: body.company.id,
    parent_id: body.company.parent_id,
    company_name: body.company.name,
    company_level: body.company.level,
    role_id: body.role.id,
    role: body.role.name,
    role_title: body.role.title,
    avatar_url: body.avatar_url,
    tos_accepted: body.tos_accepted,
    mfa_type: body.mfa_type,
    exp: body.exp,
    permissions: body.permissions,
    impersonation_access_limit: body.impersonation_access_limit,
    act,
    country_iso_code: body.country_iso_code,
    show_payment: body.company.show_payment,
    show_payment_control: body.company.level === 1,
    isImpersonating: act !== null,
  };
}
