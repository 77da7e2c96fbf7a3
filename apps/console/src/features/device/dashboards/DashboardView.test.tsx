import { deviceDataUsageQueryOptions, deviceSamplesQueryOptions } from '@netfleet/api-client/react';
import type { DeviceDataUsageDay, DeviceSamples } from '@netfleet/contracts';
import { formatDate } from '@netfleet/ui-kit';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveRange } from '../charts/chartSearch.js';
import { renderChartView } from '../charts/test/renderChartView.js';
import { deviceDetail } from '../ports/test/renderStateTab.js';
import { DashboardView } from './DashboardView.js';
import { DASHBOARDS } from './dashboardCatalogue.js';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const MiB = 1024 * 1024;

beforeEach(() => {
  // Only the clock: the widgets' periods (last 24 hours, this month) end at this moment.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const samples = (t: number[]): DeviceSamples => ({
  resolution: 'raw',
  t,
  signal: t.map((_, i) => -70 + i),
  rsrp: t.map(() => null),
  rsrq: t.map(() => null),
  sinr: t.map(() => null),
  temperature: t.map(() => null),
  cpu_load: t.map(() => null),
  memory_used: t.map(() => null),
});

const dashboard = (id: string) => DASHBOARDS.find((entry) => entry.id === id) ?? (DASHBOARDS[0] as never);

describe('the device dashboards', () => {
  it('show the overview: status, signal now and over the day, data this month per SIM, uptime', async () => {
    const device = deviceDetail({
      status: 1,
      signal: -67,
      uptime_s: 93_784,
      last_seen_at: new Date(NOW).toISOString(),
    });
    const usage: DeviceDataUsageDay[] = [
      { day: '2026-11-02', sim_slot: 1, rx_bytes: 3 * MiB, tx_bytes: MiB },
      { day: '2026-11-20', sim_slot: 2, rx_bytes: MiB, tx_bytes: 0 },
    ];
    await renderChartView(<DashboardView device={device} dashboard={dashboard('overview')} layout="page" />, {
      seed(app) {
        const to = new Date(NOW);
        const from = new Date(NOW - 86_400_000);
        app.queryClient.setQueryData(
          deviceSamplesQueryOptions(app.client, device.id, { from: from.toISOString(), to: to.toISOString() })
            .queryKey,
          samples([NOW / 1000 - 600, NOW / 1000 - 300]),
        );
        const month = resolveRange({}, NOW, 'month', null);
        app.queryClient.setQueryData(
          deviceDataUsageQueryOptions(app.client, device.id, {
            from: formatDate(month.from),
            to: formatDate(month.to),
          }).queryKey,
          usage,
        );
      },
    });
    const widget = (name: string) => screen.getByRole('region', { name });
    expect(within(widget('Status')).getByText('Online')).toBeTruthy();
    expect(within(widget('Uptime')).getByText('1 d 2 h 3 min')).toBeTruthy();
    expect(within(widget('Signal')).getByText('-67 dBm')).toBeTruthy();
    expect(within(widget('Signal')).getByRole('figure', { name: 'Signal, last 24 hours' })).toBeTruthy();
    const data = widget('Data this month');
    expect(within(data).getByText('5 MB')).toBeTruthy();
    expect(within(data).getByText('SIM 1').nextElementSibling?.textContent).toBe('4 MB');
    expect(within(data).getByText('SIM 2').nextElementSibling?.textContent).toBe('1 MB');
  });

  it('show the mobile dashboard in one column with the operator and the SIM in use, in the user language', async () => {
    const device = deviceDetail({ operator: 'Telia', technology: 'LTE', sim_slot: 2 });
    const { view } = await renderChartView(
      <DashboardView device={device} dashboard={dashboard('mobile')} layout="mobile" />,
      { language: 'nb' },
    );
    expect(view.container.querySelector('.device-dashboard--mobile')).not.toBeNull();
    const operator = screen.getByRole('region', { name: 'Operatør' });
    expect(within(operator).getByText('Telia')).toBeTruthy();
    expect(within(operator).getByText('SIM i bruk').nextElementSibling?.textContent).toBe('SIM 2');
  });

  it('say where a device without a position is', async () => {
    await renderChartView(
      <DashboardView device={deviceDetail()} dashboard={dashboard('gps')} layout="page" />,
    );
    expect(
      within(screen.getByRole('region', { name: 'Position' })).getByText('The device has no position yet.'),
    ).toBeTruthy();
  });
});
