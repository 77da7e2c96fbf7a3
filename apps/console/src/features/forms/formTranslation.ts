import type { i18n as I18n } from 'i18next';
import type { FeatureTexts, TextTree } from '../../i18n/defineTexts.js';
import {
  addFeatureTexts,
  interpolate,
  lookupCounted,
  type TextValues,
  type Translate,
} from '../../i18n/useTexts.js';

/** The language a form is made in: the i18next instance (none in some tests) and its language. */
export interface FormTranslation {
  i18n: I18n | null;
  language: string;
}

/**
 * A feature's translator outside a component, the way `useTexts` makes one inside: forms
 * are made by their registry when they open, not by a hook. Missing instance or key: the
 * English text.
 *
 * @example
 * const t = createFormTranslator(tagFormTexts, { i18n, language: 'ja' });
 * t('addTag.title'); // 'タグを追加'
 */
export function createFormTranslator<T extends TextTree>(
  texts: FeatureTexts<T>,
  { i18n, language }: FormTranslation,
): Translate<T> {
  const english = (key: string, values?: TextValues) =>
    interpolate(lookupCounted(texts.languages.en, key, values?.count), values);
  if (!i18n) return english as Translate<T>;
  addFeatureTexts(i18n, texts);
  const fixed = i18n.getFixedT(language, texts.namespace) as unknown as (
    key: string,
    options: Record<string, unknown>,
  ) => unknown;
  return ((key: string, values?: TextValues) =>
    String(fixed(key, { ...values, defaultValue: english(key, values) }))) as Translate<T>;
}
