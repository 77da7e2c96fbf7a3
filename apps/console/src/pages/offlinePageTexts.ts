import { defineTexts } from '../i18n/defineTexts.js';

/**
 * Texts of the offline page. `public/offline.html` and `public/offline.js` (the same page
 * for a browser that loads its address) carry the same texts: `offlinePage.test.ts` checks.
 */
export const offlinePageTexts = defineTexts('offlinePage', {
  en: {
    documentTitle: 'Offline · Netfleet',
    title: 'No connection',
    /** Spec §8, verbatim (without a final period). */
    message:
      'You are offline. Please make sure to check network cables, modem, and router or reconnecting to Wi-Fi and try again',
    tryAgain: 'Try again',
  },
  nb: {
    documentTitle: 'Frakoblet · Netfleet',
    title: 'Ingen tilkobling',
    message:
      'Du er frakoblet. Kontroller nettverkskablene, modemet og ruteren, eller koble til Wi-Fi på nytt, og prøv igjen',
    tryAgain: 'Prøv igjen',
  },
  ja: {
    documentTitle: 'オフライン · Netfleet',
    title: '接続がありません',
    message:
      'オフラインです。ネットワークケーブル、モデム、ルーターを確認するか、Wi-Fi に接続し直してから、もう一度お試しください',
    tryAgain: '再試行',
  },
  uk: {
    documentTitle: 'Немає з’єднання · Netfleet',
    title: 'Немає з’єднання',
    message:
      'Ви не в мережі. Перевірте мережеві кабелі, модем і маршрутизатор або знову під’єднайтеся до Wi-Fi і спробуйте ще раз',
    tryAgain: 'Спробувати ще раз',
  },
});
