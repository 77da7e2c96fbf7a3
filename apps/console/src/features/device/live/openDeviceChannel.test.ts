import type { ChannelHandlers, ChannelMessage } from '@netfleet/api-client';
import { describe, expect, it, vi } from 'vitest';
import { type DeviceChannelSink, openDeviceChannel } from './openDeviceChannel.js';

function setup() {
  const channels = new Map<string, ChannelHandlers>();
  const realtime = {
    subscribe(channel: string, handlers: ChannelHandlers) {
      channels.set(channel, handlers);
      return () => channels.delete(channel);
    },
  };
  const sink = {
    patch: vi.fn(),
    detailChanged: vi.fn(),
    event: vi.fn(),
    sample: vi.fn(),
  } satisfies DeviceChannelSink;
  const stop = openDeviceChannel(realtime, 7, sink);
  const push = (event: string, data: unknown) =>
    channels
      .get('private-device.7')
      ?.onMessage({ channel: 'private-device.7', event, data } as ChannelMessage);
  return { channels, sink, stop, push };
}

const TELEMETRY = {
  id: 7,
  signal: -71,
  operator: 'Telia',
  technology: 'LTE',
  ip: '10.0.0.1',
  data_used_bytes: 2048,
  latitude: null,
  longitude: null,
  last_seen_at: '2026-11-23T10:00:01.000Z',
};
const SAMPLE = {
  at: '2026-11-23T10:00:00.000Z',
  signal: -71,
  rsrp: -95,
  rsrq: -9,
  sinr: 12,
  temperature: 41,
  cpu_load: 0.2,
  memory_used: 0.5,
};
const EVENT = {
  id: 99,
  at: '2026-11-23T10:00:02.000Z',
  kind: 'renamed',
  message: 'Renamed from A to B',
  user: { id: 1, email: 'op@example.com', name: 'Op' },
  data: { from: 'A', to: 'B' },
};

describe('openDeviceChannel', () => {
  it('subscribes to the device channel and leaves it on stop', () => {
    const { channels, stop } = setup();
    expect([...channels.keys()]).toEqual(['private-device.7']);
    stop();
    expect(channels.size).toBe(0);
  });

  it('turns status and telemetry into patches of the device, and hands over the newest sample', () => {
    const { sink, push } = setup();
    push('status', { id: 7, status: 1, last_seen_at: '2026-11-23T10:00:00.000Z' });
    expect(sink.patch).toHaveBeenLastCalledWith({ status: 1, last_seen_at: '2026-11-23T10:00:00.000Z' });
    push('telemetry', { ...TELEMETRY, sample: SAMPLE, io: { din1: true } });
    const { id: _id, ...fields } = TELEMETRY;
    expect(sink.patch).toHaveBeenLastCalledWith({ ...fields, io: { din1: true } });
    expect(sink.sample).toHaveBeenCalledWith(SAMPLE);
    // A report without I/O leaves the device's I/O as it was.
    push('telemetry', { ...TELEMETRY, sample: null });
    expect(sink.patch).toHaveBeenLastCalledWith(fields);
    expect(sink.sample).toHaveBeenCalledTimes(1);
  });

  it('passes new events on and asks for a refetch on detail', () => {
    const { sink, push } = setup();
    push('event', EVENT);
    expect(sink.event).toHaveBeenCalledWith(EVENT);
    push('detail', { id: 7 });
    expect(sink.detailChanged).toHaveBeenCalledTimes(1);
  });

  it('drops malformed pushes, unknown events and pushes naming another device', () => {
    const { sink, push } = setup();
    push('status', { id: 7, status: 'up' });
    push('status', { id: 8, status: 1, last_seen_at: null });
    push('telemetry', { ...TELEMETRY, id: 8 });
    push('event', { ...EVENT, at: undefined });
    push('detail', { id: 8 });
    push('something', { id: 7 });
    expect(sink.patch).not.toHaveBeenCalled();
    expect(sink.event).not.toHaveBeenCalled();
    expect(sink.detailChanged).not.toHaveBeenCalled();
  });
});
