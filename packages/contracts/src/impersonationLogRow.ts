import * as v from 'valibot';

/** Why an impersonation ended (`impersonation_logs.end_reason`). */
export const IMPERSONATION_END_REASONS = [
  'cancelled',
  'access_revoked',
  'access_expired',
  'signed_out',
] as const;

/** A row of `GET /users/impersonation-logs`: who acted as whom, from when to when. */
export const ImpersonationLogRowSchema = v.object({
  id: v.number(),
  impersonator_id: v.number(),
  impersonator_name: v.string(),
  impersonator_email: v.string(),
  user_id: v.number(),
  user_name: v.string(),
  user_email: v.string(),
  company_id: v.number(),
  company_name: v.string(),
  started_at: v.string(),
  /** Null while it lasts. */
  ended_at: v.nullable(v.string()),
  /** One of {@link IMPERSONATION_END_REASONS}; null while it lasts. */
  end_reason: v.nullable(v.string()),
});
export type ImpersonationLogRow = v.InferOutput<typeof ImpersonationLogRowSchema>;
