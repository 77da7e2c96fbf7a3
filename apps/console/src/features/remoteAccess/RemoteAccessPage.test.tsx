import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../test/renderConsole.js';
import { accessEntry } from './testEntries.js';

const entries = {
  'devices/remote-access': {
    data: [
      accessEntry(),
      accessEntry({
        id: 8,
        name: 'Console',
        protocol: 'telnet',
        port: 23,
        has_password: false,
        username: null,
      }),
      accessEntry({ id: 9, name: 'Screen', protocol: 'vnc', port: 5900, enabled: false }),
    ],
  },
};

function fakeTab() {
  const tab = { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as WindowProxy);
  return { tab, open };
}

afterEach(() => vi.restoreAllMocks());

describe('the remote access page', () => {
  it('lists every entry with its device, destination:port, state and stored credentials', async () => {
    renderConsole({ path: '/remote/access', search: entries });
    const table = await screen.findByRole('table', { name: 'Remote access entries' }, { timeout: 5000 });
    const row = await within(table).findByRole('row', { name: /Shell/ });
    expect([...row.children].slice(0, 6).map((cell) => cell.textContent)).toEqual([
      'Shell',
      'Gate',
      'SSH',
      '127.0.0.1:22',
      'Enabled',
      'Password stored',
    ]);
    expect(within(row).getByRole('link', { name: 'Gate' }).getAttribute('href')).toBe('/devices/12');
    expect(screen.getByText('3 entries')).toBeTruthy();
  });

  it('shows each action only to those holding its permission', async () => {
    renderConsole({ path: '/remote/access', search: entries });
    const shell = await screen.findByRole('group', { name: 'Actions for Shell' }, { timeout: 5000 });
    expect(
      within(shell)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Connect', 'Files', 'Share', 'Edit', 'Delete']);
    const screenRow = screen.getByRole('group', { name: 'Actions for Screen' });
    expect(
      within(screenRow)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit', 'Delete']);
    expect(screen.getByRole('button', { name: 'Add entry' })).toBeTruthy();
  });

  it('gives a guest the list without a single action', async () => {
    renderConsole({ path: '/remote/access', role: 'read_only', search: entries });
    await screen.findByRole('row', { name: /Shell/ }, { timeout: 5000 });
    expect(screen.queryByRole('group', { name: /Actions for/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add entry' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Connect' })).toBeNull();
  });

  it('Connect on ssh opens a tab at once, then sends it to the one-time key page', async () => {
    const { api } = renderConsole({ path: '/remote/access', search: entries });
    api.state.answers['POST /api/devices/remote-access/7/keys'] = {
      status: 201,
      body: {
        data: {
          key: 'k'.repeat(43),
          path: `/rms-connect/ssh?key=${'k'.repeat(43)}`,
          expires_at: '2026-01-02T03:05:05.000Z',
        },
      },
    };
    const { tab, open } = fakeTab();
    const shell = await screen.findByRole('group', { name: 'Actions for Shell' }, { timeout: 5000 });
    await userEvent.click(within(shell).getByRole('button', { name: 'Connect' }));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() =>
      expect(tab.location.href).toBe(`http://localhost:3000/rms-connect/ssh?key=${'k'.repeat(43)}`),
    );
    expect(tab.opener).toBeNull();
    expect(api.requestsTo('/api/devices/remote-access/7/keys', 'POST')[0]?.body).toEqual({
      purpose: 'connect',
    });
  });

  it('Connect on telnet and Files on ssh go straight to their pages by entry id', async () => {
    const { api } = renderConsole({ path: '/remote/access', search: entries });
    const { open } = fakeTab();
    const telnet = await screen.findByRole('group', { name: 'Actions for Console' }, { timeout: 5000 });
    await userEvent.click(within(telnet).getByRole('button', { name: 'Connect' }));
    expect(open).toHaveBeenLastCalledWith(
      'http://localhost:3000/rms-connect/telnet?id=8',
      '_blank',
      'noopener',
    );
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Actions for Shell' })).getByRole('button', { name: 'Files' }),
    );
    expect(open).toHaveBeenLastCalledWith(
      'http://localhost:3000/rms-connect/sftp?id=7',
      '_blank',
      'noopener',
    );
    expect(api.requestsTo('/api/devices/remote-access/7/keys')).toEqual([]);
  });

  it('closes the blank tab and says why when the key is refused', async () => {
    const { api } = renderConsole({ path: '/remote/access', search: entries });
    api.state.answers['POST /api/devices/remote-access/7/keys'] = {
      status: 403,
      body: { errors: [{ code: 'FORBIDDEN', message: 'You may not open this entry' }] },
    };
    const { tab } = fakeTab();
    const shell = await screen.findByRole('group', { name: 'Actions for Shell' }, { timeout: 5000 });
    await userEvent.click(within(shell).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(await screen.findByText('You may not open this entry')).toBeTruthy();
  });

  it('Share shows the link of a share key with its copy button', async () => {
    const { api } = renderConsole({ path: '/remote/access', search: entries });
    api.state.answers['POST /api/devices/remote-access/7/keys'] = {
      status: 201,
      body: {
        data: {
          key: 's'.repeat(43),
          path: `/rms-connect/ssh?key=${'s'.repeat(43)}`,
          expires_at: '2026-01-02T04:04:05.000Z',
        },
      },
    };
    const shell = await screen.findByRole('group', { name: 'Actions for Shell' }, { timeout: 5000 });
    await userEvent.click(within(shell).getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Shell' }, { timeout: 5000 });
    const link = (await within(dialog).findByRole('textbox', { name: 'Link' })) as HTMLInputElement;
    expect(link.value).toBe(`http://localhost:3000/rms-connect/ssh?key=${'s'.repeat(43)}`);
    expect(within(dialog).getByRole('button', { name: /Copy/ })).toBeTruthy();
    expect(within(dialog).getByText(/^Expires/).textContent).toContain('2026-01-02');
    expect(api.requestsTo('/api/devices/remote-access/7/keys', 'POST')[0]?.body).toEqual({
      purpose: 'share',
    });
  });

  it('Delete asks first, then deletes and reloads', async () => {
    const { api } = renderConsole({ path: '/remote/access', search: entries });
    api.state.answers['DELETE /api/devices/remote-access/8'] = { status: 204 };
    const telnet = await screen.findByRole('group', { name: 'Actions for Console' }, { timeout: 5000 });
    await userEvent.click(within(telnet).getByRole('button', { name: 'Delete' }));
    const prompt = await screen.findByRole(
      'dialog',
      { name: 'Delete remote access entry' },
      { timeout: 5000 },
    );
    expect(prompt.textContent).toContain('Delete "Console" of Gate?');
    expect(api.requestsTo('/api/devices/remote-access/8', 'DELETE')).toEqual([]);
    const before = api.requestsTo('/api/devices/remote-access', 'GET').length;
    await userEvent.click(within(prompt).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.requestsTo('/api/devices/remote-access/8', 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('Remote access entry deleted')).toBeTruthy();
    await waitFor(() =>
      expect(api.requestsTo('/api/devices/remote-access', 'GET').length).toBeGreaterThan(before),
    );
  });

  it('keeps the protocol filter in the URL and asks the server for it', async () => {
    const { api, history } = renderConsole({ path: '/remote/access', search: entries });
    const filter = await screen.findByRole('combobox', { name: 'Protocol' }, { timeout: 5000 });
    await userEvent.selectOptions(filter, 'telnet');
    await waitFor(() => expect(history.location.search).toContain('protocol=telnet'));
    await waitFor(() =>
      expect(api.requestsTo('/api/devices/remote-access').at(-1)?.url.searchParams.get('protocol')).toBe(
        'telnet',
      ),
    );
  });
});
