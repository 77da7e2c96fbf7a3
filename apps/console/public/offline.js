// The static offline page in the console's chosen language (local storage "language"), a
// same-origin script as the CSP allows. English is in offline.html itself. The texts are the
// console's `offlinePageTexts`; `src/pages/offlinePage.test.ts` checks that they match.
(() => {
  const TEXTS = {
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
  };
  let language = null;
  try {
    language = window.localStorage.getItem('language');
  } catch {
    // Storage blocked: stay in English.
  }
  const texts = Object.hasOwn(TEXTS, language) ? TEXTS[language] : null;
  if (!texts) return;
  document.documentElement.lang = language;
  document.title = texts.documentTitle;
  for (const element of document.querySelectorAll('[data-text]')) {
    const text = texts[element.getAttribute('data-text')];
    if (text) element.textContent = text;
  }
})();
