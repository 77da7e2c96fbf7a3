import type { ChannelHandlers } from '@netfleet/api-client';
import type { DeviceSamples } from '@netfleet/contracts';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderChartView } from '../charts/test/renderChartView.js';
import { useDeviceLive } from '../live/useDeviceLive.js';
import { useLiveSamples } from './useLiveSamples.js';

// The realtime socket, faked in this unit test only: the channels subscribed to, and a way to push.
const socket = vi.hoisted(() => ({ channels: new Map<string, ChannelHandlers>() }));
vi.mock('../../../realtime/sharedRealtime.js', () => ({
  sharedRealtime: () => ({
    subscribe(channel: string, handlers: ChannelHandlers) {
      socket.channels.set(channel, handlers);
      return () => socket.channels.delete(channel);
    },
  }),
}));

const FROM = new Date('2026-11-23T00:00:00Z');
const fetched = (t: number[]): DeviceSamples => ({
  resolution: 'raw',
  t,
  signal: t.map(() => -70),
  rsrp: t.map(() => null),
  rsrq: t.map(() => null),
  sinr: t.map(() => null),
  temperature: t.map(() => null),
  cpu_load: t.map(() => null),
  memory_used: t.map(() => null),
});

function Probe({ data }: { data: DeviceSamples }) {
  useDeviceLive(12);
  const merged = useLiveSamples(12, data, FROM);
  return <output aria-label="signal">{merged?.signal.join(' ')}</output>;
}

/** A report's telemetry push with its newest sample at `at`. */
function push(at: string, signal: number) {
  act(() =>
    socket.channels.get('private-device.12')?.onMessage?.({
      channel: 'private-device.12',
      event: 'telemetry',
      data: {
        id: 12,
        signal,
        operator: null,
        technology: null,
        ip: null,
        data_used_bytes: 0,
        latitude: null,
        longitude: null,
        last_seen_at: at,
        sample: {
          at,
          signal,
          rsrp: null,
          rsrq: null,
          sinr: null,
          temperature: null,
          cpu_load: null,
          memory_used: null,
        },
      },
    }),
  );
}

describe('live samples on the dynamic charts', () => {
  it('append each pushed sample to the fetched ones, and start over with a new answer', async () => {
    const start = Date.parse('2026-11-23T10:00:00Z') / 1000;
    const { rerender } = await renderChartView(<Probe data={fetched([start])} />);
    const signal = () => screen.getByRole('status', { name: 'signal' }).textContent;
    expect(signal()).toBe('-70');
    push('2026-11-23T10:05:00Z', -61);
    push('2026-11-23T10:10:00Z', -62);
    // Older than the period: not the period's.
    push('2026-11-22T10:10:00Z', -99);
    expect(signal()).toBe('-70 -61 -62');
    // A new answer (a refresh holds what was pushed before it) drops what was pushed.
    rerender(<Probe data={fetched([start - 300])} />);
    expect(signal()).toBe('-70');
    push('2026-11-23T10:15:00Z', -63);
    expect(signal()).toBe('-70 -63');
  });
});
