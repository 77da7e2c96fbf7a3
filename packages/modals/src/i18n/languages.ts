/** The i18next namespace the console gives the modals' texts (`MODALS_I18N_RESOURCES` puts them there). */
export const MODALS_NAMESPACE = 'modals';

/** Languages of the modals' texts: the console's UI languages (English, Norwegian, Japanese, Ukrainian). */
export const MODAL_LANGUAGES = ['en', 'nb', 'ja', 'uk'] as const;

/** One of {@link MODAL_LANGUAGES}. */
export type ModalLanguage = (typeof MODAL_LANGUAGES)[number];
