import { useTexts } from '../i18n/useTexts.js';
import { offlinePageTexts } from './offlinePageTexts.js';

/** The offline text of spec §8 in English, shared with `public/offline.html`. */
export const OFFLINE_MESSAGE = offlinePageTexts.languages.en.message;

/** `/offline.html` (standalone, no sign-in): shown when the browser is offline (spec §5). */
export function OfflinePage() {
  const t = useTexts(offlinePageTexts);
  return (
    <main className="standalone-page">
      <div className="standalone-card">
        <h1>{t('title')}</h1>
        <p>{t('message')}</p>
        {/* A full load: the console starts again from the server once the network is back. */}
        <a className="nf-button nf-button--primary" href="/">
          {t('tryAgain')}
        </a>
      </div>
    </main>
  );
}
