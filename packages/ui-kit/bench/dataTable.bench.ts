/**
 * Benchmark: the virtualized data table of the built gallery (`pnpm build` or
 * `pnpm build:gallery` first) in headless Chromium with the CPU throttled 4× through
 * the DevTools protocol (`Emulation.setCPUThrottlingRate`).
 *
 * - First rows: from the click that mounts the table to the frame after its first
 *   fetched row is in the DOM, with 50 rows and with 100,000 rows (pages answered at
 *   once). Budget: 100,000 rows within 50 ms of 50 rows (medians).
 * - Scrolling: the 100,000-row table scrolled fast (120 px every frame) and slowly
 *   (24 px every frame, pages arriving meanwhile) for 240 frames, three passes each; the
 *   time between frames (p50, p95 of the median pass). Budget: p95 ≤ 33 ms (30 frames a
 *   second).
 *
 * Run with `pnpm bench` (or `npx tsx bench/dataTable.bench.ts`). Prints the figures,
 * each against its budget, with PASS or OVER. Not a test: it never fails the build.
 */
import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';

const DIST = resolve(fileURLToPath(new URL('.', import.meta.url)), '../gallery/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const THROTTLE = 4;
const MOUNTS = 9;
const SCROLL_FRAMES = 240;
const SCROLL_PASSES = 3;
/**
 * A fast wheel fling (120 px a frame, 200 rows a second: pages are skipped and fetched once it
 * settles) and a slow reading scroll (24 px a frame: pages arrive while scrolling, 20 ms each).
 */
const SCROLLS: readonly [label: string, step: number, delay: number][] = [
  ['fast', 120, 0],
  ['slow', 24, 20],
];
const FIRST_ROWS_MARGIN_MS = 50;
const FRAME_BUDGET_MS = 33;
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "object-src 'none'; base-uri 'self'; frame-ancestors 'none'";
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** The built gallery on a free local port, with the console's CSP. */
async function serve(root: string) {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) return void response.writeHead(403).end();
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      await stat(file);
      response.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Content-Security-Policy': CSP,
      });
      createReadStream(file).pipe(response);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/**
 * Frames last whole vsyncs at 60 Hz (16.7, 33.3, 50 ms): the 33 ms budget (30 frames a
 * second) is two of them, so a p95 of 33.3 ms meets it and 50 ms does not.
 */
function withinFrameBudget(ms: number): boolean {
  return Math.round(ms) <= FRAME_BUDGET_MS;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Milliseconds from the mount click to the frame after the first fetched row is in the DOM. */
async function firstRows(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const frame = () => new Promise((next) => requestAnimationFrame(next));
    const button = (name: string) =>
      [...document.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;
    button('Unmount table').click();
    await frame();
    await frame();
    const start = performance.now();
    button('Mount table').click();
    for (;;) {
      await frame();
      const row = document.querySelector('[role="row"][aria-rowindex="2"]:not([data-placeholder])');
      if (row?.textContent?.includes('Device')) break;
    }
    await frame();
    return performance.now() - start;
  });
}

/** Time between frames while the table scrolls `step` px every frame. */
async function scrollFrames(page: Page, frames: number, step: number): Promise<number[]> {
  return page.evaluate(
    async ({ frames, step }) => {
      const scroller = document.querySelector('.nf-grid__scroll') as HTMLElement;
      const deltas: number[] = [];
      let last = await new Promise<number>((next) => requestAnimationFrame(next));
      for (let i = 0; i < frames; i += 1) {
        scroller.scrollTop += step;
        const now = await new Promise<number>((next) => requestAnimationFrame(next));
        deltas.push(now - last);
        last = now;
      }
      return deltas;
    },
    { frames, step },
  );
}

async function main() {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.error(`The gallery is not built (${DIST}): run \`pnpm --filter @netfleet/ui-kit build\` first.`);
    process.exit(1);
  }
  const server = await serve(DIST);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // tsx compiles with esbuild's keepNames, whose `__name` helper the functions sent to the page call.
    await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });

    const medians: Record<number, number> = {};
    for (const rows of [50, 100_000]) {
      await page.goto(`${server.url}/?only=table&rows=${rows}&delay=0`);
      await firstRows(page); // warm-up: code paths compiled, caches filled
      const times: number[] = [];
      for (let i = 0; i < MOUNTS; i += 1) times.push(await firstRows(page));
      medians[rows] = percentile(times, 50);
      console.log(
        `first rows, ${rows.toLocaleString('en')} rows: median ${medians[rows]?.toFixed(1)} ms ` +
          `(min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)}, ${MOUNTS} mounts)`,
      );
    }
    const small = medians[50] ?? Number.NaN;
    const large = medians[100_000] ?? Number.NaN;
    const firstBudget = small + FIRST_ROWS_MARGIN_MS;
    console.log(
      `first rows budget: 100,000 rows ≤ 50 rows + ${FIRST_ROWS_MARGIN_MS} ms = ${firstBudget.toFixed(1)} ms → ` +
        `${large.toFixed(1)} ms ${large <= firstBudget ? 'PASS' : 'OVER'}`,
    );

    for (const [label, step, delay] of SCROLLS) {
      // Three passes, each on a fresh page; the median pass counts (the machine may be busy).
      const passes: { p50: number; p95: number; max: number }[] = [];
      for (let pass = 0; pass < SCROLL_PASSES; pass += 1) {
        await page.goto(`${server.url}/?only=table&rows=100000&delay=${delay}`);
        await firstRows(page);
        await scrollFrames(page, 30, step); // warm-up
        const deltas = await scrollFrames(page, SCROLL_FRAMES, step);
        passes.push({ p50: percentile(deltas, 50), p95: percentile(deltas, 95), max: Math.max(...deltas) });
      }
      const p50 = percentile(
        passes.map((p) => p.p50),
        50,
      );
      const p95 = percentile(
        passes.map((p) => p.p95),
        50,
      );
      console.log(
        `scroll ${label}, 100,000 rows, ${step} px per frame, ${SCROLL_FRAMES} frames × ${SCROLL_PASSES} passes: ` +
          `frame p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (passes: ${passes.map((p) => p.p95.toFixed(1)).join(', ')}; ` +
          `max ${Math.max(...passes.map((p) => p.max)).toFixed(1)} ms) → budget p95 ≤ ${FRAME_BUDGET_MS} ms ` +
          `${withinFrameBudget(p95) ? 'PASS' : 'OVER'}`,
      );
    }
    console.log(
      `(Chromium headless, CPU throttled ${THROTTLE}× with Emulation.setCPUThrottlingRate; ` +
        `load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores: frame times are quantized to 16.7 ms vsyncs)`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
