import { useParams } from '@tanstack/react-router';

/** `/device/$id/dashboard/$dashboard_id` (standalone): the mobile device dashboard, built later. */
export function MobileDashboardPage() {
  const { id, dashboard_id: dashboardId } = useParams({ from: '/device/$id/dashboard/$dashboard_id' });
  return (
    <main className="standalone-page">
      <div className="standalone-card">
        <h1>Dashboard</h1>
        <p>
          Device #{id}, dashboard #{dashboardId}. The mobile dashboard arrives later.
        </p>
      </div>
    </main>
  );
}
