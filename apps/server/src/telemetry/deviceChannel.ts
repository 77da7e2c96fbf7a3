import type { DeviceStatusEvent, DeviceTelemetryEvent } from '@netfleet/contracts';
import type { Realtime } from '../realtime/createRealtime.js';

/** The realtime channel of one device (the api-client's `deviceChannel`). */
export function deviceChannel(deviceId: number): string {
  return `private-device.${deviceId}`;
}

/** Publishes a device's status change on its channel (`status`). */
export function publishDeviceStatus(realtime: Realtime, event: DeviceStatusEvent): void {
  realtime.publish(deviceChannel(event.id), 'status', event);
}

/** Publishes a device's newest values on its channel (`telemetry`). */
export function publishDeviceTelemetry(realtime: Realtime, event: DeviceTelemetryEvent): void {
  realtime.publish(deviceChannel(event.id), 'telemetry', event);
}
