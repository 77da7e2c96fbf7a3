import type { ChannelHandlers, ChannelMessage } from '@netfleet/api-client';
import { deviceChannel, parseDeviceChannelMessage } from '@netfleet/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeviceLiveFeed, type DeviceLivePatch } from './createDeviceLiveFeed.js';
import { patchDevicePage } from './startDeviceLive.js';

function fakeRealtime() {
  const channels = new Map<string, ChannelHandlers>();
  return {
    channels,
    subscribe(channel: string, handlers: ChannelHandlers) {
      channels.set(channel, handlers);
      return () => channels.delete(channel);
    },
    push(channel: string, event: string, data: unknown) {
      channels.get(channel)?.onMessage({ channel, event, data } as ChannelMessage);
    },
  };
}

function setup() {
  const realtime = fakeRealtime();
  const batches: DeviceLivePatch[][] = [];
  const feed = createDeviceLiveFeed({
    realtime,
    channelOf: deviceChannel,
    parse: parseDeviceChannelMessage,
    onPatches: (patches) => batches.push([...patches]),
    batchMs: 50,
  });
  return { realtime, batches, feed };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createDeviceLiveFeed', () => {
  it('subscribes to the devices on screen and leaves those that scrolled away', () => {
    const { realtime, feed } = setup();
    feed.watch([1, 2, 3]);
    expect([...realtime.channels.keys()]).toEqual([
      'private-device.1',
      'private-device.2',
      'private-device.3',
    ]);
    feed.watch([3, 4]);
    expect([...realtime.channels.keys()].sort()).toEqual(['private-device.3', 'private-device.4']);
    expect(feed.watched().sort()).toEqual([3, 4]);
    feed.stop();
    expect(realtime.channels.size).toBe(0);
  });

  it('merges a burst of status and telemetry per device into one batch', () => {
    const { realtime, batches, feed } = setup();
    feed.watch([1, 2]);
    realtime.push('private-device.1', 'status', {
      id: 1,
      status: 0,
      last_seen_at: '2026-11-23T10:00:00.000Z',
    });
    realtime.push('private-device.1', 'telemetry', {
      id: 1,
      signal: -71,
      operator: 'Telia',
      technology: 'LTE',
      ip: '10.0.0.1',
      data_used_bytes: 2048,
      latitude: null,
      longitude: null,
      last_seen_at: '2026-11-23T10:00:01.000Z',
    });
    realtime.push('private-device.2', 'status', { id: 2, status: 1, last_seen_at: null });
    expect(batches).toHaveLength(0);
    vi.advanceTimersByTime(50);
    expect(batches).toHaveLength(1);
    const byId = new Map(batches[0]?.map((patch) => [patch.id, patch]));
    expect(byId.get(1)).toMatchObject({ status: 0, signal: -71, last_seen_at: '2026-11-23T10:00:01.000Z' });
    expect(byId.get(2)).toEqual({ id: 2, status: 1, last_seen_at: null });
  });

  it('drops the changes of rows scrolled out of view until the watch follows, keeping their channels', () => {
    const { realtime, batches, feed } = setup();
    feed.watch([1, 2, 3]);
    const status = (id: number, value: number) =>
      realtime.push(`private-device.${id}`, 'status', { id, status: value, last_seen_at: null });
    status(1, 0);
    // The scroll moves on: 1 is out of view (its waiting change goes too), 2 and 3 still in it.
    feed.inView([2, 3, 4]);
    status(1, 1);
    status(2, 0);
    vi.advanceTimersByTime(50);
    expect(batches).toEqual([[{ id: 2, status: 0, last_seen_at: null }]]);
    expect(feed.watched().sort()).toEqual([1, 2, 3]);
    // The scroll settled on 1 and 2: every watched device's changes come again.
    feed.watch([1, 2]);
    status(1, 1);
    vi.advanceTimersByTime(50);
    expect(batches[1]).toEqual([{ id: 1, status: 1, last_seen_at: null }]);
  });

  it('ignores malformed pushes, other events and devices no longer watched', () => {
    const { realtime, batches, feed } = setup();
    feed.watch([1]);
    const handlers = realtime.channels.get('private-device.1') as ChannelHandlers;
    realtime.push('private-device.1', 'status', { id: 1, status: 'broken' });
    realtime.push('private-device.1', 'something-else', { id: 1, status: 0 });
    // A message naming another device on this channel is not this device's.
    realtime.push('private-device.1', 'status', { id: 9, status: 0, last_seen_at: null });
    feed.watch([]);
    handlers.onMessage({
      channel: 'private-device.1',
      event: 'status',
      data: { id: 1, status: 0, last_seen_at: null },
    });
    vi.advanceTimersByTime(100);
    expect(batches).toHaveLength(0);
  });
});

describe('patchDevicePage', () => {
  const page = {
    data: [
      { id: 1, status: 1 },
      { id: 2, status: 1 },
    ],
    meta: { total: 2 },
  } as unknown as Parameters<typeof patchDevicePage>[0];

  it('changes only the patched rows and keeps the page when none is on it', () => {
    const next = patchDevicePage(page, new Map([[2, { id: 2, status: 0 }]]));
    expect(next?.data[1]?.status).toBe(0);
    expect(next?.data[0]).toBe(page?.data[0]);
    expect(patchDevicePage(page, new Map([[7, { id: 7, status: 0 }]]))).toBe(page);
  });
});
