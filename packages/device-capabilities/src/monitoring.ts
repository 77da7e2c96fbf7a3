import type { DeviceCapabilities } from './getDeviceCapabilities.js';

/** Shortest monitoring interval, in seconds (every type). */
export const MONITORING_INTERVAL_MIN = 60;
/** Longest monitoring interval, in seconds (365 days, every type). */
export const MONITORING_INTERVAL_MAX = 31_536_000;
/** Active monitoring parameters are shown as a count out of this many. */
export const MAX_ACTIVE_PARAMETERS = 200;

/** Capability flags a monitoring type may depend on. */
export type CapabilityFlag = {
  [K in keyof DeviceCapabilities]: DeviceCapabilities[K] extends boolean ? K : never;
}[keyof DeviceCapabilities];

/** A monitoring type of forms-modals-and-capabilities §3 and §9. */
export interface MonitoringType {
  readonly key: 'dynamic' | 'static' | 'hotspot' | 'gps' | 'io' | 'wireless' | 'ddns' | 'l2tp';
  readonly label: string;
  readonly config_id: number;
  /** Default period, in seconds. */
  readonly default: number;
  readonly min: number;
  readonly max: number;
  /** The capability a device needs for this type; none for dynamic and static. */
  readonly compatKey?: CapabilityFlag;
}

function type(
  key: MonitoringType['key'],
  label: string,
  config_id: number,
  period: number,
  compatKey?: CapabilityFlag,
): MonitoringType {
  const base = {
    key,
    label,
    config_id,
    default: period,
    min: MONITORING_INTERVAL_MIN,
    max: MONITORING_INTERVAL_MAX,
  };
  return Object.freeze(compatKey === undefined ? base : { ...base, compatKey });
}

/** The monitoring types with their config ids and default periods. */
export const MONITORING_TYPES: readonly MonitoringType[] = Object.freeze([
  type('dynamic', 'Dynamic', 0, 300),
  type('static', 'Static', 1, 1_296_000),
  type('hotspot', 'Hotspot', 2, 300, 'has_hotspot'),
  type('gps', 'GPS', 3, 300, 'has_gps'),
  type('io', 'I/O', 4, 300, 'has_io'),
  type('wireless', 'Wireless', 5, 300, 'has_wifi'),
  type('ddns', 'DDNS', 6, 300, 'has_ddns'),
  type('l2tp', 'L2TP', 7, 300, 'has_l2tp'),
]);

/** The monitoring type with a config id, or `undefined`. */
export function monitoringTypeById(configId: number): MonitoringType | undefined {
  return MONITORING_TYPES.find((entry) => entry.config_id === configId);
}

/** The monitoring types a device with these capabilities supports. */
export function monitoringTypesFor(capabilities: DeviceCapabilities): MonitoringType[] {
  return MONITORING_TYPES.filter((entry) => entry.compatKey === undefined || capabilities[entry.compatKey]);
}

/** True for a whole number of seconds from 60 to 31536000 inclusive. */
export function isValidMonitoringInterval(seconds: number): boolean {
  return (
    Number.isInteger(seconds) && seconds >= MONITORING_INTERVAL_MIN && seconds <= MONITORING_INTERVAL_MAX
  );
}

/** "count / 200", the active-parameters indicator. */
export function formatActiveParameters(count: number): string {
  return `${count} / ${MAX_ACTIVE_PARAMETERS}`;
}
