import { BULK_FAILURE_REASONS, permissionLostReason, tagsNotForCompanyReason } from '@netfleet/contracts';
import { describe, expect, it } from 'vitest';
import { FORMS_RESOURCES } from '../../i18n/formsResources.js';
import { type FormsTranslate, translateEnglish } from '../../i18n/useFormsTexts.js';
import { formatText } from '../../texts.js';
import { bulkFailureText } from './bulkFailureText.js';

const translateIn =
  (language: 'nb' | 'ja' | 'uk'): FormsTranslate =>
  (key, values) =>
    formatText(FORMS_RESOURCES[language][key], values ?? {});

describe('bulkFailureText', () => {
  it("shows the server's reasons in the user's language, with their values", () => {
    const nb = translateIn('nb');
    expect(bulkFailureText(BULK_FAILURE_REASONS.offline, nb)).toBe('Enheten er frakoblet');
    expect(bulkFailureText(tagsNotForCompanyReason(['Depot', 'Night']), nb)).toBe(
      'Ingen etikett Depot, Night for selskapet til denne enheten.',
    );
    expect(bulkFailureText(BULK_FAILURE_REASONS.timeout, translateIn('ja'))).toBe(
      'デバイスが10分以内に応答しませんでした',
    );
    expect(bulkFailureText(permissionLostReason('update_devices'), translateIn('uk'))).toBe(
      'Ви більше не маєте дозволу на цю дію.',
    );
    expect(bulkFailureText(BULK_FAILURE_REASONS.noCredits, translateEnglish)).toBe(
      'Not enough credits of this type left.',
    );
  });

  it("shows a device's own answer as it came, and nothing for no error", () => {
    expect(bulkFailureText('modem busy', translateIn('nb'))).toBe('modem busy');
    expect(bulkFailureText(null, translateIn('nb'))).toBe('');
  });

  it('has a text for every reason in every language', () => {
    for (const language of ['nb', 'ja', 'uk'] as const) {
      for (const text of Object.values(BULK_FAILURE_REASONS)) {
        const shown = bulkFailureText(text, translateIn(language));
        expect(shown, `${language}: ${text}`).not.toBe(text);
        expect(shown, `${language}: ${text}`).not.toMatch(/^undefined|\{/);
      }
    }
  });
});
