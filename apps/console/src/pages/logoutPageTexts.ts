import { defineTexts } from '../i18n/defineTexts.js';

/** Texts of `/logout`. */
export const logoutPageTexts = defineTexts('logoutPage', {
  en: {
    signingOut: 'Signing out…',
    failed: 'Signing out failed',
    failedFallback: 'Failed to log out',
    tryAgain: 'Try again',
  },
  nb: {
    signingOut: 'Logger ut …',
    failed: 'Utloggingen mislyktes',
    failedFallback: 'Kunne ikke logge ut',
    tryAgain: 'Prøv igjen',
  },
  ja: {
    signingOut: 'サインアウトしています…',
    failed: 'サインアウトに失敗しました',
    failedFallback: 'ログアウトできませんでした',
    tryAgain: '再試行',
  },
  uk: {
    signingOut: 'Вихід…',
    failed: 'Не вдалося вийти',
    failedFallback: 'Не вдалося вийти з облікового запису',
    tryAgain: 'Спробувати ще раз',
  },
});
