import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '@netfleet/ui-kit';

/** Local-storage entry of the chosen UI language. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Choosing a language reloads the page after about this long (spec §4). */
export const LANGUAGE_RELOAD_DELAY_MS = 1_000;

/** Whether `value` is a UI language of the console. */
export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The chosen language; English when none (or an unknown one) is stored. */
export function readLanguage(storage: Pick<Storage, 'getItem'> | null): SupportedLanguage {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}
