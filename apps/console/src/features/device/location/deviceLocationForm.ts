import { SetDeviceLocationSchema } from '@netfleet/contracts';
import type { FieldValues } from '@netfleet/forms';
import * as v from 'valibot';
import { defineConsoleForm } from '../../forms/defineConsoleForm.js';
import { deviceLocationFormTexts } from './formTexts.js';

/** Decimals a coordinate is offered with: 6 is about 0.1 m, finer than any GPS fix. */
const DECIMALS = 6;

/**
 * A coordinate as the number input gives it (text), read as a number and then checked by
 * the contracts' rule for it (range and message: "Latitude must be between -90 and 90").
 */
function coordinateInput(rule: (typeof SetDeviceLocationSchema.entries)['latitude']) {
  return v.pipe(
    v.union([v.number(), v.string()]),
    v.transform((value) =>
      typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value),
    ),
    rule,
  );
}

/** The form's payload: `SetDeviceLocationSchema` of the wire, taking the inputs' text. */
const SetDeviceLocationInputSchema = v.object({
  latitude: coordinateInput(SetDeviceLocationSchema.entries.latitude),
  longitude: coordinateInput(SetDeviceLocationSchema.entries.longitude),
});

/** What the location tab opens the form with: a position (the device's, or the point picked on the map), rounded. */
export function deviceLocationDefaults(
  position: { latitude: number; longitude: number } | null,
): FieldValues {
  if (!position) return {};
  const round = (value: number) => Number(value.toFixed(DECIMALS));
  return { latitude: round(position.latitude), longitude: round(position.longitude) };
}

/**
 * Set a device's location by hand (update_devices): latitude −90..90 and longitude −180..180,
 * `PUT /devices/{id}/location` through the generic submit flow (errors on their fields, the
 * input kept). The server stores it with source `manual`, as a point of the track, and writes
 * a `location` event. Opened with `open({ id: String(deviceId), defaults: deviceLocationDefaults(…) })`.
 */
export const deviceLocationForm = defineConsoleForm({
  name: 'device-location',
  permission: 'update_devices',
  texts: deviceLocationFormTexts,
  title: 'title',
  form: ({ t, id, defaults }) => ({
    fields: [
      { key: 'note', component: 'BaseAlert', label: t('note') },
      {
        key: 'latitude',
        label: t('latitude'),
        type: 'number',
        required: true,
        min: -90,
        max: 90,
        step: 10 ** -DECIMALS,
      },
      {
        key: 'longitude',
        label: t('longitude'),
        type: 'number',
        required: true,
        min: -180,
        max: 180,
        step: 10 ** -DECIMALS,
      },
    ],
    defaults: { latitude: defaults?.latitude ?? '', longitude: defaults?.longitude ?? '' },
    method: 'put',
    url: `/devices/${encodeURIComponent(id ?? '')}/location`,
    payloadSchema: SetDeviceLocationInputSchema,
    schema: { tableRef: 'devices', successMsg: t('success') },
    submitText: t('submit'),
  }),
});
