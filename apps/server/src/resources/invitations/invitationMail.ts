import type { OutgoingMail } from '../../mail/writeMail.js';

/** How long an invitation link works (from when it was sent or last resent). */
export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;

/** What an invitation mail says: who invites, into which company, as what, and the link. */
export interface UserInvitationMailInput {
  to: string;
  inviter: { username: string; email: string };
  companyName: string;
  roleTitle: string;
  /** `<public origin><account path>/invitations/<token>`. */
  link: string;
}

/** The mail of a user invitation, first sent or resent (the same words, a new link). */
export function userInvitationMail(input: UserInvitationMailInput): OutgoingMail {
  const { inviter } = input;
  return {
    kind: 'invitation',
    to: input.to,
    subject: `${inviter.username} invites you to ${input.companyName} on Netfleet`,
    body: `Hello,\n\n${inviter.username} (${inviter.email}) invites you to join ${input.companyName} on Netfleet as ${input.roleTitle}.\nAccept the invitation within 7 days:\n${input.link}\n\nIf you did not expect it, ignore this mail.\n`,
  };
}
