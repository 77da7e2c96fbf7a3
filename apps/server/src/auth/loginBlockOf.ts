import type { AuthContext } from './loadAuthContext.js';

/** A reason the signed-in user may not use the console yet (spec §2.4 "Full-page notices"). */
export interface LoginBlock {
  code: 'NOT_INVITED_EXTERNAL_USER' | 'EMAIL_NOT_VERIFIED' | 'MFA_MANDATORY';
  message: string;
}

/**
 * What keeps this user out of the API, or null. The console shows the matching full-page
 * notice for each code (the api-client's global error codes); checked in this order because
 * an uninvited SSO user cannot fix anything else first.
 */
export function loginBlockOf(auth: AuthContext): LoginBlock | null {
  if (auth.user.externalNotInvited) {
    return {
      code: 'NOT_INVITED_EXTERNAL_USER',
      message:
        'You signed in through your organisation, but nobody has invited you to Netfleet yet. Ask an administrator of your company for an invitation.',
    };
  }
  if (!auth.user.emailVerified) {
    return {
      code: 'EMAIL_NOT_VERIFIED',
      message: `Confirm your e-mail address ${auth.user.email} to continue: open the link in the activation e-mail, or send a new one.`,
    };
  }
  if (auth.user.mfaRequired && auth.user.mfaType === null) {
    return {
      code: 'MFA_MANDATORY',
      message: 'Your company requires multi-factor authentication. Set it up to continue.',
    };
  }
  return null;
}
