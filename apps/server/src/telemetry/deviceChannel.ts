import {
  DEVICE_CHANNEL_EVENTS,
  type DeviceDetailChangedEvent,
  type DeviceEvent,
  type DeviceStatusEvent,
  type DeviceTelemetryEvent,
} from '@netfleet/contracts';
import type { Realtime } from '../realtime/createRealtime.js';

/** The realtime channel of one device (the api-client's `deviceChannel`). */
export function deviceChannel(deviceId: number): string {
  return `private-device.${deviceId}`;
}

/** Publishes a device's status change on its channel (`status`). */
export function publishDeviceStatus(realtime: Realtime, event: DeviceStatusEvent): void {
  realtime.publish(deviceChannel(event.id), DEVICE_CHANNEL_EVENTS.status, event);
}

/** Publishes a device's newest values on its channel (`telemetry`). */
export function publishDeviceTelemetry(realtime: Realtime, event: DeviceTelemetryEvent): void {
  realtime.publish(deviceChannel(event.id), DEVICE_CHANNEL_EVENTS.telemetry, event);
}

/**
 * Publishes a new row of a device's event log on its channel (`event`), in the shape of
 * `GET /devices/{id}/events`, so an open activity tab shows it without a refetch. Every writer
 * of `device_events` calls it after its transaction commits: the ingest for what a device
 * reported, the device resource for what a user did.
 *
 * @example
 * publishDeviceEvent(context, deviceId, { id, at, kind: 'renamed', message, user, data: { from, to } });
 */
export function publishDeviceEvent(
  context: { realtime: Realtime },
  deviceId: number,
  event: DeviceEvent,
): void {
  context.realtime.publish(deviceChannel(deviceId), DEVICE_CHANNEL_EVENTS.event, event);
}

/**
 * Tells a device's watchers that its reported state (ports, interfaces, L2TP, eSIM, firmware,
 * I/O) changed (`detail`): a device page fetches `GET /devices/{id}` again.
 */
export function publishDeviceDetailChanged(realtime: Realtime, event: DeviceDetailChangedEvent): void {
  realtime.publish(deviceChannel(event.id), DEVICE_CHANNEL_EVENTS.detail, event);
}
