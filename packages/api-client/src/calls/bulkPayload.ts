/** A device action applied to a selection: `{ action, device_id: [...] }`. */
export interface BulkActionPayload {
  action: string;
  device_id: number[];
}

/** Per-device entries merged with the options: `{ data: [{ device_id, ...options }] }`. */
export interface BulkDataPayload<Options extends object> {
  data: (Options & { device_id: number })[];
}

/** The action form of the bulk payload (spec forms §7). */
export function bulkActionPayload(action: string, deviceIds: readonly number[]): BulkActionPayload {
  return { action, device_id: [...deviceIds] };
}

/** The data-list form of the bulk payload: one entry per device with the options merged in. */
export function bulkDataPayload<Options extends object>(
  deviceIds: readonly number[],
  options: Options,
): BulkDataPayload<Options> {
  return { data: deviceIds.map((device_id) => ({ ...options, device_id })) };
}
