import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDevices } from '../../test/fakeApi.js';
import { renderConsole } from '../../test/renderConsole.js';

const devicesTable = () => screen.findByRole('table', { name: 'Devices' });

async function bodyRows() {
  const table = await devicesTable();
  return within(table).getAllByRole('row').slice(1);
}

describe('the devices page', () => {
  it('lists the devices of GET /api/devices with their status labels', async () => {
    renderConsole({ devices: makeDevices(4) });
    await screen.findByText('Router 001');
    const rows = await bodyRows();
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual([
      'Offline',
      'Online',
      'Pending',
      'Not Activated',
    ]);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole('rowheader').textContent).toBe('Router 001');
    expect(first.textContent).toContain('1100000001');
    expect(first.textContent).toContain('Fleet Co');
    expect(screen.getByText('4 devices')).toBeTruthy();
  });

  it('asks for the first page of 25 sorted by nothing', async () => {
    const { api } = renderConsole({ devices: makeDevices(60) });
    await screen.findByText('Router 001');
    const request = api.deviceRequests()[0];
    expect(request?.searchParams.get('limit')).toBe('25');
    expect(request?.searchParams.get('offset')).toBe('0');
    expect(request?.searchParams.has('sort')).toBe(false);
    expect(await bodyRows()).toHaveLength(25);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('pages through the URL and keeps the previous rows while loading', async () => {
    const { api, history } = renderConsole({ devices: makeDevices(60) });
    await screen.findByText('Router 001');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(history.location.search).toContain('page=2'));
    // The first page stays on screen until the second arrives.
    expect(screen.queryByText('Router 001') ?? (await screen.findByText('Router 026'))).toBeTruthy();
    await screen.findByText('Router 026');
    expect(api.deviceRequests().at(-1)?.searchParams.get('offset')).toBe('25');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '50' } });
    await waitFor(() => expect(history.location.search).toContain('pageSize=50'));
    // A new page size starts again at page 1, which is the default and so leaves the URL.
    expect(history.location.search).not.toContain('page=');
    await waitFor(() => expect(api.deviceRequests().at(-1)?.searchParams.get('limit')).toBe('50'));
  });

  it('sorts by a clicked column, ascending then descending', async () => {
    const { api, history } = renderConsole({ devices: makeDevices(30), path: '/management/devices?page=2' });
    await screen.findByText('Router 026');

    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('sort')).toBe('name'));
    // Sorting starts again at the first page.
    expect(new URLSearchParams(history.location.search).has('page')).toBe(false);
    await waitFor(() => expect(api.deviceRequests().at(-1)?.searchParams.get('sort')).toBe('name'));

    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('sort')).toBe('-name'));
    await screen.findByText('Router 030');
    expect(within((await bodyRows())[0] as HTMLElement).getByRole('rowheader').textContent).toBe(
      'Router 030',
    );
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('descending');
  });

  it('reads page, sort and search from the URL', async () => {
    const { api } = renderConsole({
      devices: makeDevices(30),
      path: '/management/devices?page=2&pageSize=10&sort=-serial&q=router',
    });
    await screen.findByText('Router 020');
    const request = api.deviceRequests()[0];
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      limit: '10',
      offset: '10',
      sort: '-serial',
      q: 'router',
    });
    expect((screen.getByRole('searchbox', { name: 'Search devices' }) as HTMLInputElement).value).toBe(
      'router',
    );
  });

  it('searches after typing stops and starts again at page 1', async () => {
    const { history, api } = renderConsole({ devices: makeDevices(30), path: '/management/devices?page=2' });
    await screen.findByText('Router 026');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search devices' }), {
      target: { value: 'Router 007' },
    });
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('q')).toBe('Router 007'), {
      timeout: 2000,
    });
    expect(new URLSearchParams(history.location.search).has('page')).toBe(false);
    await waitFor(() => expect(api.deviceRequests().at(-1)?.searchParams.get('q')).toBe('Router 007'));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(screen.getByText('1 device')).toBeTruthy();
  });

  it('says so when there are no devices', async () => {
    renderConsole({ devices: [] });
    expect(await screen.findByText('No devices found')).toBeTruthy();
    expect(screen.getByText('0 devices')).toBeTruthy();
  });

  it('shows an error when the list cannot be loaded', async () => {
    renderConsole({ devices: makeDevices(3), failDevices: true });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain('Could not load devices');
  });
});
