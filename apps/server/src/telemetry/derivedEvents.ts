import type { DeviceUpdateRow, EventRow } from './telemetryRows.js';

/** What one device's row write changed, as the row's UPDATE … RETURNING compares it. */
export interface DeviceStateChange {
  id: number;
  /** The firmware before, when the report changed a known firmware; else null. */
  firmwareFrom: string | null;
  firmware: string | null;
  /** The report's connection code differs from the stored one. */
  connectionChanged: boolean;
  connectionCode: number | null;
  /** The I/O before, when the report's `io` map is to be compared (it carried no `io` events); else null. */
  ioBefore: Record<string, boolean> | null;
  /** Ports, interfaces, L2TP, eSIM, firmware, I/O or the connection code changed. */
  detailChanged: boolean;
}

/** The English words of a connection attempt's result code (spec: device connection attempt result codes). */
function connectionCodeMessage(code: number): string {
  switch (code) {
    case 0:
    case 10:
    case 12:
    case 20:
    case 104:
      return `The device attempted to connect (code ${code})`;
    case 14:
      return 'Monitoring is disabled (code 14)';
    case 15:
      return 'No active credit (code 15)';
    case 7:
      return 'A device with an identical serial but a different MAC is already registered (code 7)';
    default:
      return `Connection attempt result code ${code}`;
  }
}

/**
 * The events the server writes for what a report changed on the device row: `connection` (data
 * `{ code }`) when the connection code changed, `firmware` (`{ from, to }`) when a known firmware
 * changed, and `io` (`{ pin, value }`) per pin whose known value the report's `io` map changed
 * — the last two unless the report carried events of that kind itself (a device that logs its
 * own changes, with their exact times, is not logged twice). A pin first heard of is no change.
 */
export function derivedEvents(
  devices: readonly DeviceUpdateRow[],
  changes: readonly DeviceStateChange[],
): EventRow[] {
  const rows = new Map(devices.map((device) => [device.id, device]));
  const events: EventRow[] = [];
  for (const change of changes) {
    const device = rows.get(change.id);
    if (!device) continue;
    if (change.connectionChanged && change.connectionCode !== null) {
      events.push({
        device_id: change.id,
        at: device.connection_at ?? device.last_seen_at,
        kind: 'connection',
        message: connectionCodeMessage(change.connectionCode),
        data: { code: change.connectionCode },
      });
    }
    if (change.firmwareFrom !== null && change.firmware !== null && !device.firmware_event) {
      events.push({
        device_id: change.id,
        at: device.last_seen_at,
        kind: 'firmware',
        message: `Firmware ${change.firmwareFrom} → ${change.firmware}`,
        data: { from: change.firmwareFrom, to: change.firmware },
      });
    }
    if (change.ioBefore !== null && device.io !== null) {
      for (const [pin, value] of Object.entries(device.io)) {
        const before = change.ioBefore[pin];
        if (before === undefined || before === value) continue;
        events.push({
          device_id: change.id,
          at: device.io_at ?? device.last_seen_at,
          kind: 'io',
          message: `${pin} ${value ? 'on' : 'off'}`,
          data: { pin, value },
        });
      }
    }
  }
  return events;
}
