import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStateTab } from '../ports/test/renderStateTab.js';
import { AccessView } from './AccessPage.js';

const entry = (id: number, name: string, protocol: string, port: number, enabled: boolean) => ({
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
  created_at: '2026-01-02T03:04:05.000Z',
});

describe('the access tab', () => {
  it("lists the device's remote access entries with their facts, asked for by device_id", async () => {
    const { api } = await renderStateTab(<AccessView deviceId={12} />, {
      role: 'read_only',
      search: {
        'devices/remote-access': {
          data: [entry(1, 'WebUI', 'https', 443, true), entry(2, 'SSH', 'ssh', 22, false)],
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Remote access entries' });
    await within(table).findByText('WebUI');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['WebUI', 'HTTPS', '192.168.1.1', '443', 'Enabled'],
      ['SSH', 'SSH', '192.168.1.1', '22', 'Disabled'],
    ]);
    const asked = api.requestsTo('/api/devices/remote-access')[0]?.url.searchParams;
    expect(asked?.get('device_id')).toBe('12');
    const help = screen.getByRole('link', { name: 'About remote access' });
    expect(help.getAttribute('href')).toMatch(/remote-access$/);
    expect(help.getAttribute('target')).toBe('_blank');
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
