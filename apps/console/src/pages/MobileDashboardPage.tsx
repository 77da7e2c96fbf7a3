import { deviceQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { hrefFor } from '@netfleet/permissions';
import { Alert, Loader } from '@netfleet/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { HrefLink } from '../components/HrefLink.js';
import { LoadFailed } from '../components/LoadFailed.js';
import { DashboardView } from '../features/device/dashboards/DashboardView.js';
import { dashboardFor } from '../features/device/dashboards/dashboardCatalogue.js';
import { deviceDashboardsTexts } from '../features/device/dashboards/texts.js';
import { useDeviceLive } from '../features/device/live/useDeviceLive.js';
import { useTexts } from '../i18n/useTexts.js';
import { mobileDashboardPageTexts } from './mobileDashboardPageTexts.js';

/**
 * `/device/$id/dashboard/$dashboard_id` (standalone, view_device_dashboard): one of the
 * device's built-in dashboards alone on the page, one column for a phone, without the
 * console's navigation; live like the device page. An unknown dashboard says so.
 */
export function MobileDashboardPage() {
  const params = useParams({ from: '/device/$id/dashboard/$dashboard_id' });
  const id = Number(params.id);
  const t = useTexts(mobileDashboardPageTexts);
  const names = useTexts(deviceDashboardsTexts);
  const client = useApiClient();
  const query = useQuery(deviceQueryOptions(client, id));
  useDeviceLive(id);
  let body: ReactNode;
  if (query.isPending) body = <Loader block />;
  else if (query.isError) {
    body = <LoadFailed title={t('loadFailed')} message={query.error.message} onRetry={query.refetch} />;
  } else {
    const device = query.data;
    const dashboard = dashboardFor(device, String(params.dashboard_id));
    body = (
      <>
        <h1 className="device-dashboard-mobile__title">
          {dashboard
            ? t('title', { device: device.name, dashboard: names(`names.${dashboard.id}`) })
            : device.name}
        </h1>
        {dashboard ? (
          <DashboardView device={device} dashboard={dashboard} layout="mobile" />
        ) : (
          <Alert variant="warning" title={t('notFound')} />
        )}
        <p>
          <HrefLink href={hrefFor('device.info', { id: device.id })}>{t('devicePage')}</HrefLink>
        </p>
      </>
    );
  }
  return <main className="device-dashboard-mobile">{body}</main>;
}
