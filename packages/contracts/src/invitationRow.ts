import * as v from 'valibot';

/** Where an invitation stands: waiting, accepted, past its 7 days, or cancelled by an administrator. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'cancelled'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** A user invitation of `GET /users/invitations` (the Invitations table), in the caller's scope. */
export const InvitationRowSchema = v.object({
  id: v.number(),
  email: v.string(),
  company_id: v.number(),
  company_name: v.string(),
  role_id: v.number(),
  role_title: v.string(),
  /** E-mail of who invited; null when that account is gone. */
  invited_by_email: v.nullable(v.string()),
  status: v.picklist(INVITATION_STATUSES),
  created_at: v.string(),
  expires_at: v.string(),
  accepted_at: v.nullable(v.string()),
  /** When the mail last went out (sent, or resent with a new link). */
  last_sent_at: v.nullable(v.string()),
});
export type InvitationRow = v.InferOutput<typeof InvitationRowSchema>;
