import { describe, expect, it } from 'vitest';
import { FAILED_TO_CONNECT_MESSAGE } from '../../core/errors/messages.js';
import { emailCodeMessage, mfaPromptTexts, PASSWORD_PROMPT_TEXTS } from '../../core/submit/prompts.js';
import { formatText, formTexts } from '../texts.js';
import { FORM_LANGUAGES, FORMS_NAMESPACE } from './formsLanguages.js';
import { FORMS_I18N_RESOURCES, FORMS_RESOURCES } from './formsResources.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the forms language resources', () => {
  it('cover English, Norwegian, Japanese and Ukrainian, also under the forms namespace', () => {
    expect(Object.keys(FORMS_RESOURCES).sort()).toEqual([...FORM_LANGUAGES].sort());
    for (const language of FORM_LANGUAGES) {
      expect(FORMS_I18N_RESOURCES[language]).toEqual({ [FORMS_NAMESPACE]: FORMS_RESOURCES[language] });
    }
    expect(FORMS_RESOURCES.en).toBe(formTexts);
  });

  it("repeat the core's step-up texts in English (spec forms §8)", () => {
    const email = mfaPromptTexts('email', 'a@b.test');
    expect(formTexts.mfaEmailTitle).toBe(email.title);
    expect(formatText(formTexts.mfaEmailMessage, { email: 'a@b.test' })).toBe(emailCodeMessage('a@b.test'));
    expect(formTexts.codeLabel).toBe(email.inputLabel);
    expect(formTexts.confirm).toBe(email.confirmText);
    expect(formTexts.mfaTotpTitle).toBe(mfaPromptTexts('totp', '').title);
    expect(formatText(formTexts.mfaIdTitle, { provider: 'Acme' })).toBe(
      mfaPromptTexts('teltonika_id', '', 'Acme').title,
    );
    expect(formTexts.passwordTitle).toBe(PASSWORD_PROMPT_TEXTS.title);
    expect(formTexts.passwordMessage).toBe(PASSWORD_PROMPT_TEXTS.message);
    expect(formTexts.passwordLabel).toBe(PASSWORD_PROMPT_TEXTS.inputLabel);
    expect(FAILED_TO_CONNECT_MESSAGE).toBe('Failed to connect to server.');
  });

  for (const language of FORM_LANGUAGES) {
    it(`${language}: has every English key, no empty text, the same placeholders`, () => {
      const resource: Readonly<Record<string, string>> = FORMS_RESOURCES[language];
      expect(Object.keys(resource).sort()).toEqual(Object.keys(formTexts).sort());
      for (const [key, english] of Object.entries(formTexts)) {
        const text = resource[key] ?? '';
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english));
        expect(text, key).not.toMatch(/\{\{|\}\}/);
        // Translated, except what reads the same everywhere (OK).
        if (language !== 'en' && english !== 'OK') expect(text, `${language} ${key}`).not.toBe(english);
      }
    });
  }
});
