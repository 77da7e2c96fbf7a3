import { FIELD_MESSAGES, type FieldMessageKey, fieldMessage } from '@netfleet/contracts';
import { describe, expect, it } from 'vitest';
import { LIST_INPUT_MESSAGES } from '../../core/listInput/listInputOptions.js';
import { RULE_MESSAGES, type RuleMessageKey, ruleMessage } from '../../core/messages/ruleMessages.js';
import { formatText } from '../texts.js';
import { FORMS_RESOURCES } from './formsResources.js';
import { type FormsTranslate, translateEnglish } from './useFormsTexts.js';
import { validationText } from './validationText.js';

const translateIn =
  (language: 'nb' | 'ja' | 'uk'): FormsTranslate =>
  (key, values) =>
    formatText(FORMS_RESOURCES[language][key], values ?? {});

const VALUES = { label: 'Name', min: 3, max: 255, step: 5, value: 'ab', size: '80MB', example: '#1E88E5' };

describe('validationText', () => {
  it("says a schema's field message in the user's language, with the form's own label", () => {
    expect(validationText(translateIn('nb'), 'Name must be at most 255 characters', 'Navn')).toBe(
      'Navn kan ha høyst 255 tegn',
    );
    expect(validationText(translateIn('ja'), 'Company is required', '会社')).toBe('会社は必須です');
    expect(validationText(translateIn('uk'), 'Port must be between 1 and 65535', 'Порт')).toBe(
      'Поле «Порт» має бути від 1 до 65535',
    );
    // Without the form's label, the message's own stays.
    expect(validationText(translateIn('nb'), 'Amount must be a whole number')).toBe(
      'Amount må være et heltall',
    );
  });

  it("says the forms' own checks in the user's language", () => {
    expect(validationText(translateIn('ja'), LIST_INPUT_MESSAGES.maxItems(5))).toBe(
      '追加できる項目は最大5件です',
    );
    expect(validationText(translateIn('nb'), LIST_INPUT_MESSAGES.duplicate('10.0.0.1'))).toBe(
      '10.0.0.1 står allerede i listen',
    );
    expect(validationText(translateIn('uk'), ruleMessage('fileSize', { size: '80MB' }))).toBe(
      'Максимальний розмір файлу — 80MB',
    );
  });

  it('leaves any other text as it is: a translated message, a server refusal of its own', () => {
    expect(validationText(translateIn('nb'), 'Navn må fylles ut', 'Navn')).toBe('Navn må fylles ut');
    expect(validationText(translateIn('ja'), 'A device with this serial is already registered')).toBe(
      'A device with this serial is already registered',
    );
  });

  it('has a text for every message, English as the catalogues word it, and translated', () => {
    for (const key of Object.keys(FIELD_MESSAGES) as FieldMessageKey[]) {
      const english = fieldMessage(key, VALUES);
      expect(validationText(translateEnglish, english, 'Name'), key).toBe(english);
      for (const language of ['nb', 'ja', 'uk'] as const) {
        expect(validationText(translateIn(language), english, 'Name'), `${language} ${key}`).not.toBe(
          english,
        );
      }
    }
    for (const key of Object.keys(RULE_MESSAGES) as RuleMessageKey[]) {
      const english = ruleMessage(key, VALUES);
      expect(validationText(translateEnglish, english), key).toBe(english);
      for (const language of ['nb', 'ja', 'uk'] as const) {
        expect(validationText(translateIn(language), english), `${language} ${key}`).not.toBe(english);
      }
    }
  });
});
