import type { SupportedLanguage, TextTree } from '@netfleet/ui-kit';

/**
 * The texts of `language` that a build moved out of the features' code, by namespace. A build
 * replaces this module (build/textsByLanguage.ts) with one that loads that language's chunk;
 * from source (the dev server, the tests) every feature carries all its languages, so there is
 * nothing to load.
 */
export async function loadTranslations(
  _language: SupportedLanguage,
): Promise<Readonly<Record<string, TextTree>> | undefined> {
  return undefined;
}
