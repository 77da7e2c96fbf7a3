import { defineTexts } from '../i18n/defineTexts.js';

/** Texts of {@link LoadFailed}: one wording for trying a failed read again, on every page. */
export const loadFailedTexts = defineTexts('loadFailed', {
  en: { retry: 'Try again' },
  nb: { retry: 'Prøv igjen' },
  ja: { retry: '再試行' },
  uk: { retry: 'Спробувати ще раз' },
});
