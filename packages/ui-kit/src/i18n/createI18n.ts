import i18next, { type InitOptions, type i18n, type Resource } from 'i18next';
import { UI_KIT_NAMESPACE } from './languages.js';
import { UI_KIT_RESOURCES } from './resources/index.js';

/** Options of {@link createI18n}. */
export interface CreateI18nOptions {
  /**
   * The app's own texts, merged beside the kit's namespace:
   * `{ en: { console: {...} }, nb: { console: {...} } }`.
   */
  resources?: Resource;
  /** The app's default namespace. Defaults to the kit's namespace. */
  defaultNS?: string;
  /** Further i18next options; the ones above and `lng` win. */
  init?: Omit<InitOptions, 'lng' | 'resources'>;
}

function mergeResources(app: Resource | undefined): Resource {
  const merged: Resource = {};
  for (const [language, texts] of Object.entries(UI_KIT_RESOURCES)) {
    merged[language] = { [UI_KIT_NAMESPACE]: texts };
  }
  for (const [language, namespaces] of Object.entries(app ?? {})) {
    merged[language] = { ...merged[language], ...namespaces };
  }
  return merged;
}

/**
 * Creates and initialises (synchronously) a new i18next instance holding the kit's
 * texts in English, Norwegian (`nb`), Japanese (`ja`) and Ukrainian (`uk`), plus the
 * app's own. Nothing global is touched: give the instance to React with
 * `<I18nextProvider i18n={i18n}>` and the kit's components follow its language.
 * Regional codes resolve to their language (`nb-NO` → `nb`); `no` and `nn` use
 * Norwegian bokmål; anything else falls back to English.
 *
 * @example
 * const i18n = createI18n(savedLanguage ?? navigator.language);
 * root.render(<I18nextProvider i18n={i18n}><App /></I18nextProvider>);
 */
export function createI18n(language: string, options: CreateI18nOptions = {}): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    fallbackLng: { no: ['nb', 'en'], nn: ['nb', 'en'], default: ['en'] },
    ns: [UI_KIT_NAMESPACE, ...(options.defaultNS ? [options.defaultNS] : [])],
    interpolation: { escapeValue: false },
    returnNull: false,
    ...options.init,
    defaultNS: options.defaultNS ?? UI_KIT_NAMESPACE,
    lng: language,
    resources: mergeResources(options.resources),
    // Resources are in memory: initialise before returning so the first render is translated.
    initAsync: false,
  });
  return instance;
}
