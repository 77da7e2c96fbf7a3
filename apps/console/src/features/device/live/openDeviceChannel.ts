import {
  type ChannelHandlers,
  type ChannelMessage,
  deviceChannel,
  parseDeviceChannelMessage,
} from '@netfleet/api-client';
import {
  DEVICE_CHANNEL_EVENTS,
  DeviceDetailChangedEventSchema,
  type DeviceEvent,
  DeviceEventSchema,
  type DeviceLiveSample,
} from '@netfleet/contracts';
import * as v from 'valibot';

/** What the channel needs of the realtime client (the console's shared socket). */
export interface DeviceChannelSubscriber {
  subscribe(channel: string, handlers: ChannelHandlers): () => void;
}

/** The device's fields a `status` or `telemetry` push changes. */
export type DeviceLivePatch = Partial<
  Record<'status' | 'data_used_bytes', number> &
    Record<'signal' | 'latitude' | 'longitude', number | null> &
    Record<'last_seen_at' | 'operator' | 'technology' | 'ip', string | null> & {
      io: Record<string, boolean> | null;
    }
>;

/** Where the pushes of one device's channel go. */
export interface DeviceChannelSink {
  /** New status or telemetry values of the device. */
  patch(patch: DeviceLivePatch): void;
  /** A report changed state the pushes do not carry (ports, interfaces, eSIM, firmware): fetch the device again. */
  detailChanged(): void;
  /** A new entry of the device's event log. */
  event(event: DeviceEvent): void;
  /** The newest sample of a report. */
  sample(sample: DeviceLiveSample): void;
}

/** Reads an `event` or `detail` push (those `parseDeviceChannelMessage` does not know); `null` for anything else. */
function parseOther(
  message: ChannelMessage,
  id: number,
): { kind: 'event'; event: DeviceEvent } | { kind: 'detail' } | null {
  if (message.event === DEVICE_CHANNEL_EVENTS.event) {
    const parsed = v.safeParse(DeviceEventSchema, message.data);
    return parsed.success ? { kind: 'event', event: parsed.output } : null;
  }
  if (message.event === DEVICE_CHANNEL_EVENTS.detail) {
    const parsed = v.safeParse(DeviceDetailChangedEventSchema, message.data);
    return parsed.success && parsed.output.id === id ? { kind: 'detail' } : null;
  }
  return null;
}

/**
 * Subscribes to one device's channel (`private-device.{id}`) and hands each push, parsed
 * with the contracts' schemas, to `sink`: `status` and `telemetry` as a patch of the
 * device (and the telemetry's newest sample), `detail` as a signal to refetch, `event` as
 * a new event log entry. Malformed pushes and pushes naming another device are dropped.
 * React-free; returns the unsubscribe.
 *
 * @example
 * const stop = openDeviceChannel(sharedRealtime(client), 12, { patch, detailChanged, event, sample });
 */
export function openDeviceChannel(
  realtime: DeviceChannelSubscriber,
  id: number,
  sink: DeviceChannelSink,
): () => void {
  return realtime.subscribe(deviceChannel(id), {
    onMessage(message) {
      const known = parseDeviceChannelMessage(message);
      if (known) {
        if (known.data.id !== id) return;
        if (known.event === 'status') {
          sink.patch({ status: known.data.status, last_seen_at: known.data.last_seen_at });
          return;
        }
        const { id: _id, sample, io, ...rest } = known.data;
        sink.patch(io === undefined ? rest : { ...rest, io });
        if (sample) sink.sample(sample);
        return;
      }
      const other = parseOther(message, id);
      if (other?.kind === 'event') sink.event(other.event);
      else if (other?.kind === 'detail') sink.detailChanged();
    },
  });
}
