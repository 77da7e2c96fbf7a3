import { formatBytes } from '@netfleet/ui-kit';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAxe, seriousViolations } from '../src/axe.js';
import { callApi, openConsole, signInAs } from '../src/consoleSession.js';
import { launchBrowser, type Stack, startStack } from '../src/index.js';

// The device page's charts against the real server, as an operator: a device that reported a
// day of 5-minute samples and some mobile data this month (through the ingest API, as a router
// does), its signal chart painted with every sample, the period and refresh interval in the URL,
// and the data used per SIM this month as the ingest counted it.

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let deviceId: number;
let token: string;

const STEP_S = 300;
const SAMPLES = 288;
const MiB = 1024 * 1024;
/** Bytes sent per SIM slot: 1 SIM 1, 2 SIM 2 (two reports each, so the days' sums are checked). */
const USAGE = [
  { sim_slot: 1, rx_bytes: 5 * MiB + 123, tx_bytes: MiB },
  { sim_slot: 1, rx_bytes: 3 * MiB, tx_bytes: 512 * 1024 },
  { sim_slot: 2, rx_bytes: 2 * MiB, tx_bytes: 700_000 },
];

async function ingest(token: string, report: unknown): Promise<void> {
  const answer = await fetch(`${stack.baseUrl}/ingest/v1/report`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(report),
  });
  expect(answer.status).toBe(200);
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ deviceCount: 60 }), launchBrowser()]);
  ({ context, page } = await openConsole(browser, stack, { viewport: { width: 1400, height: 900 } }));
  await signInAs(page, 'admin@netfleet.test');
  const list = await callApi<{ data: { id: number }[] }>(
    page,
    'GET',
    '/api/devices?limit=1&sort=name&capability=has_mobile',
  );
  expect(list.status).toBe(200);
  deviceId = list.body.data[0]?.id as number;
  const issued = await callApi<{ data: { token: string } }>(
    page,
    'POST',
    `/api/devices/${deviceId}/ingest-token`,
    {},
  );
  expect(issued.status).toBe(200);
  const now = Math.floor(Date.now() / 1000 / STEP_S) * STEP_S;
  const samples = Array.from({ length: SAMPLES }, (_, i) => ({
    at: now - (SAMPLES - 1 - i) * STEP_S,
    signal: -60 - (i % 20),
    rsrp: -95 - (i % 10),
    rsrq: -9,
    sinr: 14,
    temperature: 40 + (i % 5),
    cpu_load: 0.25,
    memory_used: 0.5,
  }));
  token = issued.body.data.token;
  await ingest(token, { samples });
  for (const usage of USAGE) await ingest(token, { data_usage: [usage] });
  // Inputs and outputs: din1 goes high, then dout1 low (each change an `io` event).
  await ingest(token, { io: { din1: false, dout1: true } });
  await ingest(token, { io: { din1: true, dout1: false } });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

const signalPlot = () => page.getByRole('figure', { name: 'Signal strength' }).locator('.nf-chart__plot');
const samplesRequest = () =>
  page.waitForResponse((response) => new URL(response.url()).pathname === `/api/devices/${deviceId}/samples`);

describe('the device metrics', () => {
  it('paints the signal chart with every sample of the last 24 hours, and its values as a table', async () => {
    await page.goto(`/devices/${deviceId}/metrics/dynamic`);
    await expect.poll(() => signalPlot().getAttribute('data-painted')).toBe('true');
    expect(Number(await signalPlot().getAttribute('data-points'))).toBeGreaterThanOrEqual(SAMPLES);
    const signal = page.getByRole('figure', { name: 'Signal strength' });
    await signal.getByRole('button', { name: 'Show as table' }).click();
    const table = signal.getByRole('table', { name: 'Signal strength' });
    // The newest first: the last sample ingested (i = 287: -60 - 7 dBm).
    const newest = table.getByRole('row').nth(1);
    await expect.poll(() => newest.getByRole('cell').first().textContent()).toBe('-67 dBm');
    expect(seriousViolations(await runAxe(page, '.device-charts'))).toEqual([]);
  });

  it('zooms into the time axis by dragging across the chart, and back with Reset zoom', async () => {
    const signal = page.getByRole('figure', { name: 'Signal strength' });
    const over = signal.locator('.u-over');
    const box = await over.boundingBox();
    if (!box) throw new Error('the chart has no plot area');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.4, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, y, { steps: 5 });
    await page.mouse.up();
    const reset = signal.getByRole('button', { name: 'Reset zoom' });
    await reset.waitFor();
    await reset.click();
    await expect.poll(() => reset.count()).toBe(0);
    // The legend names the time at the cursor as the table does: 24 hours, no "pm".
    await page.mouse.move(box.x + box.width * 0.5, y);
    const time = signal.locator('.u-legend .u-series').first();
    expect(await time.locator('.u-label').textContent()).toBe('Time');
    await expect
      .poll(() => time.locator('.u-value').textContent())
      .toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('appends the sample of a new report as it arrives, without asking for the period again', async () => {
    const before = Number(await signalPlot().getAttribute('data-points'));
    let asked = 0;
    const count = (request: { url(): string }) => {
      if (new URL(request.url()).pathname === `/api/devices/${deviceId}/samples`) asked += 1;
    };
    page.on('request', count);
    await ingest(token, { samples: [{ at: Math.floor(Date.now() / 1000), signal: -51, rsrp: -90 }] });
    await expect.poll(() => signalPlot().getAttribute('data-points')).toBe(String(before + 1));
    const newest = page.getByRole('table', { name: 'Signal strength' }).getByRole('row').nth(1);
    await expect.poll(() => newest.getByRole('cell').first().textContent()).toBe('-51 dBm');
    page.off('request', count);
    expect(asked).toBe(0);
  });

  it('changes the period and the refresh interval in the URL and loads the chart again', async () => {
    const reloaded = samplesRequest();
    await page.getByLabel('Period').selectOption({ label: 'Last 7 days' });
    const answer = await reloaded;
    const asked = new URL(answer.url());
    const span =
      Date.parse(asked.searchParams.get('to') ?? '') - Date.parse(asked.searchParams.get('from') ?? '');
    expect(span).toBe(7 * 86_400_000);
    await page.waitForURL((url) => url.searchParams.get('range') === '7d');
    // Drawn again from the new answer (raw samples, or hourly averages at the retention's edge).
    await expect.poll(() => signalPlot().getAttribute('data-painted')).toBe('true');
    expect(Number(await signalPlot().getAttribute('data-points'))).toBeGreaterThanOrEqual(24);

    await page.getByLabel('Refresh').selectOption('10s');
    await page.waitForURL((url) => url.searchParams.get('refresh') === '10s');
    // The next refresh asks for the period again, moved up to its moment.
    const refreshed = await samplesRequest();
    expect(Date.parse(new URL(refreshed.url()).searchParams.get('to') ?? '')).toBeGreaterThan(
      Date.parse(asked.searchParams.get('to') ?? ''),
    );

    // A link opens the same view.
    await page.reload();
    await expect.poll(() => page.getByLabel('Period').inputValue()).toBe('7d');
    expect(await page.getByLabel('Refresh').inputValue()).toBe('10s');
  });

  it('shows the data used per SIM this month as the ingest counted it', async () => {
    await page.goto(`/devices/${deviceId}/data-usage`);
    expect(await page.getByLabel('Period').inputValue()).toBe('month');
    const totals = page.getByRole('table', { name: /^Totals per SIM/ });
    const row = (sim: string) => totals.getByRole('row', { name: new RegExp(`^${sim}\\b`) });
    const sum = (slot: number, field: 'rx_bytes' | 'tx_bytes') =>
      USAGE.filter((usage) => usage.sim_slot === slot).reduce((total, usage) => total + usage[field], 0);
    for (const [sim, slot] of [
      ['SIM 1', 1],
      ['SIM 2', 2],
    ] as const) {
      await expect
        .poll(async () => (await row(sim).getByRole('cell').allTextContents()).map((text) => text.trim()))
        .toEqual([
          formatBytes(sum(slot, 'rx_bytes')),
          formatBytes(sum(slot, 'tx_bytes')),
          formatBytes(sum(slot, 'rx_bytes') + sum(slot, 'tx_bytes')),
        ]);
    }
    // Today's bars are in the day-by-day table too (always shown on this tab).
    const days = page.getByRole('table', { name: 'Data per SIM per day' });
    const today = days.getByRole('row').nth(1);
    expect(await today.getByRole('cell').first().textContent()).toBe(formatBytes(sum(1, 'rx_bytes')));
    // The legend names the day at the cursor in the page's words (uPlot's own label is "Value").
    expect(await page.locator('.u-legend .u-series').first().locator('.u-label').textContent()).toBe('Day');
    expect(seriousViolations(await runAxe(page, '.device-charts'))).toEqual([]);
  });
  it('shows mobile data per SIM per day and each input and output over time', async () => {
    await page.goto(`/devices/${deviceId}/metrics/mobile-data`);
    const mobile = page.getByRole('figure', { name: 'Mobile data per day' });
    await expect.poll(() => mobile.locator('.nf-chart__plot').getAttribute('data-painted')).toBe('true');
    expect(await page.getByLabel('Period').inputValue()).toBe('30d');

    await page.goto(`/devices/${deviceId}/metrics/io`);
    const now = page.getByRole('table', { name: 'Current states' });
    // The pins the report named, beside any the device reported before (merged).
    await expect
      .poll(async () => (await now.getByRole('row').allTextContents()).slice(1))
      .toEqual(expect.arrayContaining(['din1High', 'dout1Low']));
    for (const pin of ['din1', 'dout1']) {
      const chart = page.getByRole('figure', { name: pin });
      await expect.poll(() => chart.locator('.nf-chart__plot').getAttribute('data-painted')).toBe('true');
    }
    expect(seriousViolations(await runAxe(page, '.device-charts'))).toEqual([]);
  });

  it('lists the dashboards the device has and opens one in the page', async () => {
    await page.goto(`/devices/${deviceId}/dashboards`);
    // A mobile device: Overview and Mobile, each also in the standalone mobile view.
    const mobileView = page.getByRole('link', { name: 'Open Mobile in the mobile view' });
    expect(await mobileView.getAttribute('href')).toBe(`/device/${deviceId}/dashboard/mobile`);
    await page.getByRole('link', { name: 'Open Overview', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/devices/${deviceId}/dashboards/overview`);
    await expect.poll(() => page.getByRole('region', { name: 'Uptime' }).count()).toBe(1);
  });

  it('draws the speed, altitude and satellites of a GPS device over the day', async () => {
    const gps = await callApi<{ data: { id: number }[] }>(
      page,
      'GET',
      '/api/devices?limit=1&sort=name&capability=has_gps',
    );
    const id = gps.body.data[0]?.id as number;
    const issued = await callApi<{ data: { token: string } }>(
      page,
      'POST',
      `/api/devices/${id}/ingest-token`,
      {},
    );
    const start = Math.floor(Date.now() / 1000) - 3600;
    const positions = Array.from({ length: 12 }, (_, i) => ({
      at: start + i * 300,
      latitude: 54.68 + i / 1000,
      longitude: 25.27,
      speed: 30 + i,
      altitude: 110,
      satellites: 9,
    }));
    await ingest(issued.body.data.token, { positions });
    await page.goto(`/devices/${id}/metrics/gps`);
    for (const name of ['Speed', 'Altitude', 'Satellites']) {
      const plot = page.getByRole('figure', { name }).locator('.nf-chart__plot');
      await expect.poll(() => plot.getAttribute('data-painted')).toBe('true');
      expect(await plot.getAttribute('data-points')).toBe(String(positions.length));
    }
    const speed = page.getByRole('figure', { name: 'Speed' });
    await speed.getByRole('button', { name: 'Show as table' }).click();
    const newest = speed.getByRole('table', { name: 'Speed' }).getByRole('row').nth(1);
    expect(await newest.getByRole('cell').first().textContent()).toBe('41');
  });

  it('opens a dashboard standalone for a phone, with the same widgets and no navigation', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/device/${deviceId}/dashboard/overview`);
    const main = page.getByRole('main');
    await expect
      .poll(() => main.getByRole('region', { name: 'Data this month' }).textContent())
      .toContain('SIM 1');
    expect(await main.getByRole('region', { name: 'Status' }).textContent()).toContain('Online');
    await expect
      .poll(() =>
        main
          .getByRole('figure', { name: 'Signal, last 24 hours' })
          .locator('.nf-chart__plot')
          .getAttribute('data-painted'),
      )
      .toBe('true');
    expect(await page.getByRole('navigation').count()).toBe(0);

    await page.goto(`/device/${deviceId}/dashboard/nope`);
    await expect.poll(() => page.getByText('This dashboard does not exist for this device.').count()).toBe(1);
    await page.setViewportSize({ width: 1400, height: 900 });
  });
});
