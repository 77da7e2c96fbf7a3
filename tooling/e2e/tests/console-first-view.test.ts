import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi, openConsole, signInAs } from '../src/consoleSession.js';
import { cspViolations, recordCspViolations } from '../src/cspViolations.js';
import { launchBrowser, type Stack, startStack } from '../src/index.js';

// The devices page's first view (docs/adr/0021): the server renders the page as the console
// would, so the browser paints the rows before the console's code has run; the console then
// takes the page over. Blocking the console's entry chunk shows what the server's HTML alone
// paints.

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** The console's entry chunk: without it, nothing of the console runs. */
const ENTRY = /\/assets\/index-[^/]+\.js$/;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ deviceCount: 120 }), launchBrowser()]);
  ({ context, page } = await openConsole(browser, stack, { viewport: { width: 1600, height: 900 } }));
  await recordCspViolations(context);
  await signInAs(page, 'admin@netfleet.test');
  await page.getByRole('grid', { name: 'Devices' }).getByRole('row').nth(1).waitFor();
});

afterEach(async () => {
  await page.unroute(ENTRY);
  await page.evaluate(() => window.localStorage.clear());
  await context.clearCookies({ name: 'dark_mode' });
  await context.clearCookies({ name: 'nf_language' });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

const firstView = () => page.locator('#first-view');

/** The first view's row links, top to bottom, with where each is painted. */
async function paintedRows() {
  return firstView()
    .locator('[role="grid"] a.device-link')
    .evaluateAll((links) =>
      links.map((link) => ({
        name: link.textContent ?? '',
        top: Math.round(link.getBoundingClientRect().top),
      })),
    );
}

describe('the devices page first view', () => {
  it("paints the first page's rows from the server's HTML alone, each on its own line", async () => {
    const { body } = await callApi<{ data: { name: string }[] }>(page, 'GET', '/api/devices?limit=100');
    await page.route(ENTRY, (route) => route.abort());
    await page.goto('/management/devices');
    await firstView().locator('a.device-link').first().waitFor();
    const rows = await paintedRows();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.map((row) => row.name)).toEqual(body.data.slice(0, rows.length).map((device) => device.name));
    // The rows' positions are styles the page's CSP allows by its nonce: blocked, they would overlap.
    for (let index = 1; index < rows.length; index += 1) {
      expect(rows[index]?.top).toBeGreaterThan(rows[index - 1]?.top ?? 0);
    }
    // The aborted entry chunk aside, nothing broke the policy.
    expect(await cspViolations(page)).toEqual([]);
    // Painted, but not yet anyone's to use: inert and hidden from assistive technology.
    expect(await firstView().getAttribute('inert')).toBe('');
    expect(await firstView().getAttribute('aria-hidden')).toBe('true');
    expect(await page.getByRole('grid', { name: 'Devices' }).count()).toBe(0);
    expect(await page.locator('#root').innerHTML()).toBe('');
  });

  it('gives way to the console, whose grid then works where the first view was', async () => {
    await page.goto('/management/devices');
    const grid = page.getByRole('grid', { name: 'Devices' });
    await grid.getByRole('row').nth(1).waitFor();
    await firstView().waitFor({ state: 'detached' });
    // Started by the inline script after #root once the first view had painted, not as a module
    // script that runs before any paint.
    expect(await page.locator('script[type="module"]').count()).toBe(0);
    expect(await page.locator('#root + script').textContent()).toContain('import("/assets/index-');
    await grid.getByRole('row').nth(1).getByRole('checkbox').check();
    expect(await page.locator('.devices-selection__count').textContent()).toBe('1 device selected');
    expect(await cspViolations(page)).toEqual([]);
  });

  it("sends the session's requests and starts the console once the first view is on the screen", async () => {
    await page.goto('/management/devices');
    await page.getByRole('grid', { name: 'Devices' }).getByRole('row').nth(1).waitFor();
    const timings = await page.evaluate(() => ({
      // Reported with the time the frame was presented.
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      requests: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/api\/(user|devices\?limit=100)$/.test(entry.name))
        .map((entry) => ({ url: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    expect(timings.painted).toBeGreaterThan(0);
    expect(timings.requests.map((request) => request.url).sort()).toEqual(['/api/devices', '/api/user']);
    for (const request of timings.requests) expect(request.startTime).toBeGreaterThanOrEqual(timings.painted);
    // The console's code too: fetched with the head, it was parsed on a core the paint needed.
    const code = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/(index|rolldown-runtime)-[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    );
    expect(code).toHaveLength(2);
    for (const startTime of code) expect(startTime).toBeGreaterThanOrEqual(timings.painted);
    // The style sheets the answer's Link header preloaded were fetched once, for the page's own links.
    const sheets = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.css'))
        .map((entry) => new URL(entry.name).pathname),
    );
    expect(sheets.length).toBeGreaterThan(0);
    expect(new Set(sheets).size).toBe(sheets.length);
  });

  it('starts the console without waiting for a paint where the first view is left out', async () => {
    await page.evaluate(() => window.localStorage.setItem('language', 'nb'));
    await context.clearCookies({ name: 'nf_language' });
    await context.addCookies([{ name: 'nf_language', value: 'en', url: stack.baseUrl }]);
    await page.goto('/management/devices');
    await page.getByRole('grid', { name: 'Enheter' }).getByRole('row').nth(1).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('nf-first-view-off'))).toBe(
      true,
    );
    // Not held back for the loader's longest wait: the page's own requests went out with its parse.
    const { started, parsed } = await page.evaluate(() => ({
      started:
        performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.endsWith('/api/devices?limit=100'))?.startTime ?? -1,
      parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
    }));
    expect(started).toBeGreaterThan(0);
    expect(started).toBeLessThan(parsed);
  });

  it('is left out where the browser keeps another language, and comes in that language next time', async () => {
    await page.evaluate(() => window.localStorage.setItem('language', 'nb'));
    await page.route(ENTRY, (route) => route.abort());
    // Rendered in English (the language cookie still says so): hidden before it paints.
    await page.goto('/management/devices');
    await firstView().waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('nf-first-view-off'))).toBe(
      true,
    );
    expect(await firstView().isVisible()).toBe(false);
    // early-requests.js told the server: the next first view is Norwegian.
    await page.goto('/management/devices');
    await firstView().locator('a.device-link').first().waitFor();
    expect(await firstView().locator('.nf-grid .nf-visually-hidden').first().textContent()).toBe('Enheter');
  });

  it('ends the page without its first view when the server cannot render one, and the console starts as without it', async () => {
    // An access token the server does not know (expired): the render reads nothing, but the
    // page had started before. The console refreshes the session and shows the page itself.
    await context.addCookies([
      { name: 'nf_session', value: 'expired', url: stack.baseUrl, httpOnly: true, sameSite: 'Lax' },
    ]);
    await page.goto('/management/devices');
    await page.getByRole('grid', { name: 'Devices' }).getByRole('row').nth(1).waitFor();
    expect(await page.locator('meta[name="netfleet-first-view"]').count()).toBe(1);
    expect(await firstView().count()).toBe(0);
    expect(await cspViolations(page)).toEqual([]);
  });

  it('paints in the dark mode the cookie asks for before the console runs', async () => {
    await context.addCookies([{ name: 'dark_mode', value: 'enabled', url: stack.baseUrl }]);
    await page.route(ENTRY, (route) => route.abort());
    await page.goto('/management/devices');
    await firstView().locator('a.device-link').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  });
});
