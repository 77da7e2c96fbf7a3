import { hrefFor } from '@netfleet/permissions';
import { Alert } from '@netfleet/ui-kit';
import { getRouteApi } from '@tanstack/react-router';
import { HrefLink } from '../../../components/HrefLink.js';
import { useTexts } from '../../../i18n/useTexts.js';
import { ChartTab } from '../charts/ChartTab.js';
import { DashboardView } from './DashboardView.js';
import { dashboardFor } from './dashboardCatalogue.js';
import { deviceDashboardsTexts } from './texts.js';

const route = getRouteApi('/shell/devices/$id/dashboards/$dashboard_id');

/**
 * `/devices/{id}/dashboards/{dashboard_id}` (view_device_dashboard): one built-in dashboard
 * of the device; a dashboard the device does not have (or that does not exist) says so.
 */
export function DashboardPage() {
  const t = useTexts(deviceDashboardsTexts);
  const { dashboard_id: dashboardId } = route.useParams();
  return (
    <ChartTab routeName="device.dashboards.single">
      {(device) => {
        const dashboard = dashboardFor(device, String(dashboardId));
        const back = <HrefLink href={hrefFor('device.dashboards', { id: device.id })}>{t('back')}</HrefLink>;
        if (!dashboard) {
          return (
            <Alert variant="warning" title={t('notFound')}>
              {back}
            </Alert>
          );
        }
        return (
          <>
            <p>{back}</p>
            <h3>{t(`names.${dashboard.id}`)}</h3>
            <DashboardView device={device} dashboard={dashboard} layout="page" />
          </>
        );
      }}
    </ChartTab>
  );
}
