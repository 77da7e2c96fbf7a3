import { defineTexts } from '../../i18n/defineTexts.js';

/** Texts every list page shares. */
export const listTexts = defineTexts('list', {
  en: {
    loadFailed: 'Could not load the list',
    loading: 'Loading…',
    noMatches: 'Nothing matches “{{q}}”.',
    notLoaded: 'The list could not be loaded',
    preferencesFailed: 'Could not save the table settings',
  },
  nb: {
    loadFailed: 'Kunne ikke laste listen',
    loading: 'Laster…',
    noMatches: 'Ingenting passer til «{{q}}».',
    notLoaded: 'Listen kunne ikke lastes',
    preferencesFailed: 'Kunne ikke lagre tabellinnstillingene',
  },
  ja: {
    loadFailed: '一覧を読み込めませんでした',
    loading: '読み込み中…',
    noMatches: '「{{q}}」に一致する項目はありません。',
    notLoaded: '一覧を読み込めませんでした',
    preferencesFailed: '表の設定を保存できませんでした',
  },
  uk: {
    loadFailed: 'Не вдалося завантажити список',
    loading: 'Завантаження…',
    noMatches: 'Нічого не відповідає «{{q}}».',
    notLoaded: 'Список не вдалося завантажити',
    preferencesFailed: 'Не вдалося зберегти налаштування таблиці',
  },
});
