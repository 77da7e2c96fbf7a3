import { describe, expect, it } from 'vitest';
import { defineTexts } from './defineTexts.js';
import { registerTranslations, textsIn } from './translations.js';

describe('textsIn', () => {
  it("gives a feature's own tree first, and the registered one for a feature carrying English only", () => {
    const full = defineTexts('translations-test-full', {
      en: { add: 'Add tag' },
      nb: { add: 'Legg til etikett' },
      ja: { add: 'タグを追加' },
      uk: { add: 'Додати тег' },
    });
    // What a build leaves of a feature's call: the other languages moved to their chunks.
    const englishOnly = {
      namespace: 'translations-test-moved',
      languages: { en: { add: 'Add tag' } },
    } as never;
    expect(textsIn(englishOnly, 'nb')).toBeUndefined();

    registerTranslations('nb', { 'translations-test-moved': { add: 'Legg til etikett' } });
    registerTranslations('nb', { 'translations-test-other': { add: 'Annen' } });
    expect(textsIn(englishOnly, 'nb')).toEqual({ add: 'Legg til etikett' });
    expect(textsIn(englishOnly, 'ja')).toBeUndefined();
    expect(textsIn(full, 'nb')).toEqual({ add: 'Legg til etikett' });
    registerTranslations('ja', { 'translations-test-full': { add: '別の' } });
    expect(textsIn(full, 'ja')).toEqual({ add: 'タグを追加' });
  });
});
