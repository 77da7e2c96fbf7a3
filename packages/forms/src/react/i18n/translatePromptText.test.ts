import { describe, expect, it } from 'vitest';
import { emailCodeMessage, mfaPromptTexts, PASSWORD_PROMPT_TEXTS } from '../../core/submit/prompts.js';
import { type FormTextKey, formatText } from '../texts.js';
import { ja } from './resources/ja.js';
import { translatePromptText } from './translatePromptText.js';
import { translateEnglish } from './useFormsTexts.js';

const japanese = (key: FormTextKey, values?: Readonly<Record<string, string | number>>) =>
  values ? formatText(ja[key], values) : ja[key];

describe('translatePromptText', () => {
  it("gives the core's step-up texts in the user's language", () => {
    const email = mfaPromptTexts('email', 'ada@netfleet.test');
    expect(translatePromptText(japanese, email.title)).toBe('認証コードを入力');
    expect(translatePromptText(japanese, email.message ?? '')).toBe(
      '確認コードを ada@netfleet.test に送信しました。受信トレイを確認して認証を完了してください。',
    );
    expect(translatePromptText(japanese, email.inputLabel)).toBe('コード');
    expect(translatePromptText(japanese, email.confirmText)).toBe('確認');
    expect(translatePromptText(japanese, mfaPromptTexts('totp', '').title)).toBe('TOTP 認証');
    expect(translatePromptText(japanese, mfaPromptTexts('teltonika_id', '', 'Acme').title)).toBe(
      'Acme ID 認証',
    );
    expect(translatePromptText(japanese, PASSWORD_PROMPT_TEXTS.title)).toBe('パスワードの確認');
    expect(translatePromptText(japanese, PASSWORD_PROMPT_TEXTS.inputLabel)).toBe('パスワード');
  });

  it('leaves any other text as it is, and English as the core wrote it', () => {
    expect(translatePromptText(japanese, 'The code is not valid.')).toBe('The code is not valid.');
    expect(translatePromptText(japanese, ' ID verification')).toBe(' ID verification');
    expect(translatePromptText(translateEnglish, emailCodeMessage('x@y.z'))).toBe(emailCodeMessage('x@y.z'));
  });
});
