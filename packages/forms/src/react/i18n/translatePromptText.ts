import { emailCodeMessage, mfaPromptTexts, PASSWORD_PROMPT_TEXTS } from '../../core/submit/prompts.js';
import type { FormTextKey } from '../texts.js';
import type { FormsTranslate } from './useFormsTexts.js';

// The core makes the step-up prompts in English (spec forms §8); the modals show them in
// the user's language. Texts are recognised by the core's own wording, so they never drift.
const email = mfaPromptTexts('email', '');
const FIXED: ReadonlyMap<string, FormTextKey> = new Map<string, FormTextKey>([
  [email.title, 'mfaEmailTitle'],
  [email.inputLabel, 'codeLabel'],
  [email.confirmText, 'confirm'],
  [mfaPromptTexts('totp', '').title, 'mfaTotpTitle'],
  [PASSWORD_PROMPT_TEXTS.title, 'passwordTitle'],
  [PASSWORD_PROMPT_TEXTS.message, 'passwordMessage'],
  [PASSWORD_PROMPT_TEXTS.inputLabel, 'passwordLabel'],
  [PASSWORD_PROMPT_TEXTS.confirmText, 'confirm'],
]);

const MARK = '\u0000';

/** A text made by `make(MARK)` around one value: its part before and after the value. */
function around(make: (value: string) => string): [string, string] {
  const [before = '', after = ''] = make(MARK).split(MARK);
  return [before, after];
}

const EMAIL_MESSAGE = around(emailCodeMessage);
const ID_TITLE = around((provider) => mfaPromptTexts('teltonika_id', '', provider).title);

function valueIn(text: string, [before, after]: [string, string]): string | null {
  if (text.length <= before.length + after.length) return null;
  return text.startsWith(before) && text.endsWith(after)
    ? text.slice(before.length, text.length - after.length)
    : null;
}

/**
 * A step-up prompt's text in the user's language when it is one of the core's (titles,
 * labels, the e-mail and password messages, "Confirm"); any other text (a server's
 * message) as it is.
 *
 * @example
 * translatePromptText(t, 'TOTP verification'); // 'TOTP 認証' in Japanese
 */
export function translatePromptText(t: FormsTranslate, text: string): string {
  const key = FIXED.get(text);
  if (key) return t(key);
  const address = valueIn(text, EMAIL_MESSAGE);
  if (address !== null) return t('mfaEmailMessage', { email: address });
  const provider = valueIn(text, ID_TITLE);
  if (provider !== null) return t('mfaIdTitle', { provider });
  return text;
}
