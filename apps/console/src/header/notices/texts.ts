import { defineTexts } from '../../i18n/defineTexts.js';

/** Texts of the header's global notices widget. */
export const noticesWidgetTexts = defineTexts('headerNotices', {
  en: {
    title: 'Global notices',
    buttonImportant: 'Global notices, important',
    important: 'Important',
    empty: 'No notices',
  },
  nb: {
    title: 'Globale kunngjøringer',
    buttonImportant: 'Globale kunngjøringer, viktig',
    important: 'Viktig',
    empty: 'Ingen kunngjøringer',
  },
  ja: {
    title: 'グローバルなお知らせ',
    buttonImportant: 'グローバルなお知らせ（重要）',
    important: '重要',
    empty: 'お知らせはありません',
  },
  uk: {
    title: 'Глобальні оголошення',
    buttonImportant: 'Глобальні оголошення, важливо',
    important: 'Важливо',
    empty: 'Немає оголошень',
  },
});
