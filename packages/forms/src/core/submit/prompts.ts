import type { MfaMethod, MfaPrompt } from './types.js';

/** Path of the password check after a 423 (spec forms §7). */
export const PASSWORD_CONFIRMATION_PATH = '/password-confirmation';

/** Texts of the password prompt after a 423 (the spec names none). */
export const PASSWORD_PROMPT_TEXTS = Object.freeze({
  title: 'Password confirmation',
  message: 'Enter your password to continue.',
  inputLabel: 'Password',
  inputType: 'password' as const,
  confirmText: 'Confirm',
});

/** The e-mail step's message (spec forms §8). */
export function emailCodeMessage(email: string): string {
  return `The verification code has been sent to ${email}. Please check your inbox and complete authentication step.`;
}

/** Modal, title and texts of the verification modal for a method (spec forms §8). */
export function mfaPromptTexts(
  method: MfaMethod,
  email: string,
  idProviderName = 'Teltonika',
): Omit<MfaPrompt, 'confirm' | 'cancel'> {
  const common = { method, inputLabel: 'Code', inputType: 'text' as const, confirmText: 'Confirm' };
  switch (method) {
    case 'email':
      return {
        ...common,
        modal: 'prompt',
        title: 'Enter authentication code',
        message: emailCodeMessage(email),
      };
    case 'totp':
      return { ...common, modal: 'MfaTOTP', title: 'TOTP verification' };
    case 'teltonika_id':
      return { ...common, modal: 'MfaID', title: `${idProviderName} ID verification` };
  }
}
