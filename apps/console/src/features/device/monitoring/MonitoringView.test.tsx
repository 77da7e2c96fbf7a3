import { deviceEventsInfiniteQueryOptions } from '@netfleet/api-client/react';
import type { DeviceEvent } from '@netfleet/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deviceDetail, renderStateTab } from '../ports/test/renderStateTab.js';
import { MonitoringHistory } from './MonitoringHistory.js';
import { MonitoringView } from './MonitoringView.js';
import { monitoringRows } from './monitoringRows.js';

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('the monitoring parameters tab', () => {
  it('lists only the types the device’s capabilities allow, with defaults for those never set', () => {
    // TRB140: I/O, no GPS, no Wi-Fi; the hotspot needs firmware 07.06 on TRB1 (spec §9).
    const device = deviceDetail({
      model: 'TRB140',
      original_model: 'TRB140',
      firmware: 'TRB1_R_00.07.04.5',
      monitoring: [{ config_id: 4, interval_s: 900, enabled: false }],
    });
    const rows = monitoringRows(device);
    expect(rows.map((row) => row.config_id)).toEqual([0, 1, 4, 6, 7]);
    expect(rows.find((row) => row.config_id === 4)).toEqual({
      config_id: 4,
      interval_s: 900,
      enabled: false,
    });
    expect(rows.find((row) => row.config_id === 1)).toEqual({
      config_id: 1,
      interval_s: 1_296_000,
      enabled: true,
    });

    const newer = monitoringRows({ ...device, firmware: 'TRB1_R_00.07.06.1' });
    expect(newer.map((row) => row.config_id)).toEqual([0, 1, 2, 4, 6, 7]);
    const unknown = monitoringRows(deviceDetail({ original_model: 'UNKNOWN1', firmware: '' }));
    expect(unknown.map((row) => row.config_id)).toEqual([0, 1]);
  });

  it('shows each interval in words, its state, and the active count out of 200', async () => {
    await renderStateTab(
      <MonitoringView
        rows={[
          { config_id: 0, interval_s: 300, enabled: true },
          { config_id: 1, interval_s: 1_296_000, enabled: true },
          { config_id: 3, interval_s: 90, enabled: false },
        ]}
      />,
    );
    expect(screen.getByText('Active monitoring parameters: 2 out of 200')).toBeTruthy();
    expect(cells(screen.getByRole('table', { name: 'Monitoring parameters' }))).toEqual([
      ['Dynamic', '5 min', 'Enabled'],
      ['Static', '15 d', 'Enabled'],
      ['GPS', '90 s', 'Disabled'],
    ]);
  });

  it('shows the history of changes: when, who, which type, from → to', async () => {
    const events: DeviceEvent[] = [
      {
        id: 5,
        at: '2026-11-23T10:00:00.000Z',
        kind: 'monitoring',
        message: 'GPS interval changed',
        user: { id: 2, email: 'ops@example.com', name: 'Olga Ops' },
        data: {
          config_id: 3,
          from_interval_s: 300,
          to_interval_s: 3600,
          from_enabled: true,
          to_enabled: false,
        },
      },
      {
        id: 4,
        at: '2026-11-22T10:00:00.000Z',
        kind: 'monitoring',
        message: 'Monitoring changed',
        user: null,
        data: null,
      },
    ];
    await renderStateTab(<MonitoringHistory deviceId={12} />, {
      role: 'read_only',
      seed: (app) =>
        app.queryClient.setQueryData(
          deviceEventsInfiniteQueryOptions(app.client, 12, { kind: ['monitoring'] }).queryKey,
          {
            pages: [{ data: events, meta: { next: null } }],
            pageParams: [null],
          },
        ),
    });
    const table = await screen.findByRole('table', { name: 'Changes of the monitoring parameters' });
    await within(table).findByText('Olga Ops');
    const rows = cells(table);
    expect(rows.map((row) => row.slice(1))).toEqual([
      ['Olga Ops', 'GPS', 'Interval 5 min → 1 h; Enabled → Disabled'],
      ['System', '-', 'Monitoring changed'],
    ]);
  });
});
