import { useParams } from '@tanstack/react-router';
import { useRouteTitle } from '../i18n/routeTitles.js';
import { useTexts } from '../i18n/useTexts.js';
import { mobileDashboardPageTexts } from './mobileDashboardPageTexts.js';

/** `/device/$id/dashboard/$dashboard_id` (standalone): the mobile device dashboard, built later. */
export function MobileDashboardPage() {
  const { id, dashboard_id: dashboardId } = useParams({ from: '/device/$id/dashboard/$dashboard_id' });
  const t = useTexts(mobileDashboardPageTexts);
  const routeTitle = useRouteTitle();
  return (
    <main className="standalone-page">
      <div className="standalone-card">
        <h1>{routeTitle('device.dashboard.mobile')}</h1>
        <p>{t('later', { id, dashboard: dashboardId })}</p>
      </div>
    </main>
  );
}
