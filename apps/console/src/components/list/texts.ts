import { defineTexts } from '../../i18n/defineTexts.js';

/** Texts every list page shares. */
export const listTexts = defineTexts('list', {
  en: {
    loadFailed: 'Could not load the list',
    retry: 'Try again',
    loading: 'Loading…',
    notLoaded: 'The list could not be loaded',
  },
  nb: {
    loadFailed: 'Kunne ikke laste listen',
    retry: 'Prøv igjen',
    loading: 'Laster…',
    notLoaded: 'Listen kunne ikke lastes',
  },
  ja: {
    loadFailed: '一覧を読み込めませんでした',
    retry: '再試行',
    loading: '読み込み中…',
    notLoaded: '一覧を読み込めませんでした',
  },
  uk: {
    loadFailed: 'Не вдалося завантажити список',
    retry: 'Спробувати ще раз',
    loading: 'Завантаження…',
    notLoaded: 'Список не вдалося завантажити',
  },
});
