import { SUPPORTED_LANGUAGES } from '@netfleet/ui-kit';
import { describe, expect, it } from 'vitest';
import type { FeatureTexts, TextTree } from './defineTexts.js';

/**
 * Every texts module of the console: `texts.ts` of a feature folder, or `<thing>Texts.ts`
 * beside what it names. The helpers themselves (`defineTexts.ts`, `useTexts.ts`) match the
 * pattern and are left out.
 */
const modules = Object.entries(
  import.meta.glob<Record<string, unknown>>(['../**/texts.ts', '../**/*Texts.ts'], { eager: true }),
).filter(([path]) => !/\/(defineTexts|useTexts)\.ts$/.test(path));

function isFeatureTexts(value: unknown): value is FeatureTexts<TextTree> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { namespace?: unknown }).namespace === 'string' &&
    typeof (value as { languages?: unknown }).languages === 'object'
  );
}

const declared = modules.flatMap(([path, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, FeatureTexts<TextTree>] => isFeatureTexts(entry[1]))
    .map(([name, texts]) => ({ label: `${path.replace(/^\.\.\//, 'src/')} ${name}`, texts })),
);

/** A text tree as `key.path → text`; anything that is neither a string nor a tree is reported. */
function flatten(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null) return out;
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'object' && value !== null) {
      for (const [path, text] of flatten(value, `${prefix}${key}.`)) out.set(path, text);
    } else {
      out.set(`${prefix}${key}`, value);
    }
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** i18next's plural suffixes (CLDR categories): `count_one`, `count_few`, … */
const PLURAL_KEY = /^(.*)_(zero|one|two|few|many|other)$/;

/** Bases of the English plural keys (`count` of `count_one` and `count_other`). */
function pluralBases(english: Map<string, unknown>): Set<string> {
  return new Set(
    [...english.keys()].flatMap((key) => {
      const match = PLURAL_KEY.exec(key);
      return match?.[2] === 'other' ? [match[1] as string] : [];
    }),
  );
}

/** The plural forms a language needs: its CLDR categories (Ukrainian: one, few, many, other). */
const pluralCategories = (language: string) =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories;

describe('console texts', () => {
  it('are found in every feature', () => {
    expect(modules.length).toBeGreaterThanOrEqual(10);
    const withoutTexts = modules.filter(([, exports]) => !Object.values(exports).some(isFeatureTexts));
    expect(withoutTexts.map(([path]) => path)).toEqual([]);
  });

  it('each have their own i18next namespace', () => {
    const namespaces = declared.map(({ texts }) => texts.namespace);
    const repeated = namespaces.filter((namespace, index) => namespaces.indexOf(namespace) !== index);
    expect(repeated).toEqual([]);
  });

  for (const { label, texts } of declared) {
    describe(label, () => {
      const english = flatten(texts.languages.en);

      const plurals = pluralBases(english);

      it('have a text for every English key in every language, none empty, none extra', () => {
        expect(english.size).toBeGreaterThan(0);
        for (const language of SUPPORTED_LANGUAGES) {
          const own = flatten(texts.languages[language]);
          // Every English key, and every plural form the language's grammar asks for.
          const needed = [
            ...english.keys(),
            ...[...plurals].flatMap((base) => pluralCategories(language).map((form) => `${base}_${form}`)),
          ];
          const missing = [...new Set(needed)].filter((key) => !own.has(key));
          const extra = [...own.keys()].filter((key) => {
            if (english.has(key)) return false;
            const plural = PLURAL_KEY.exec(key);
            return !(plural && plurals.has(plural[1] as string));
          });
          const empty = [...own].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
          expect({ language, missing, extra, empty: empty.map(([key]) => key) }).toEqual({
            language,
            missing: [],
            extra: [],
            empty: [],
          });
        }
      });

      it('keep the English {{placeholders}} in every translation', () => {
        // A plural form is compared with the English `_other` form, the one that has them all.
        const englishOf = (key: string) => {
          const plural = PLURAL_KEY.exec(key);
          return english.get(plural && plurals.has(plural[1] as string) ? `${plural[1]}_other` : key);
        };
        for (const language of SUPPORTED_LANGUAGES) {
          const own = flatten(texts.languages[language]);
          const differing = [...own]
            .filter(([key, translated]) => {
              const text = englishOf(key);
              if (typeof text !== 'string' || typeof translated !== 'string') return false;
              // A singular form may say the number in words ("one code"): it may leave one out, never add one.
              const plural = PLURAL_KEY.exec(key);
              if (plural && plural[2] !== 'other' && plurals.has(plural[1] as string)) {
                return placeholders(translated).some((name) => !placeholders(text).includes(name));
              }
              return placeholders(text).join() !== placeholders(translated).join();
            })
            .map(([key]) => key);
          expect({ language, differing }).toEqual({ language, differing: [] });
        }
      });
    });
  }
});
