import type { SupportedLanguage } from '../languages.js';

/** A tree of texts: keys to strings or to further trees. */
export interface TextTree {
  readonly [key: string]: string | TextTree;
}

/** Plural suffixes of i18next (CLDR categories) that English does not use but others do. */
type ExtraPluralSuffix = 'zero' | 'two' | 'few' | 'many';

/** Plural forms a language may add beside English's `x_one`/`x_other` (Ukrainian: `x_few`, `x_many`). */
type PluralExtras<T> = {
  readonly [K in keyof T & string as K extends `${infer Base}_other`
    ? `${Base}_${ExtraPluralSuffix}`
    : never]?: string;
};

/** The same keys as `T`, with any strings: what each translation must provide. */
export type SameKeys<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]>;
} & PluralExtras<T>;

/** A key without its plural suffix: `count_one` and `count_other` are both `count`. */
type PluralBase<K extends string> = K extends `${infer Base}_${'one' | 'other' | ExtraPluralSuffix}`
  ? Base
  : K;

/** Dotted key paths of a text tree (`'table.empty'`); plural keys by their base (`'count'`). */
export type TextKey<T> = {
  [K in keyof T & string]: T[K] extends string ? PluralBase<K> : `${K}.${TextKey<T[K]>}`;
}[keyof T & string];

/** A feature's texts: its i18next namespace and one tree per UI language. */
export interface FeatureTexts<T extends TextTree> {
  readonly namespace: string;
  readonly languages: { readonly en: T } & Readonly<Record<Exclude<SupportedLanguage, 'en'>, SameKeys<T>>>;
}

/**
 * Declares a feature's texts in English, Norwegian, Japanese and Ukrainian under one
 * i18next namespace. TypeScript refuses a translation that misses a key of the English
 * tree or adds one; `i18nCompleteness.test.ts` also checks that none is empty and that
 * each keeps the English `{{placeholders}}`. Numbers and names are interpolated
 * (`'You can not minimize more than {{count}} windows.'`), never typed into a translation.
 * Counted texts use i18next's plural keys (`count_one`, `count_other`; a language adds
 * `count_few`, `count_many` where its grammar has them) and are read as `t('count', { count })`.
 *
 * @example
 * export const tagsTexts = defineTexts('tags', {
 *   en: { add: 'Add tag' },
 *   nb: { add: 'Legg til etikett' },
 *   ja: { add: 'タグを追加' },
 *   uk: { add: 'Додати тег' },
 * });
 */
export function defineTexts<const T extends TextTree>(
  namespace: string,
  languages: { readonly en: T } & Readonly<Record<Exclude<SupportedLanguage, 'en'>, SameKeys<T>>>,
): FeatureTexts<T> {
  return { namespace, languages };
}
