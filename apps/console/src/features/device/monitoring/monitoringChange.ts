import type { DeviceEvent } from '@netfleet/contracts';

/** What a `monitoring` event says changed (its `data`). */
export interface MonitoringChange {
  readonly configId: number;
  readonly fromInterval: number | null;
  readonly toInterval: number | null;
  readonly fromEnabled: boolean | null;
  readonly toEnabled: boolean | null;
}

const numberOr = (value: unknown) => (typeof value === 'number' ? value : null);
const booleanOr = (value: unknown) => (typeof value === 'boolean' ? value : null);

/**
 * The change a `monitoring` event records (data `{ config_id, from_interval_s, to_interval_s,
 * from_enabled, to_enabled }`), or `null` for an event without a config id (the row then shows
 * the event's message).
 */
export function monitoringChange(event: Pick<DeviceEvent, 'data'>): MonitoringChange | null {
  const data = event.data;
  if (data === null || typeof data.config_id !== 'number') return null;
  return {
    configId: data.config_id,
    fromInterval: numberOr(data.from_interval_s),
    toInterval: numberOr(data.to_interval_s),
    fromEnabled: booleanOr(data.from_enabled),
    toEnabled: booleanOr(data.to_enabled),
  };
}
