import {
  DEVICE_CHANNEL_EVENTS,
  type DeviceStatusEvent,
  DeviceStatusEventSchema,
  type DeviceTelemetryEvent,
  DeviceTelemetryEventSchema,
} from '@netfleet/contracts';
import * as v from 'valibot';
import type { ChannelMessage } from './createRealtimeClient.js';

/** The channel of one device (`status` and `telemetry` events); the server allows it inside the user's company scope. */
export function deviceChannel(deviceId: number): string {
  return `private-device.${deviceId}`;
}

/** The progress channel of a bulk job (`progress` events); only the job's owner may subscribe. */
export function bulkChannel(jobId: number): string {
  return `private-bulk.${jobId}`;
}

/** A device channel's message, parsed: a status change, the newest telemetry, or `null` for anything else. */
export type DeviceChannelEvent =
  | { event: 'status'; data: DeviceStatusEvent }
  | { event: 'telemetry'; data: DeviceTelemetryEvent };

/**
 * Reads a message of a device channel with the contracts schemas, so a console never trusts
 * an unparsed push; an unknown event or a malformed payload gives `null`.
 *
 * @example
 * realtime.subscribe(deviceChannel(row.id), {
 *   onMessage: (message) => {
 *     const update = parseDeviceChannelMessage(message);
 *     if (update?.event === 'status') patchRow(update.data.id, { status: update.data.status });
 *   },
 * });
 */
export function parseDeviceChannelMessage(message: ChannelMessage): DeviceChannelEvent | null {
  if (message.event === DEVICE_CHANNEL_EVENTS.status) {
    const parsed = v.safeParse(DeviceStatusEventSchema, message.data);
    return parsed.success ? { event: 'status', data: parsed.output } : null;
  }
  if (message.event === DEVICE_CHANNEL_EVENTS.telemetry) {
    const parsed = v.safeParse(DeviceTelemetryEventSchema, message.data);
    return parsed.success ? { event: 'telemetry', data: parsed.output } : null;
  }
  return null;
}
