/** The i18next namespace that holds the kit's texts. */
export const UI_KIT_NAMESPACE = 'ui-kit';

/** UI languages of the console (spec: English, Norwegian, Japanese, Ukrainian). */
export const SUPPORTED_LANGUAGES = ['en', 'nb', 'ja', 'uk'] as const;

/** One of {@link SUPPORTED_LANGUAGES}. */
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** Each language's name in that language, for a language picker. */
export const LANGUAGE_NAMES: Readonly<Record<SupportedLanguage, string>> = {
  en: 'English',
  nb: 'Norsk bokmål',
  ja: '日本語',
  uk: 'Українська',
};
