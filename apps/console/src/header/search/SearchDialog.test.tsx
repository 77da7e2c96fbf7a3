import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/renderConsole.js';
import { SEARCH_KINDS_STORAGE_KEY } from './searchKinds.js';

const devices = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  name: `RUT-${index + 1}`,
  status: 1,
}));

async function openWithSlash() {
  await screen.findByRole('navigation', { name: 'Main navigation' });
  fireEvent.keyDown(document.body, { key: '/' });
  return screen.findByRole('dialog', { name: 'Search' });
}

const input = () => screen.getByRole('combobox', { name: /Search devices, companies/ });

describe('the global search', () => {
  // First in the file: the dialog's chunk is not loaded yet, so it suspends as in a browser.
  it('keeps what was typed right after "/" while the dialog was on its way', async () => {
    renderConsole();
    await screen.findByRole('navigation', { name: 'Main navigation' });
    fireEvent.keyDown(document.body, { key: '/' });
    fireEvent.keyDown(document.body, { key: 'R' });
    fireEvent.keyDown(document.body, { key: 'U' });
    await screen.findByRole('dialog', { name: 'Search' });
    await waitFor(() => expect((input() as HTMLInputElement).value).toBe('RU'));
  });

  it('opens with "/" when no input is focused, not while typing in one', async () => {
    renderConsole();
    await screen.findByRole('searchbox', { name: 'Search devices' });
    const field = screen.getByRole('searchbox', { name: 'Search devices' });
    field.focus();
    fireEvent.keyDown(field, { key: '/' });
    expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull();
    field.blur();
    const dialog = await openWithSlash();
    await waitFor(() => expect(document.activeElement).toBe(input()));
    expect(within(dialog).getByText('Type to start searching')).toBeTruthy();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement?.className).toContain('header-search');
  });

  it('searches the permitted kinds after the typing pause, with count badges', async () => {
    const { api } = renderConsole({
      role: 'read_only',
      search: {
        devices: { data: devices, total: 42 },
        tags: { data: [{ id: 3, name: 'RUT fleet', color: '#ff0000' }] },
      },
    });
    const dialog = await openWithSlash();
    const kinds = within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.parentElement?.textContent);
    expect(kinds).not.toContain('Users');
    fireEvent.change(input(), { target: { value: 'RUT' } });
    const devicesGroup = await within(dialog).findByRole('group', { name: 'Devices 10+' }, { timeout: 2000 });
    expect(within(devicesGroup).getAllByRole('option')).toHaveLength(11);
    expect(within(devicesGroup).getByRole('option', { name: 'View in table' })).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Tags 1' })).toBeTruthy();
    const request = api.requestsTo('/api/devices').find((entry) => entry.url.searchParams.get('q') === 'RUT');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      q: 'RUT',
      limit: '10',
      'search-fields': 'name,email',
      fields: 'id,name,status,email,protocol,enabled,color',
    });
    expect(api.requestsTo('/api/users')).toHaveLength(0);
  });

  it('says "No results found" and "No search criteria selected", and remembers the kinds', async () => {
    renderConsole({ role: 'admin' });
    const dialog = await openWithSlash();
    fireEvent.change(input(), { target: { value: 'nothing' } });
    expect(await within(dialog).findByText('No results found', {}, { timeout: 2000 })).toBeTruthy();
    for (const box of within(dialog).getAllByRole('checkbox')) fireEvent.click(box);
    expect(within(dialog).getByText('No search criteria selected')).toBeTruthy();
    expect(localStorage.getItem(SEARCH_KINDS_STORAGE_KEY)).toBe('[]');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Users' }));
    expect(localStorage.getItem(SEARCH_KINDS_STORAGE_KEY)).toBe('["users"]');
  });

  it('moves with the arrows and opens the highlighted result with Enter', async () => {
    const { history } = renderConsole({
      search: {
        users: { data: [{ id: 5, name: 'Ann Admin', email: 'ann@fleet.test' }] },
        devices: { data: devices.slice(0, 2) },
      },
    });
    const dialog = await openWithSlash();
    fireEvent.change(input(), { target: { value: 'an' } });
    await within(dialog).findByRole('group', { name: 'Users 1' }, { timeout: 2000 });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    const first = within(dialog).getByRole('option', { name: /RUT-1/ });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(input().getAttribute('aria-activedescendant')).toBe(first.id);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    const last = within(within(dialog).getByRole('group', { name: 'Users 1' })).getByRole('option', {
      name: 'View in table',
    });
    expect(last.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(history.location.pathname).toBe('/users'));
    expect(history.location.search).toContain('q=ann%40fleet.test');
    expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull();
  });

  it('opens a device’s page on click, and the table filtered by the query from "View in table"', async () => {
    const { history } = renderConsole({ search: { devices: { data: devices.slice(0, 3) } } });
    let dialog = await openWithSlash();
    fireEvent.change(input(), { target: { value: 'RUT' } });
    fireEvent.click(await within(dialog).findByRole('option', { name: /RUT-2/ }, { timeout: 2000 }));
    await waitFor(() => expect(history.location.pathname).toBe('/devices/2/activity'));

    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    dialog = await screen.findByRole('dialog', { name: 'Search' });
    fireEvent.change(input(), { target: { value: 'RUT' } });
    const group = await within(dialog).findByRole('group', { name: 'Devices 3' }, { timeout: 2000 });
    fireEvent.click(within(group).getByRole('option', { name: 'View in table' }));
    await waitFor(() => expect(history.location.pathname).toBe('/management/devices'));
    expect(new URLSearchParams(history.location.search).get('q')).toBe('RUT');
  });
});
