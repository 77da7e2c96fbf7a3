import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { SUPPORTED_LANGUAGES } from '../languages.js';
import { useI18nLanguage } from '../useI18nLanguage.js';
import type { FeatureTexts, TextKey, TextTree } from './defineTexts.js';
import { textsIn } from './translations.js';

/** Values interpolated into a text (`{{count}}`, `{{email}}`). */
export type TextValues = Readonly<Record<string, string | number>>;

/** Translates a key of one feature's texts in the current language. */
export type Translate<T extends TextTree> = (key: TextKey<T>, values?: TextValues) => string;

/**
 * Adds a feature's texts to an i18next instance (once): features bring their texts with
 * their route's chunk, so the shell's bundle does not carry every page's words.
 */
export function addFeatureTexts<T extends TextTree>(i18n: I18n, texts: FeatureTexts<T>): void {
  for (const language of SUPPORTED_LANGUAGES) {
    if (i18n.hasResourceBundle(language, texts.namespace)) continue;
    const tree = textsIn(texts, language);
    if (tree) i18n.addResourceBundle(language, texts.namespace, tree, true, false);
  }
}

/**
 * A feature's translator in the language of the nearest `I18nextProvider`. Missing
 * instance or key: the English text, so a page never shows a raw key.
 *
 * @example
 * const t = useTexts(tagsTexts);
 * <button>{t('add')}</button>
 */
export function useTexts<T extends TextTree>(texts: FeatureTexts<T>): Translate<T> {
  const { instance: i18n, language } = useI18nLanguage();
  if (i18n) addFeatureTexts(i18n, texts);
  return useMemo<Translate<T>>(() => {
    const english = (key: string, values?: TextValues) =>
      interpolate(lookupCounted(texts.languages.en, key, values?.count), values);
    if (!i18n) return english as Translate<T>;
    const fixed = i18n.getFixedT(language, texts.namespace) as unknown as (
      key: string,
      options: Record<string, unknown>,
    ) => unknown;
    return ((key: string, values?: TextValues) =>
      String(fixed(key, { ...values, defaultValue: english(key, values) }))) as Translate<T>;
  }, [i18n, language, texts]);
}

/** The text at a dotted key path; the key itself when absent. */
export function lookup(tree: TextTree, key: string): string {
  let node: string | TextTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return key;
    node = node[part];
  }
  return typeof node === 'string' ? node : key;
}

const englishPlurals = new Intl.PluralRules('en');

/** The English text of a key, its plural form (`key_one`, `key_other`) when a count is given. */
export function lookupCounted(tree: TextTree, key: string, count: unknown): string {
  if (typeof count === 'number') {
    const plural = lookup(tree, `${key}_${englishPlurals.select(count)}`);
    if (plural !== `${key}_${englishPlurals.select(count)}`) return plural;
  }
  return lookup(tree, key);
}

/** Fills `{{name}}` placeholders the way i18next does. */
export function interpolate(text: string, values?: TextValues): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
