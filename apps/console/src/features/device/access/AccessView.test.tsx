import type { RemoteAccessRow } from '@netfleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStateTab } from '../ports/test/renderStateTab.js';
import { AccessView } from './AccessPage.js';

const entry = (
  id: number,
  name: string,
  protocol: RemoteAccessRow['protocol'],
  port: number,
  enabled: boolean,
): RemoteAccessRow => ({
  id,
  name,
  protocol,
  enabled,
  destination: '192.168.1.1',
  port,
  device_id: 12,
  device_name: 'Gate',
  company_id: 3,
  company_name: 'Fleet Co',
  username: protocol === 'ssh' ? 'root' : null,
  has_password: protocol === 'ssh',
  has_private_key: false,
  host_key_sha256: null,
  created_at: '2026-01-02T03:04:05.000Z',
});

const entries = {
  'devices/remote-access': {
    data: [entry(1, 'WebUI', 'https', 443, true), entry(2, 'SSH', 'ssh', 22, true)],
  },
};

describe('the access tab', () => {
  it("lists the device's entries in the remote access list's columns, asked for by device_id", async () => {
    const { api } = await renderStateTab(<AccessView deviceId={12} />, {
      role: 'read_only',
      search: entries,
    });
    const table = await screen.findByRole('table', { name: 'Remote access entries' });
    await within(table).findByText('WebUI');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Protocol', 'Destination', 'Enabled', 'Credentials', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['WebUI', 'HTTPS', '192.168.1.1:443', 'Enabled', 'None stored', ''],
      ['SSH', 'SSH', '192.168.1.1:22', 'Enabled', 'Password stored', ''],
    ]);
    expect(within(table).getByRole('link', { name: 'SSH' }).getAttribute('href')).toBe('/remote/access/2');
    const asked = api.requestsTo('/api/devices/remote-access')[0]?.url.searchParams;
    expect(asked?.get('device_id')).toBe('12');
    const help = screen.getByRole('link', { name: 'About remote access' });
    expect(help.getAttribute('href')).toMatch(/remote-access$/);
    expect(help.getAttribute('target')).toBe('_blank');
  });

  it('gives a guest no buttons: no Connect, Add, Edit or Delete', async () => {
    await renderStateTab(<AccessView deviceId={12} />, { role: 'read_only', search: entries });
    await screen.findByText('WebUI');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('gives an admin the row actions, and Add entry opens the form for this device', async () => {
    await renderStateTab(<AccessView deviceId={12} />, { role: 'admin', search: entries });
    const ssh = await screen.findByRole('group', { name: 'Actions for SSH' });
    expect(
      within(ssh)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Connect', 'Files', 'Share', 'Edit', 'Delete']);
    const web = screen.getByRole('group', { name: 'Actions for WebUI' });
    expect(
      within(web)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit', 'Delete']);

    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add remote access entry' }, { timeout: 5000 });
    // The device is set: no picker, its id shown until the device is loaded.
    expect(within(dialog).queryByRole('combobox', { name: /Device/ })).toBeNull();
    await waitFor(() => expect(within(dialog).getByText('#12')).toBeTruthy());
  });

  it('says so when the device has none', async () => {
    await renderStateTab(<AccessView deviceId={12} />, { search: { 'devices/remote-access': { data: [] } } });
    expect(await screen.findByText('This device has no remote access entries.')).toBeTruthy();
  });

  it('shows the error with a retry when the entries cannot be loaded', async () => {
    await renderStateTab(<AccessView deviceId={12} />, {
      failures: { '/api/devices/remote-access': { status: 500 } },
    });
    expect(await screen.findByText('The remote access entries could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
