import { type CapabilityDevice, getDeviceCapabilities } from '@netfleet/device-capabilities';

/** The widgets a built-in dashboard is made of. */
export type WidgetId = 'status' | 'signal' | 'dataMonth' | 'uptime' | 'operator' | 'position' | 'speed';

/** A built-in dashboard: its id (the URL's `dashboard_id`), its widgets, and which devices have it. */
export interface DashboardDefinition {
  readonly id: 'overview' | 'mobile' | 'gps';
  readonly widgets: readonly WidgetId[];
  readonly needs: 'has_mobile' | 'has_gps' | null;
}

/** Every built-in dashboard, in the order the dashboards tab lists them. */
export const DASHBOARDS: readonly DashboardDefinition[] = [
  { id: 'overview', widgets: ['status', 'signal', 'dataMonth', 'uptime'], needs: null },
  { id: 'mobile', widgets: ['operator', 'signal', 'dataMonth'], needs: 'has_mobile' },
  { id: 'gps', widgets: ['position', 'speed'], needs: 'has_gps' },
];

/** The dashboards a device has: Overview for every one, Mobile with a modem, GPS with GPS. */
export function dashboardsFor(device: CapabilityDevice): DashboardDefinition[] {
  const caps = getDeviceCapabilities(device);
  return DASHBOARDS.filter((dashboard) => dashboard.needs === null || caps[dashboard.needs]);
}

/** The dashboard of a URL's `dashboard_id` for this device; null when it has no such dashboard. */
export function dashboardFor(device: CapabilityDevice, id: string): DashboardDefinition | null {
  return dashboardsFor(device).find((dashboard) => dashboard.id === id) ?? null;
}
