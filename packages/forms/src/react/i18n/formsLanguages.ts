/** The i18next namespace of the forms' texts. */
export const FORMS_NAMESPACE = 'forms';

/** Languages of the forms' texts: the console's UI languages (English, Norwegian, Japanese, Ukrainian). */
export const FORM_LANGUAGES = ['en', 'nb', 'ja', 'uk'] as const;

/** One of {@link FORM_LANGUAGES}. */
export type FormLanguage = (typeof FORM_LANGUAGES)[number];
