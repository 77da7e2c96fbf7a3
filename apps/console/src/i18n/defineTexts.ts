import type { SupportedLanguage } from '@netfleet/ui-kit';

/** A tree of texts: keys to strings or to further trees. */
export interface TextTree {
  readonly [key: string]: string | TextTree;
}

/** The same keys as `T`, with any strings: what each translation must provide. */
export type SameKeys<T> = { readonly [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/** Dotted key paths of a text tree (`'table.empty'`). */
export type TextKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextKey<T[K]>}`;
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
