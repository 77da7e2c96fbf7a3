import type { BulkAction } from '@netfleet/contracts';
import type { FieldDefinition, FieldValues } from '@netfleet/forms';
import type { Permission } from '@netfleet/permissions';
import type { FeatureTexts, TextKey, TextTree } from '../../../i18n/defineTexts.js';
import type { Translate } from '../../../i18n/useTexts.js';
import { type ConsoleForm, defineConsoleForm } from '../../forms/defineConsoleForm.js';

/** What {@link defineDeviceCommandForm} takes. */
export interface DeviceCommandFormSpec<Name extends string, T extends TextTree> {
  name: Name;
  /** The bulk action sent for the one device (`port_scan`, `esim_enable`, …). */
  action: BulkAction;
  /** The permission the server checks for the action. */
  permission: Permission;
  texts: FeatureTexts<T>;
  title: TextKey<T>;
  submit: TextKey<T>;
  /** What the command does (a line at the top of the form), from the values the opener knew. */
  note: (t: Translate<T>, defaults: FieldValues) => string;
  /** The fields the command needs (an activation code). */
  fields?: (t: Translate<T>) => FieldDefinition[];
  /** The action's options from the form's values and the opener's defaults. */
  options?: (values: FieldValues, defaults: FieldValues) => Record<string, unknown>;
  /** Text shown (nothing sent) when opened without a device (on the bare form route). */
  noDevice: TextKey<T>;
}

/** The device id of the form's route (`/forms/{name}/{id}`, or the id the page opened it with). */
function deviceIdOf(id: string | undefined): number | null {
  const value = Number(id);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * A command to one device from its page (scan ports, enable an eSIM profile, …): a form
 * whose submit is `POST /devices/bulk` with `device_id: [id]`, so the generic submit flow
 * opens the action status (DeviceSocketAction) on the answer's channel and follows the
 * command until the device answers. Opened with `open({ id: String(deviceId), defaults })`.
 */
export function defineDeviceCommandForm<const Name extends string, T extends TextTree>(
  spec: DeviceCommandFormSpec<Name, T>,
): ConsoleForm<Name> {
  return defineConsoleForm({
    name: spec.name,
    permission: spec.permission,
    texts: spec.texts,
    title: spec.title,
    form: ({ t, id, defaults = {} }) => {
      const deviceId = deviceIdOf(id);
      const note: FieldDefinition = {
        key: 'command_note',
        component: 'BaseAlert',
        label: spec.note(t, defaults),
      };
      return {
        fields: [note, ...(spec.fields?.(t) ?? [])],
        url: '/devices/bulk',
        transform: (payload) => ({
          action: spec.action,
          device_id: deviceId === null ? [] : [deviceId],
          options: spec.options?.(payload, defaults) ?? {},
        }),
        beforeSubmit: () => (deviceId === null ? t(spec.noDevice) : null),
        selection: deviceId === null ? [] : [deviceId],
        schema: { tableRef: 'devices' },
        submitText: t(spec.submit),
      };
    },
  });
}
