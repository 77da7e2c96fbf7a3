import type { SupportedLanguage } from '../languages.js';
import type { FeatureTexts, TextTree } from './defineTexts.js';

/** Trees registered by language and namespace, for features whose code carries English only. */
const registered = new Map<string, Readonly<Record<string, TextTree>>>();

/**
 * Registers a language's texts by namespace, for features whose `defineTexts` call carries only
 * English: a build may move the other languages out of the features' code into one chunk per
 * language, which the app loads before its first render. A feature's own tree, when it has one,
 * still comes first (see {@link textsIn}).
 *
 * @example
 * registerTranslations('nb', { tags: { add: 'Legg til etikett' } });
 * textsIn(tagsTexts, 'nb'); // { add: 'Legg til etikett' }
 */
export function registerTranslations(
  language: SupportedLanguage,
  byNamespace: Readonly<Record<string, TextTree>>,
): void {
  registered.set(language, { ...registered.get(language), ...byNamespace });
}

/** A feature's tree in `language`: its own, else the one registered for its namespace. */
export function textsIn<T extends TextTree>(
  texts: FeatureTexts<T>,
  language: SupportedLanguage,
): TextTree | undefined {
  return (
    (texts.languages as Partial<Record<SupportedLanguage, TextTree>>)[language] ??
    registered.get(language)?.[texts.namespace]
  );
}
