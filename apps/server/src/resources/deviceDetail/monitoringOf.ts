import { type MonitoringParameter, MonitoringParameterSchema } from '@netfleet/contracts';
import { getDeviceCapabilities, MONITORING_TYPES, monitoringTypesFor } from '@netfleet/device-capabilities';
import * as v from 'valibot';

/**
 * A device's monitoring parameters, all 8 types in `config_id` order: what is stored for a
 * type (the `monitoring` column; anything but a list of parameters reads as none), else its
 * default interval, enabled when the device has what the type needs (GPS for `gps`, …).
 */
export function monitoringOf(
  device: { original_model: string; firmware: string; esim: boolean },
  stored: unknown,
): MonitoringParameter[] {
  const parsed = v.safeParse(v.array(MonitoringParameterSchema), stored);
  const supported = new Set(monitoringTypesFor(getDeviceCapabilities(device)).map((type) => type.config_id));
  const byId = new Map(
    (parsed.success ? parsed.output : []).map((parameter) => [parameter.config_id, parameter]),
  );
  return MONITORING_TYPES.map(
    (type) =>
      byId.get(type.config_id) ?? {
        config_id: type.config_id,
        interval_s: type.default,
        enabled: supported.has(type.config_id),
      },
  );
}
