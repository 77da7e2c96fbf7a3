import { defineTexts } from '../i18n/defineTexts.js';

/** Texts of start-up and of the router's own pending and error states. */
export const bootstrapTexts = defineTexts('bootstrap', {
  en: {
    couldNotStart: 'Netfleet could not start',
    unexpected: 'Netfleet could not start because of an unexpected error.',
    tryAgain: 'Try again',
    loading: 'Loading Netfleet…',
    redirecting: 'Redirecting to sign in…',
    loadingPage: 'Loading page…',
    pageFailed: 'This page could not be shown',
  },
  nb: {
    couldNotStart: 'Netfleet kunne ikke starte',
    unexpected: 'Netfleet kunne ikke starte på grunn av en uventet feil.',
    tryAgain: 'Prøv igjen',
    loading: 'Laster Netfleet…',
    redirecting: 'Sender deg til pålogging…',
    loadingPage: 'Laster siden…',
    pageFailed: 'Denne siden kunne ikke vises',
  },
  ja: {
    couldNotStart: 'Netfleet を起動できませんでした',
    unexpected: '予期しないエラーのため Netfleet を起動できませんでした。',
    tryAgain: '再試行',
    loading: 'Netfleet を読み込み中…',
    redirecting: 'サインイン画面へ移動しています…',
    loadingPage: 'ページを読み込み中…',
    pageFailed: 'このページを表示できませんでした',
  },
  uk: {
    couldNotStart: 'Не вдалося запустити Netfleet',
    unexpected: 'Не вдалося запустити Netfleet через неочікувану помилку.',
    tryAgain: 'Спробувати ще раз',
    loading: 'Завантаження Netfleet…',
    redirecting: 'Перенаправлення на вхід…',
    loadingPage: 'Завантаження сторінки…',
    pageFailed: 'Цю сторінку не вдалося показати',
  },
});
