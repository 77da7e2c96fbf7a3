import * as v from 'valibot';

/** One sent mail of `GET /mail-logs` (the Mail logs page). */
export const MailLogEntrySchema = v.object({
  id: v.number(),
  /** `activation`, `invitation`, `mfa_code`, `credit_code`, … */
  kind: v.string(),
  to_email: v.string(),
  subject: v.string(),
  body: v.string(),
  user_id: v.nullable(v.number()),
  created_at: v.string(),
});
export type MailLogEntry = v.InferOutput<typeof MailLogEntrySchema>;
