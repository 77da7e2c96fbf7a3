import { Link } from '@tanstack/react-router';
import { useRouteTitle } from '../i18n/routeTitles.js';
import { useTexts } from '../i18n/useTexts.js';
import { notFoundPageTexts } from './notFoundPageTexts.js';

/** `/404` (standalone, no sign-in needed). */
export function NotFoundPage() {
  const t = useTexts(notFoundPageTexts);
  const routeTitle = useRouteTitle();
  return (
    <main className="standalone-page">
      <div className="standalone-card">
        <h1>{routeTitle('not-found')}</h1>
        <p>{t('text')}</p>
        <Link to="/" className="nf-button nf-button--primary">
          {t('home')}
        </Link>
      </div>
    </main>
  );
}
