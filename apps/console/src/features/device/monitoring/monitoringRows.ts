import type { DeviceDetail, MonitoringParameter } from '@netfleet/contracts';
import { getDeviceCapabilities, monitoringTypesFor } from '@netfleet/device-capabilities';

/**
 * The monitoring parameters a device's capabilities allow (spec §9: hotspot only with the
 * firmware the spec names, GPS only with GPS, …), in config id order, each with the device's
 * setting or the type's default when the device has none.
 */
export function monitoringRows(
  device: Pick<DeviceDetail, 'original_model' | 'firmware' | 'esim' | 'monitoring'>,
): MonitoringParameter[] {
  const byId = new Map(device.monitoring.map((parameter) => [parameter.config_id, parameter]));
  return monitoringTypesFor(getDeviceCapabilities(device)).map(
    (type) =>
      byId.get(type.config_id) ?? { config_id: type.config_id, interval_s: type.default, enabled: true },
  );
}
