import { useTexts } from '../i18n/useTexts.js';
import { accessDeniedPageTexts } from './accessDeniedPageTexts.js';

/** Shown instead of any page to a user without a single view permission (spec §5). */
export function AccessDeniedPage() {
  const t = useTexts(accessDeniedPageTexts);
  return (
    <div className="page">
      <div className="standalone-card access-denied">
        <h1>{t('title')}</h1>
        <p>{t('message')}</p>
      </div>
    </div>
  );
}
