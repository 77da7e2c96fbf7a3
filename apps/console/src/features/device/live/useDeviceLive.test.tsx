import type { ChannelHandlers, ChannelMessage } from '@netfleet/api-client';
import { deviceQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deviceDetail, renderStateTab } from '../ports/test/renderStateTab.js';
import { useDeviceLive, useDeviceSamples } from './useDeviceLive.js';

const socket = vi.hoisted(() => ({ channels: new Map<string, ChannelHandlers>() }));
vi.mock('../../../realtime/sharedRealtime.js', () => ({
  sharedRealtime: () => ({
    subscribe(channel: string, handlers: ChannelHandlers) {
      socket.channels.set(channel, handlers);
      return () => socket.channels.delete(channel);
    },
  }),
}));
const push = (event: string, data: unknown) =>
  act(() => {
    socket.channels
      .get('private-device.12')
      ?.onMessage({ channel: 'private-device.12', event, data } as ChannelMessage);
  });

/** What the page does: read the device (so that a stale query refetches) and subscribe. */
function Probe({ onSample }: { onSample: (signal: number | null) => void }) {
  useQuery(deviceQueryOptions(useApiClient(), 12));
  useDeviceLive(12);
  useDeviceSamples(12, (sample) => onSample(sample.signal));
  return null;
}

async function setup() {
  const onSample = vi.fn();
  const parts = await renderStateTab(<Probe onSample={onSample} />, {
    seed: (app) => app.queryClient.setQueryData(deviceQueryOptions(app.client, 12).queryKey, deviceDetail()),
  });
  const cached = () => parts.app.queryClient.getQueryData(deviceQueryOptions(parts.app.client, 12).queryKey);
  return { ...parts, onSample, cached };
}

describe('useDeviceLive', () => {
  it("writes status and telemetry into the device's query and hands samples to the tabs", async () => {
    const { cached, onSample } = await setup();
    push('status', { id: 12, status: 0, last_seen_at: '2026-11-23T10:00:00.000Z' });
    expect(cached()).toMatchObject({ status: 0, last_seen_at: '2026-11-23T10:00:00.000Z', name: 'Gate' });
    push('telemetry', {
      id: 12,
      signal: -67,
      operator: 'Telia',
      technology: 'LTE',
      ip: '10.0.0.9',
      data_used_bytes: 4096,
      latitude: null,
      longitude: null,
      last_seen_at: '2026-11-23T10:01:00.000Z',
      io: { din1: true },
      sample: {
        at: '2026-11-23T10:01:00.000Z',
        signal: -67,
        rsrp: null,
        rsrq: null,
        sinr: null,
        temperature: null,
        cpu_load: null,
        memory_used: null,
      },
    });
    expect(cached()).toMatchObject({ signal: -67, operator: 'Telia', io: { din1: true }, status: 0 });
    expect(onSample).toHaveBeenCalledWith(-67);
  });

  it('fetches the device again on detail and on a change another user made', async () => {
    const { api } = await setup();
    expect(api.requestsTo('/api/devices/12', 'GET')).toHaveLength(0);
    push('detail', { id: 12 });
    await vi.waitFor(() => expect(api.requestsTo('/api/devices/12', 'GET')).toHaveLength(1));
    push('event', {
      id: 40,
      at: '2026-11-23T10:02:00.000Z',
      kind: 'renamed',
      message: 'Renamed',
      user: { id: 3, email: 'b@example.com', name: 'B' },
      data: { from: 'Gate', to: 'Depot' },
    });
    await vi.waitFor(() => expect(api.requestsTo('/api/devices/12', 'GET')).toHaveLength(2));
    // A device-reported event changes nothing the device's query holds.
    push('event', {
      id: 41,
      at: '2026-11-23T10:03:00.000Z',
      kind: 'io',
      message: 'x',
      user: null,
      data: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requestsTo('/api/devices/12', 'GET')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
