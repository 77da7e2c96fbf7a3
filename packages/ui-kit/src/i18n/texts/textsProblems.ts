import { SUPPORTED_LANGUAGES } from '../languages.js';
import type { FeatureTexts, TextTree } from './defineTexts.js';

/** A text tree as `key.path → text`; anything that is neither a string nor a tree is kept as is. */
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

/** The plural forms a language needs: its CLDR categories (Ukrainian: one, few, many, other). */
const pluralCategories = (language: string) =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories;

/**
 * What is wrong with a feature's texts, one sentence a problem (none: `[]`): in every language
 * a text for every English key and every plural form its grammar asks for, none empty, none
 * extra, and the English `{{placeholders}}` kept (a singular form may say the number in words,
 * so it may leave one out, never add one). TypeScript checks the keys of literal trees;
 * this checks what it cannot.
 *
 * @example
 * expect(textsProblems(terminalTexts)).toEqual([]);
 */
export function textsProblems(texts: FeatureTexts<TextTree>): string[] {
  const problems: string[] = [];
  const english = flatten(texts.languages.en);
  if (english.size === 0) problems.push('en: no texts');
  const plurals = new Set(
    [...english.keys()].flatMap((key) => {
      const match = PLURAL_KEY.exec(key);
      return match?.[2] === 'other' ? [match[1] as string] : [];
    }),
  );
  const pluralBase = (key: string) => {
    const match = PLURAL_KEY.exec(key);
    return match && plurals.has(match[1] as string) ? match : null;
  };
  for (const language of SUPPORTED_LANGUAGES) {
    const own = flatten(texts.languages[language]);
    const needed = new Set([
      ...english.keys(),
      ...[...plurals].flatMap((base) => pluralCategories(language).map((form) => `${base}_${form}`)),
    ]);
    for (const key of needed) if (!own.has(key)) problems.push(`${language}: missing ${key}`);
    for (const [key, text] of own) {
      const plural = pluralBase(key);
      if (!english.has(key) && !plural) problems.push(`${language}: extra ${key}`);
      if (typeof text !== 'string' || text.trim() === '') {
        problems.push(`${language}: empty ${key}`);
        continue;
      }
      const source = english.get(plural ? `${plural[1]}_other` : key);
      if (typeof source !== 'string') continue;
      const differs =
        plural && plural[2] !== 'other'
          ? placeholders(text).some((name) => !placeholders(source).includes(name))
          : placeholders(source).join() !== placeholders(text).join();
      if (differs) problems.push(`${language}: ${key} does not keep the English placeholders`);
    }
  }
  return problems;
}
