import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderChartView } from '../charts/test/renderChartView.js';
import { UsageCharts } from './UsageCharts.js';
import { usageByDay } from './usageByDay.js';

const MiB = 1024 * 1024;
const usage = usageByDay(
  [
    { day: '2026-11-01', sim_slot: 1, rx_bytes: 3 * MiB, tx_bytes: MiB },
    { day: '2026-11-02', sim_slot: 1, rx_bytes: 1536, tx_bytes: 0 },
    { day: '2026-11-02', sim_slot: 0, rx_bytes: 2 * MiB, tx_bytes: 512 },
  ],
  '2026-11-01',
  '2026-11-03',
);

const cells = (row: HTMLElement) => [...row.children].map((cell) => cell.textContent);

describe('the data usage charts', () => {
  it('total each SIM over the period in bytes of 1024 steps', async () => {
    await renderChartView(<UsageCharts usage={usage} table="shown" />);
    const totals = screen.getByRole('table', { name: 'Totals per SIM, 2026-11-01 to 2026-11-03' });
    expect(within(totals).getAllByRole('row').map(cells)).toEqual([
      ['SIM', 'Received', 'Sent', 'Total'],
      ['SIM 1', '3 MB', '1 MB', '4 MB'],
      ['SIM 2', '2 MB', '512 Bytes', '2 MB'],
    ]);
  });

  it('list every day, newest first, received and sent per SIM', async () => {
    await renderChartView(<UsageCharts usage={usage} table="shown" />);
    const days = screen.getByRole('table', { name: 'Data per SIM per day' });
    expect(within(days).getAllByRole('row').map(cells)).toEqual([
      ['Day', 'SIM 1 received', 'SIM 1 sent', 'SIM 2 received', 'SIM 2 sent'],
      ['2026-11-03', '0 Bytes', '0 Bytes', '0 Bytes', '0 Bytes'],
      ['2026-11-02', '1.5 KB', '0 Bytes', '2 MB', '512 Bytes'],
      ['2026-11-01', '3 MB', '1 MB', '0 Bytes', '0 Bytes'],
    ]);
  });

  it('keep the day table behind "Show as table" on the mobile data tab, in the user language', async () => {
    await renderChartView(<UsageCharts usage={usage} title="Mobildata per dag" table="toggle" />, {
      language: 'nb',
    });
    expect(screen.getByRole('figure', { name: 'Mobildata per dag' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vis som tabell' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Totalt per SIM, 2026-11-01 til 2026-11-03' })).toBeTruthy();
  });

  it('write the numbers with the decimal separator of the user language, the units as they are', async () => {
    await renderChartView(<UsageCharts usage={usage} table="shown" />, { language: 'nb' });
    const days = screen.getByRole('table', { name: 'Data per SIM per dag' });
    const rows = within(days).getAllByRole('row').map(cells);
    expect(rows[2]).toEqual(['2026-11-02', '1,5 KB', '0 Bytes', '2 MB', '512 Bytes']);
    // The chart's summary for screen readers formats the same way.
    expect(screen.getByText(/lavest 0 Bytes, høyest 3 MB, sist 0 Bytes/)).toBeTruthy();
  });
});
