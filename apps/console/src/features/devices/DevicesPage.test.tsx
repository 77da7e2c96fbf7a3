import type { ChannelHandlers, ChannelMessage } from '@netfleet/api-client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeCursor, makeDevices } from '../../test/fakeApi.js';
import { renderConsole } from '../../test/renderConsole.js';

// The realtime socket, faked in this unit test only: the channels the page subscribes to,
// and a way to push a message on one.
const socket = vi.hoisted(() => ({ channels: new Map<string, ChannelHandlers>() }));
vi.mock('../../realtime/sharedRealtime.js', () => ({
  sharedRealtime: () => ({
    subscribe(channel: string, handlers: ChannelHandlers) {
      socket.channels.set(channel, handlers);
      return () => socket.channels.delete(channel);
    },
  }),
}));

// jsdom has no layout: give the grid's scroll area a size.
const restore: (() => void)[] = [];
beforeAll(() => {
  for (const [name, size] of [
    ['clientHeight', 600],
    ['clientWidth', 1200],
  ] as const) {
    const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('nf-grid__scroll') ? size : 0;
      },
    });
    restore.push(() => {
      if (original) Object.defineProperty(HTMLElement.prototype, name, original);
    });
  }
});
afterAll(() => {
  for (const undo of restore) undo();
});

const grid = () => screen.findByRole('grid', { name: 'Devices' });
async function bodyRows() {
  return within(await grid())
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');
}
const headers = async () =>
  within(await grid())
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim())
    .filter(Boolean);
/** The URL's search params as the router reads them (it quotes strings that look like numbers). */
const search = (history: { location: { search: string } }) =>
  new Map(
    [...new URLSearchParams(history.location.search)].map(([key, value]) => [
      key,
      value.startsWith('"') ? (JSON.parse(value) as string) : value,
    ]),
  );

describe('the devices page', () => {
  it('shows the first 100 devices in the grid with their status, model family and count', async () => {
    const devices = makeDevices(150).map((device) => ({ ...device, family: 'RUT' }));
    const { api } = renderConsole({ devices });
    await screen.findByText('Router 001');
    const request = api.deviceRequests()[0];
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({ limit: '100' });
    expect(screen.getByText('150 devices')).toBeTruthy();
    const rows = await bodyRows();
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole('rowheader').textContent).toBe('Router 001');
    expect(first.querySelector('[data-status]')?.textContent).toContain('Offline');
    expect(first.textContent).toContain('RUT');
    expect(first.textContent).toContain('Never seen');
    // The default columns: MAC, IMEI, IP and location are a tick away in the table settings.
    expect(await headers()).toEqual([
      'Name',
      'Status',
      'Model',
      'Serial',
      'Firmware',
      'Company',
      'Tags',
      'Signal',
      'Operator',
      'Data this month',
    ]);
  });

  it('reads the filters, search and sort from the URL and drops malformed ones', async () => {
    const { api } = renderConsole({
      devices: makeDevices(10),
      path: '/management/devices?status=0,1,7&model=RUTX11&firmware_below=7.6&capability=has_gps,bogus&seen=1h&q=rut&sort=-signal&company_id=3&subsidiaries=1&after=',
    });
    await waitFor(() => expect(api.deviceRequests().length).toBeGreaterThan(0));
    const params = Object.fromEntries(api.deviceRequests()[0]?.searchParams ?? []);
    const { seen_after: seenAfter, ...rest } = params;
    expect(rest).toEqual({
      status: '0,1',
      model: 'RUTX11',
      firmware_below: '7.6',
      capability: 'has_gps',
      q: 'rut',
      sort: '-signal',
      company_id: '3',
      subsidiaries: '1',
      limit: '100',
    });
    // "Within 1 hour": seen after an hour ago, to the minute.
    const hourAgo = Date.now() - 3_600_000;
    expect(Math.abs(Date.parse(seenAfter ?? '') - hourAgo)).toBeLessThan(61_000);
    expect((screen.getByRole('searchbox', { name: 'Search devices' }) as HTMLInputElement).value).toBe('rut');
    // Status, model, firmware, capability, company, last seen: the search has its own box.
    expect(screen.getByRole('button', { name: /Filters/ }).textContent).toContain('6 filters');
  });

  it('applies the filters panel to the URL and clears them again', async () => {
    const { api, history } = renderConsole({ devices: makeDevices(20) });
    await screen.findByText('Router 001');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('form', { name: 'Filter devices' });
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Offline' }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'RUT' }));
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Models' }), {
      target: { value: 'RUTX11, RUT955' },
    });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Firmware below' }), {
      target: { value: '7.6' },
    });
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Has GPS' }));
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Last seen' }), {
      target: { value: 'old' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(search(history).get('status')).toBe('0'));
    expect(Object.fromEntries(search(history))).toEqual({
      status: '0',
      family: 'RUT',
      model: 'RUTX11,RUT955',
      firmware_below: '7.6',
      capability: 'has_gps',
      seen: 'old',
    });
    await waitFor(() => expect(api.deviceRequests().at(-1)?.searchParams.get('firmware_below')).toBe('7.6'));
    expect(api.deviceRequests().at(-1)?.searchParams.has('seen_before')).toBe(true);
    // Only offline devices match in the fake: 5 of 20.
    await screen.findByText('5 devices');

    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(history.location.search).toBe(''));
    await screen.findByText('20 devices');
  });

  it('keeps the chosen columns and page size in the per-user storage, across a reload', async () => {
    const first = renderConsole({ devices: makeDevices(30) });
    await screen.findByText('Router 001');
    fireEvent.click(screen.getByText('Table settings'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Serial' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'IMEI' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move IMEI up' }));
    await waitFor(() => expect(first.api.state.storage.get('table:devices')).toContain('order'));
    const stored = JSON.parse(first.api.state.storage.get('table:devices') ?? '{}');
    // Serial was shown by default: unticking hides it; IMEI was hidden: ticking shows it, and it moved above MAC.
    expect([...stored.hidden].sort()).toEqual(['ip', 'latitude', 'mac', 'serial']);
    const order: string[] = stored.order;
    expect(order.indexOf('imei')).toBeLessThan(order.indexOf('mac'));
    await waitFor(async () => expect(await headers()).not.toContain('Serial'));
    expect(await headers()).toContain('IMEI');

    const pager = screen.getByRole('navigation', { name: 'Pages' });
    fireEvent.change(within(pager).getByRole('combobox', { name: 'Rows per page' }), {
      target: { value: '250' },
    });
    await waitFor(() =>
      expect(JSON.parse(first.api.state.storage.get('table:devices') ?? '{}').pageSize).toBe(250),
    );
    first.unmount();

    // A new session of the console (a reload) reads the same storage.
    const second = renderConsole({ devices: makeDevices(30), storage: new Map(first.api.state.storage) });
    await screen.findByText('Router 001');
    const columns = await headers();
    expect(columns).toContain('IMEI');
    expect(columns).not.toContain('Serial');
    await waitFor(() => expect(second.api.deviceRequests().at(-1)?.searchParams.get('limit')).toBe('250'));
  });

  it('says "about N devices" when the server only estimated the total', async () => {
    renderConsole({ devices: makeDevices(40), devicesTotalEstimated: true });
    expect(await screen.findByText('about 40 devices')).toBeTruthy();
    expect(
      screen.getAllByText('An estimate: counting every matching device exactly would take too long.').length,
    ).toBeGreaterThan(0);
  });

  it('pages with the keyset cursor of meta.next, and back', async () => {
    const { api, history } = renderConsole({ devices: makeDevices(250) });
    await screen.findByText('Router 001');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(search(history).get('after')).toBe(fakeCursor(100)));
    await screen.findByText('Router 101');
    expect(api.deviceRequests().at(-1)?.searchParams.get('after')).toBe(fakeCursor(100));
    const next = screen.getByRole('button', { name: 'Next page' });
    next.focus();
    fireEvent.click(next);
    await screen.findByText('Router 201');
    // The last page: Next is unavailable, and keeps the focus it had.
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(next);
    const requests = api.deviceRequests().length;
    fireEvent.click(next);
    expect(api.deviceRequests()).toHaveLength(requests);
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Router 101');
    expect(search(history).get('after')).toBe(fakeCursor(100));
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    await screen.findByText('Router 001');
    expect(search(history).has('after')).toBe(false);
  });

  it('selects rows, then every device matching the filter across pages', async () => {
    renderConsole({ devices: makeDevices(150) });
    await screen.findByText('Router 001');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Router 002' }));
    expect(await screen.findByText('1 device selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Select all 150 matching' }));
    expect(await screen.findByText('All 150 matching devices are selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(screen.queryByText(/selected/)).toBeNull());
  });

  it('tells an empty fleet from a filter that matches nothing', async () => {
    renderConsole({ devices: [] });
    expect(await screen.findByText('No devices yet')).toBeTruthy();
    expect(screen.getByText('0 devices')).toBeTruthy();
  });

  it('offers to clear the filters when nothing matches them', async () => {
    const { history } = renderConsole({
      devices: makeDevices(3),
      path: '/management/devices?status=2&q=zzz',
    });
    expect(await screen.findByText('No devices match the filters')).toBeTruthy();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    fireEvent.click(clear.at(-1) as HTMLElement);
    await waitFor(() => expect(history.location.search).toBe(''));
    await screen.findByText('Router 001');
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    renderConsole({ devices: makeDevices(3), failDevices: true });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain('Could not load devices');
  });

  it('subscribes to the devices on screen and shows a status change without a refetch', async () => {
    socket.channels.clear();
    const { api } = renderConsole({ devices: makeDevices(150) });
    await screen.findByText('Router 001');
    await waitFor(() => expect(socket.channels.has('private-device.2')).toBe(true), { timeout: 3000 });
    // Only rows in view: not the 150 of the page.
    expect(socket.channels.size).toBeLessThan(40);
    expect(socket.channels.has('private-device.140')).toBe(false);
    const requests = api.deviceRequests().length;
    // Router 002 is online in the fake; the simulator takes it offline.
    act(() => {
      socket.channels.get('private-device.2')?.onMessage({
        channel: 'private-device.2',
        event: 'status',
        data: { id: 2, status: 0, last_seen_at: new Date().toISOString() },
      } as ChannelMessage);
    });
    const row = () =>
      screen.getByRole('rowheader', { name: 'Router 002' }).closest('[role="row"]') as HTMLElement;
    await waitFor(() => expect(row().querySelector('[data-status]')?.getAttribute('data-status')).toBe('0'));
    expect(row().textContent).toContain('Offline');
    expect(api.deviceRequests()).toHaveLength(requests);
  });
});
