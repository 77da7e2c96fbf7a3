import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PortsView } from './PortsView.js';
import { portRows } from './portRows.js';
import { deviceDetail, renderStateTab } from './test/renderStateTab.js';

const LAN1 = { name: 'LAN1', link: true, speed_mbps: 1000, duplex: 'full' } as const;

describe('the ports tab', () => {
  it('has a row per port of the model, or per reported port when the device reports more', () => {
    expect(portRows([LAN1], 4).map((row) => row.state?.name ?? row.n)).toEqual(['LAN1', 2, 3, 4]);
    expect(portRows([LAN1, { ...LAN1, name: 'LAN2' }], 0)).toHaveLength(2);
    expect(portRows(null, 4)).toEqual([]);
    expect(portRows([], 4)).toEqual([]);
  });

  it("shows the model's port count, the last scan and each port's link, speed and duplex", async () => {
    await renderStateTab(
      <PortsView
        device={deviceDetail({
          // RUTX11: 4 Ethernet ports.
          ports: [LAN1, { name: 'LAN2', link: false, speed_mbps: null, duplex: null }],
          ports_scanned_at: '2026-11-23T10:00:00.000Z',
        })}
      />,
    );
    const count = screen.getByText('Ethernet ports of the model', { selector: 'dt' }).nextElementSibling;
    expect(count?.textContent).toBe('4');
    const scanned = screen.getByText('Last scanned', { selector: 'dt' }).nextElementSibling;
    expect(scanned?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-23T10:00:00.000Z');
    const rows = within(screen.getByRole('table', { name: 'Port states' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['LAN1', 'Up', '1000 Mbit/s', 'Full'],
      ['LAN2', 'Down', '-', '-'],
      ['Port 3', 'Not reported', '-', '-'],
      ['Port 4', 'Not reported', '-', '-'],
    ]);
  });

  it('says the device has reported no ports yet, and that it was never scanned', async () => {
    await renderStateTab(<PortsView device={deviceDetail()} />);
    expect(screen.getByText(/has not reported its ports yet/)).toBeTruthy();
    expect(screen.getByText('Last scanned', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      'Never',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});
