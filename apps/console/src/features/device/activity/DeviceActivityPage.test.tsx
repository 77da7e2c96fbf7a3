import type { ChannelHandlers, ChannelMessage } from '@netfleet/api-client';
import { deviceEventsInfiniteQueryOptions } from '@netfleet/api-client/react';
import type { DeviceEvent } from '@netfleet/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDeviceLive } from '../live/useDeviceLive.js';
import { renderStateTab } from '../ports/test/renderStateTab.js';
import { DeviceActivity } from './DeviceActivityPage.js';

// The realtime socket, faked in this unit test only: the channels subscribed to, and a push.
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

const ada = { id: 2, email: 'ada@example.com', name: 'Ada Admin' };
const EVENTS: DeviceEvent[] = [
  {
    id: 31,
    at: '2026-11-23T10:05:00.000Z',
    kind: 'renamed',
    message: 'Renamed from "Gate" to "Depot"',
    user: ada,
    data: { from: 'Gate', to: 'Depot' },
  },
  {
    id: 30,
    at: '2026-11-23T10:00:00.000Z',
    kind: 'connection',
    message: 'No active credit',
    user: null,
    data: { code: 15 },
  },
];

/** The activity tab of device 12 below the page's live subscription, its first page already loaded. */
function Page() {
  useDeviceLive(12);
  return <DeviceActivity id={12} />;
}

async function renderActivity(events: DeviceEvent[] = EVENTS, language?: 'nb') {
  return renderStateTab(<Page />, {
    ...(language && { language }),
    seed: (app) =>
      app.queryClient.setQueryData(deviceEventsInfiniteQueryOptions(app.client, 12).queryKey, {
        pages: [{ data: events, meta: { next: 'cursor-1' } }],
        pageParams: [null],
      }),
  });
}

const items = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

describe('the activity tab', () => {
  it('reads each event in words with who did it, newest first', async () => {
    await renderActivity();
    expect(items()).toEqual([
      expect.stringContaining('Renamed from “Gate” to “Depot”by Ada Admin'),
      expect.stringContaining('Connection attempt: The device has no active credit (code 15)'),
    ]);
    expect(items()[1]).not.toContain('by ');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it("speaks the user's language", async () => {
    await renderActivity(EVENTS, 'nb');
    expect(items()[0]).toContain('Nytt navn: fra «Gate» til «Depot»');
    expect(items()[0]).toContain('av Ada Admin');
  });

  it('puts an event that arrives live at the top, once', async () => {
    await renderActivity();
    const live: DeviceEvent = {
      id: 32,
      at: '2026-11-23T10:06:00.000Z',
      kind: 'io',
      message: 'din1 on',
      user: null,
      data: { pin: 'din1', value: true },
    };
    push('event', live);
    push('event', live);
    expect(items()).toHaveLength(3);
    expect(items()[0]).toContain('din1 turned on');
  });

  it('asks the server for one kind when filtered, and says when that fails', async () => {
    const { api } = await renderActivity();
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'io' } });
    await screen.findByText('Could not load the events');
    const request = api.requestsTo('/api/devices/12/events', 'GET')[0];
    expect(request?.url.searchParams.get('kind')).toBe('io');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says so when the device has no events yet', async () => {
    await renderStateTab(<DeviceActivity id={12} />, {
      seed: (app) =>
        app.queryClient.setQueryData(deviceEventsInfiniteQueryOptions(app.client, 12).queryKey, {
          pages: [{ data: [], meta: { next: null } }],
          pageParams: [null],
        }),
    });
    expect(screen.getByText('No events yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
