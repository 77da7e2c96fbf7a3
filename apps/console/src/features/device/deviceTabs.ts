import { type DeviceCapabilities, getDeviceCapabilities } from '@netfleet/device-capabilities';
import { isRouteAllowed, type RouteName, routeByName } from '@netfleet/permissions';

type AllowedArgs = Parameters<typeof isRouteAllowed>;

/** What the tab bar needs of a device: what its capabilities are derived from. */
export interface TabDevice {
  original_model: string | null | undefined;
  firmware: string | null | undefined;
  esim?: boolean | null | undefined;
}

/**
 * The tabs a device's hardware decides on (issue #13): a tab not listed here shows for
 * every device. A tab about something the device does not have (no GPS, no eSIM) would
 * only ever be empty, so it is not offered.
 */
const NEEDS: Partial<Record<RouteName, (caps: DeviceCapabilities) => boolean>> = {
  'device.location': (caps) => caps.has_gps,
  'device.metrics.gps': (caps) => caps.has_gps,
  'device.metrics.mobile-data': (caps) => caps.has_mobile,
  'device.data-usage': (caps) => caps.has_data_usage,
  'device.metrics.io': (caps) => caps.has_io,
  'device.ports': (caps) => caps.has_lan || caps.port_count > 0,
  'device.esim': (caps) => caps.has_esim,
};

/**
 * The tabs of `/devices/{id}` (spec §2.3) a user sees for a device, in the route table's
 * order: those whose route the user may open (permission, theme) AND that the device's
 * capabilities allow (location and GPS need GPS, mobile data a modem, data usage its
 * firmware, I/O pins, ports a LAN side, eSIM an eSIM).
 *
 * @example
 * deviceTabs(user, theme, { original_model: 'RUT241', firmware: 'RUT2M_R_00.07.06.3' });
 * // ['device.activity', 'device.data-usage', 'device.ports', …] — no location, no GPS
 */
export function deviceTabs(user: AllowedArgs[0], theme: AllowedArgs[1], device: TabDevice): RouteName[] {
  const caps = getDeviceCapabilities(device);
  return ((routeByName('device.info')?.tabs ?? []) as RouteName[]).filter(
    (tab) => isRouteAllowed(user, theme, tab) && (NEEDS[tab]?.(caps) ?? true),
  );
}

/** Whether a tab of the device page is one the device's capabilities allow (a route opened by its address). */
export function isDeviceTabSupported(tab: RouteName, device: TabDevice): boolean {
  return NEEDS[tab]?.(getDeviceCapabilities(device)) ?? true;
}
