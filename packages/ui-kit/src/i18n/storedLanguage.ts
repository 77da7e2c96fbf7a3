import { SUPPORTED_LANGUAGES, type SupportedLanguage } from './languages.js';

/** Local-storage entry of the chosen UI language (the console's language panel writes it). */
export const LANGUAGE_STORAGE_KEY = 'language';

function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language the user chose in the console; English when none (or an unknown one) is
 * stored, or storage is out of reach. The console and the connect pages read the same entry.
 *
 * @example
 * const i18n = createI18n(readStoredLanguage(window.localStorage));
 */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | null): SupportedLanguage {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}
