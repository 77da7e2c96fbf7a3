import { parseArgs } from 'node:util';
import { CONSOLE_DIST as BUILT_CONSOLE, launchBrowser, signIn as signInPage } from '@netfleet/e2e';
import { buildServer } from '@netfleet/server';
import type { Browser, Page } from 'playwright-core';
import { call, percentile, signIn } from './support/httpLoad.js';

// The device page's charts, measured in headless Chromium against the reference server: one
// device holds `--days` (30) of 5-minute samples, sent through the ingest API with their past
// times; the hourly roll-up is made for the whole period (the server's job only rolls up the
// hours since it last ran). From navigation start of `/devices/{id}/metrics/dynamic` to its
// four charts painted (each chart's plot gets `data-painted` after uPlot's first draw), cold
// (browser cache off), over `--runs` loads after one warm-up: median and p95 at 1× CPU (the
// budget) and 4× (for information), for the default period (last 24 hours, raw samples) and
// for 7 days (raw) and 30 days (hourly averages).

const BUDGET_MS = 500;
const CHARTS = 4;
const STEP_S = 300;

const { values } = parseArgs({
  // pnpm passes a lone `--` through: ignore it.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    runs: { type: 'string', default: '7' },
    days: { type: 'string', default: '30' },
    strict: { type: 'boolean', default: false },
    /** Print when each request of the last load started and ended (ms from navigation start). */
    trace: { type: 'boolean', default: false },
    /** Another built console to measure; defaults to apps/console/dist. */
    'console-dir': { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(values.runs) || 7);
const DAYS = Math.max(1, Number(values.days) || 30);
const CONSOLE_DIST = values['console-dir'] ?? BUILT_CONSOLE;
/** An admin of Northwind without a second factor at sign-in. */
const BENCH_USER = 'nomfa@netfleet.test';

function json<T>(body: Buffer): T {
  return JSON.parse(body.toString('utf8')) as T;
}

/** A believable 5-minute sample at `seconds`: a slow daily swing with some noise. */
function sampleAt(seconds: number, index: number) {
  const day = Math.sin((seconds / 86_400) * 2 * Math.PI);
  const noise = ((index * 7919) % 13) - 6;
  return {
    at: seconds,
    signal: Math.round(-75 + 8 * day + noise / 2),
    rsrp: Math.round(-100 + 10 * day + noise),
    rsrq: Math.round(-10 + 3 * day),
    sinr: Math.round(12 + 6 * day + noise / 3),
    temperature: Math.round((45 + 6 * day + noise / 4) * 10) / 10,
    cpu_load: Math.round((0.2 + 0.15 * (day + 1) + Math.abs(noise) / 100) * 1000) / 1000,
    memory_used: Math.round((0.45 + 0.05 * day) * 1000) / 1000,
  };
}

/**
 * Gives the first device of the bench user's fleet `DAYS` of 5-minute samples up to now, through
 * `POST /ingest/v1/report` (1,000 samples a report), and rolls the period up hourly.
 */
async function seedDevice(port: number, server: Awaited<ReturnType<typeof buildServer>>) {
  const { headers } = await signIn(port, BENCH_USER);
  const list = await call(port, '/api/devices?limit=1&sort=name&capability=has_mobile', { headers });
  const device = json<{ data: { id: number; name: string }[] }>(list.body).data[0];
  if (!device) throw new Error(`no device for ${BENCH_USER} (${list.status})`);
  const issued = await call(port, `/api/devices/${device.id}/ingest-token`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: '{}',
  });
  if (issued.status >= 300) throw new Error(`ingest token: ${issued.status} ${issued.body.toString()}`);
  const token = json<{ data: { token: string } }>(issued.body).data.token;
  const now = Math.floor(Date.now() / 1000 / STEP_S) * STEP_S;
  const count = (DAYS * 86_400) / STEP_S;
  const samples = Array.from({ length: count }, (_, i) => sampleAt(now - (count - 1 - i) * STEP_S, i));
  const began = performance.now();
  for (let start = 0; start < samples.length; start += 1000) {
    const answer = await call(port, '/ingest/v1/report', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ samples: samples.slice(start, start + 1000) }),
    });
    if (answer.status >= 300) throw new Error(`ingest: ${answer.status} ${answer.body.toString()}`);
  }
  // The roll-up job of the server covers the hours since its last pass; these samples are older.
  await server.db.execute(`
    INSERT INTO device_samples_hourly (device_id, hour, samples, signal_avg, signal_min, signal_max,
      temperature_avg, temperature_min, temperature_max, cpu_load_avg, memory_used_avg)
    SELECT device_id, date_trunc('hour', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', count(*)::int,
      avg(signal), min(signal), max(signal), avg(temperature), min(temperature), max(temperature),
      avg(cpu_load), avg(memory_used)
    FROM device_samples WHERE device_id = ${Number(device.id)} GROUP BY 1, 2
    ON CONFLICT (device_id, hour) DO NOTHING`);
  console.log(
    `seeded ${device.name} (#${device.id}): ${samples.length.toLocaleString('en')} samples over ${DAYS} days ` +
      `in ${Math.round(performance.now() - began)} ms`,
  );
  return device.id;
}

/** Records when the tab's charts are all painted, from navigation start, in the page itself. */
const PAINT_SCRIPT = `(() => {
  const marks = (window.__netfleetCharts = { painted: 0, points: 0, header: 0 });
  const check = () => {
    // The device's name in the page's header: the console and the device page are up.
    if (!marks.header && document.querySelector('.device-header__main h1')) marks.header = performance.now();
    if (marks.painted) return;
    const plots = document.querySelectorAll('.nf-chart__plot[data-painted]');
    if (plots.length >= ${CHARTS}) {
      marks.painted = performance.now();
      marks.points = Number(plots[0].getAttribute('data-points'));
    }
  };
  new MutationObserver(check).observe(document, { attributes: true, childList: true, subtree: true, attributeFilter: ['data-painted'] });
})();`;

interface Marks {
  painted: number;
  points: number;
  header: number;
}

/** Waits until the page's charts are painted; says what the page showed when they were not. */
async function waitPainted(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      () => (window as unknown as { __netfleetCharts?: Marks }).__netfleetCharts?.painted,
      null,
      { timeout: 60_000, polling: 50 },
    );
  } catch (error) {
    const seen = await page.evaluate(() => ({
      url: location.href,
      plots: document.querySelectorAll('.nf-chart__plot').length,
      painted: document.querySelectorAll('.nf-chart__plot[data-painted]').length,
      text: (document.body.textContent ?? '').slice(0, 300),
    }));
    throw new Error(`the charts did not paint: ${JSON.stringify(seen)}`, { cause: error });
  }
}

/** Median and p95 (ms) of `RUNS` cold loads of `path` at `rate`× CPU, after one warm-up. */
async function measure(browser: Browser, baseUrl: string, path: string, rate: number) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  await context.addInitScript(PAINT_SCRIPT);
  const first = await context.newPage();
  await first.goto(`/auth/sign-in?continue_url=${encodeURIComponent(path)}`);
  await signInPage(first, BENCH_USER);
  await waitPainted(first);
  await first.close();
  const times: number[] = [];
  const afterHeader: number[] = [];
  let points = 0;
  for (let run = 0; run <= RUNS; run += 1) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(path, { waitUntil: 'commit' });
    await waitPainted(page);
    const marks = await page.evaluate(
      () => (window as unknown as { __netfleetCharts: Marks }).__netfleetCharts,
    );
    if (values.trace && run === RUNS) {
      const entries = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => {
          const timing = entry as PerformanceResourceTiming;
          return [Math.round(timing.startTime), Math.round(timing.responseEnd), timing.name] as const;
        }),
      );
      console.log(`  trace at ${rate}×, painted at ${Math.round(marks.painted)} ms:`);
      for (const [start, end, name] of entries) {
        console.log(
          `    ${String(start).padStart(5)} → ${String(end).padStart(5)}  ${new URL(name).pathname}`,
        );
      }
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
    await page.close();
    if (run === 0) continue;
    times.push(marks.painted);
    afterHeader.push(marks.painted - marks.header);
    points = marks.points;
  }
  await context.close();
  times.sort((a, b) => a - b);
  afterHeader.sort((a, b) => a - b);
  return {
    median: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    afterHeader: percentile(afterHeader, 0.5),
    points,
  };
}

const ms = (value: number) => `${Math.round(value)} ms`;

async function main() {
  const server = await buildServer({
    dataDir: 'memory',
    demo: { deviceCount: 100 },
    consoleDir: CONSOLE_DIST,
    logger: false,
  });
  const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const port = Number(new URL(baseUrl).port);
  let browser: Browser | undefined;
  let missed = false;
  try {
    const id = await seedDevice(port, server);
    browser = await launchBrowser();
    const views = [
      { label: 'last 24 hours (raw)', path: `/devices/${id}/metrics/dynamic` },
      { label: 'last 7 days (raw)', path: `/devices/${id}/metrics/dynamic?range=7d` },
      { label: `last 30 days (hourly)`, path: `/devices/${id}/metrics/dynamic?range=30d` },
    ];
    console.log(
      `\nopen /devices/{id}/metrics/dynamic → ${CHARTS} charts painted, cold, ${RUNS} runs (median / p95)`,
    );
    for (const [index, view] of views.entries()) {
      const one = await measure(browser, baseUrl, view.path, 1);
      const four = await measure(browser, baseUrl, view.path, 4);
      // The budget is the page as it opens (the default period); the others are for information.
      const budgeted = index === 0;
      const verdict = budgeted ? (one.median <= BUDGET_MS ? '  within budget' : '  OVER BUDGET') : '';
      if (budgeted && one.median > BUDGET_MS) missed = true;
      console.log(
        `${view.label.padEnd(24)} ${String(one.points).padStart(5)} points  ` +
          `1× ${ms(one.median)} / ${ms(one.p95)}${budgeted ? ` (budget ${BUDGET_MS} ms)` : ''}  ` +
          `4× ${ms(four.median)} / ${ms(four.p95)}${verdict}  ` +
          `(after the header: 1× ${ms(one.afterHeader)}, 4× ${ms(four.afterHeader)})`,
      );
    }
  } finally {
    await browser?.close();
    await server.close();
  }
  if (values.strict && missed) process.exitCode = 1;
}

await main();
