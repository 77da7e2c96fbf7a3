import { hrefFor } from '@netfleet/permissions';
import { HrefLink } from '../../../components/HrefLink.js';
import { useTexts } from '../../../i18n/useTexts.js';
import { ChartTab } from '../charts/ChartTab.js';
import { dashboardsFor } from './dashboardCatalogue.js';
import { deviceDashboardsTexts } from './texts.js';
import './dashboards.css';

/**
 * `/devices/{id}/dashboards` (view_device_dashboard): the built-in dashboards this device has
 * (by its capabilities), each opened in the page or in the standalone mobile view.
 */
export function DashboardsPage() {
  const t = useTexts(deviceDashboardsTexts);
  return (
    <ChartTab routeName="device.dashboards">
      {(device) => (
        <ul className="device-dashboards__list">
          {dashboardsFor(device).map((dashboard) => {
            const name = t(`names.${dashboard.id}`);
            const params = { id: device.id, dashboard_id: dashboard.id };
            return (
              <li key={dashboard.id} className="device-dashboards__item">
                <h3>{name}</h3>
                <p>{t(`descriptions.${dashboard.id}`)}</p>
                <div className="device-dashboards__links">
                  <HrefLink href={hrefFor('device.dashboards.single', params)}>
                    {t('open', { name })}
                  </HrefLink>
                  <HrefLink
                    href={hrefFor('device.dashboard.mobile', params)}
                    aria-label={t('openMobileLabel', { name })}
                  >
                    {t('openMobile')}
                  </HrefLink>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </ChartTab>
  );
}
