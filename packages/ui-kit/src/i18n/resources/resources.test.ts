import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../languages.js';
import { stripPluralSuffix } from '../translate.js';
import { en, type UiKitResource } from './en.js';
import { UI_KIT_RESOURCES } from './index.js';

function flatten(resource: UiKitResource, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(resource)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** Base keys (plural suffixes removed) and, per plural base key, the suffixes present. */
function shape(resource: UiKitResource) {
  const flat = flatten(resource);
  const bases = new Set<string>();
  const plurals = new Map<string, Set<string>>();
  for (const key of flat.keys()) {
    const base = stripPluralSuffix(key);
    bases.add(base);
    if (base !== key) {
      const forms = plurals.get(base) ?? new Set<string>();
      forms.add(key.slice(base.length + 1));
      plurals.set(base, forms);
    }
  }
  return { flat, bases, plurals };
}

const reference = shape(en);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('ui-kit language resources', () => {
  it('cover English, Norwegian, Japanese and Ukrainian', () => {
    expect(Object.keys(UI_KIT_RESOURCES).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    expect(SUPPORTED_LANGUAGES).toEqual(['en', 'nb', 'ja', 'uk']);
  });

  for (const language of SUPPORTED_LANGUAGES) {
    const resource = UI_KIT_RESOURCES[language];
    const own = shape(resource);

    it(`${language}: misses no key and has no extra key`, () => {
      const missing = [...reference.bases].filter((key) => !own.bases.has(key));
      const extra = [...own.bases].filter((key) => !reference.bases.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it(`${language}: has exactly the plural forms the language needs`, () => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories.slice().sort();
      for (const base of reference.plurals.keys()) {
        expect([...(own.plurals.get(base) ?? [])].sort(), `${language} ${base}`).toEqual(categories);
      }
      // A key is either plural in every language or in none.
      for (const base of own.plurals.keys()) expect(reference.plurals.has(base), base).toBe(true);
    });

    it(`${language}: keeps the placeholders of every English text and has no empty text`, () => {
      for (const [key, text] of own.flat) {
        expect(text.trim(), key).not.toBe('');
        const base = stripPluralSuffix(key);
        const english =
          reference.flat.get(key) ?? reference.flat.get(`${base}_other`) ?? reference.flat.get(base);
        expect(english, key).toBeDefined();
        expect(placeholders(text), key).toEqual(placeholders(english as string));
      }
    });
  }

  it('the non-English texts are translated, not copies of English', () => {
    for (const language of ['nb', 'ja', 'uk'] as const) {
      const flat = flatten(UI_KIT_RESOURCES[language]);
      const same = [...flat].filter(([key, text]) => reference.flat.get(key) === text).map(([key]) => key);
      expect(same, language).toEqual([]);
    }
  });
});
