import type { PortState } from '@netfleet/contracts';

/** One row of the ports table: the port's number and what the device reported of it. */
export interface PortRow {
  /** 1-based. */
  readonly n: number;
  /** `null`: the model has the port but the device has not reported it. */
  readonly state: PortState | null;
}

/**
 * The rows of the ports table: as many as the model has ports (device-capabilities
 * `port_count`), or as the device reported when that is more (a model the catalogue does not
 * know); none when the device reported no ports (the tab shows its empty state then).
 *
 * @example
 * portRows([{ name: 'LAN1', link: true, speed_mbps: 1000, duplex: 'full' }], 2);
 * // [{ n: 1, state: { name: 'LAN1', … } }, { n: 2, state: null }]
 */
export function portRows(ports: readonly PortState[] | null, portCount: number): PortRow[] {
  if (ports === null || ports.length === 0) return [];
  const count = Math.max(portCount, ports.length);
  return Array.from({ length: count }, (_, index) => ({ n: index + 1, state: ports[index] ?? null }));
}
