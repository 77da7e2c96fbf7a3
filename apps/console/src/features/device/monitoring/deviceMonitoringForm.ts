import type { MonitoringParameter } from '@netfleet/contracts';
import {
  MONITORING_INTERVAL_MAX,
  MONITORING_INTERVAL_MIN,
  MONITORING_TYPES,
} from '@netfleet/device-capabilities';
import type { FieldDefinition, FieldValues } from '@netfleet/forms';
import { defineConsoleForm } from '../../forms/defineConsoleForm.js';
import { monitoringTypeName } from './monitoringWords.js';
import { deviceMonitoringTexts } from './texts.js';

const intervalKey = (configId: number) => `interval_${configId}`;
const enabledKey = (configId: number) => `enabled_${configId}`;

/**
 * What the device page opens the form with: the parameters it shows (the types the device's
 * capabilities allow) with their current settings. Opened from the form route without them,
 * the form offers every type at its default.
 */
export function monitoringFormDefaults(parameters: readonly MonitoringParameter[]): FieldValues {
  return { parameters: parameters.map((parameter) => ({ ...parameter })) };
}

function readParameters(defaults: FieldValues | undefined): MonitoringParameter[] {
  const given = defaults?.parameters;
  if (Array.isArray(given) && given.length > 0) return given as MonitoringParameter[];
  return MONITORING_TYPES.map((type) => ({
    config_id: type.config_id,
    interval_s: type.default,
    enabled: true,
  }));
}

/**
 * Edit a device's monitoring parameters (update_monitoring): for each type, its interval in
 * seconds (60 to 31536000, spec §5) and whether it is enabled; saved with
 * `PUT /devices/{id}/monitoring` through the generic submit flow (a failed save keeps the
 * input and shows the errors). Opened with `open({ id: String(deviceId), defaults: monitoringFormDefaults(rows) })`.
 */
export const deviceMonitoringForm = defineConsoleForm({
  name: 'device-monitoring',
  permission: 'update_monitoring',
  texts: deviceMonitoringTexts,
  title: 'edit.title',
  form: ({ t, id, defaults }) => {
    const parameters = readParameters(defaults);
    const fields: FieldDefinition[] = [{ key: 'note', component: 'BaseAlert', label: t('edit.note') }];
    const values: FieldValues = {};
    for (const parameter of parameters) {
      const type = monitoringTypeName(t, parameter.config_id);
      fields.push(
        {
          key: intervalKey(parameter.config_id),
          label: t('edit.interval', { type }),
          type: 'number',
          required: true,
          min: MONITORING_INTERVAL_MIN,
          max: MONITORING_INTERVAL_MAX,
          step: 1,
        },
        { key: enabledKey(parameter.config_id), label: t('edit.enabled', { type }), type: 'checkbox' },
      );
      values[intervalKey(parameter.config_id)] = parameter.interval_s;
      values[enabledKey(parameter.config_id)] = parameter.enabled;
    }
    return {
      fields,
      defaults: values,
      method: 'put',
      url: `/devices/${encodeURIComponent(id ?? '')}/monitoring`,
      transform: (payload) => ({
        parameters: parameters.map((parameter) => ({
          config_id: parameter.config_id,
          interval_s: Number(payload[intervalKey(parameter.config_id)]),
          enabled: payload[enabledKey(parameter.config_id)] === true,
        })),
      }),
      schema: { tableRef: 'devices' },
      submitText: t('edit.submit'),
    };
  },
});
