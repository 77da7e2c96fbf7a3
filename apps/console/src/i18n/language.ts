export { LANGUAGE_STORAGE_KEY, readStoredLanguage as readLanguage } from '@netfleet/ui-kit';

/** Choosing a language reloads the page after about this long (spec §4). */
export const LANGUAGE_RELOAD_DELAY_MS = 1_000;
