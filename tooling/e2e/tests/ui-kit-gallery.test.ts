import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
// The shared hostile list: the ui-kit's jsdom test asserts the same expected outputs.
import { HOSTILE_INPUTS } from '@netfleet/ui-kit/safe-html';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cspViolations, recordCspViolations } from '../src/cspViolations.js';
import { launchBrowser } from '../src/launchBrowser.js';
import { STRICT_CSP, type StaticServer, serveStatic } from '../src/serveStatic.js';

const here = dirname(fileURLToPath(import.meta.url));
/** The gallery as `pnpm --filter @netfleet/ui-kit build` (or `build:gallery`) leaves it. */
const GALLERY_DIST = resolve(here, '../../../packages/ui-kit/gallery/dist');
const ROW_HEIGHT = 36;

let server: StaticServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const consoleErrors: string[] = [];

beforeAll(async () => {
  if (!existsSync(resolve(GALLERY_DIST, 'index.html'))) {
    throw new Error(`The ui-kit gallery is not built (${GALLERY_DIST}); run the ui-kit build first.`);
  }
  [server, browser] = await Promise.all([serveStatic(GALLERY_DIST), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  consoleErrors.length = 0;
  context = await browser.newContext({ baseURL: server.baseUrl, colorScheme: 'light' });
  await recordCspViolations(context);
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
});

/** Set by the one test that parses hostile markup on purpose. */
let expectBlockedInlineMarkup = false;

afterEach(async () => {
  // Whatever a test did, nothing needed a CSP exception and nothing failed in the page.
  const violations = await cspViolations(page);
  if (expectBlockedInlineMarkup) {
    expectBlockedInlineMarkup = false;
  } else {
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }
  await context.close();
});

const toasts = () => page.getByRole('region', { name: 'Notifications' }).locator('.nf-toast');
const counts = () => page.getByTestId('toast-counts');
const grid = () => page.getByRole('grid', { name: 'Devices' });
const fetchCount = async () => Number(await page.getByTestId('fetch-count').getAttribute('data-count'));

describe('ui-kit gallery under the strict CSP', () => {
  it('is served with the CSP header and renders every section', async () => {
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toBe(STRICT_CSP);
    for (const name of ['Toasts', 'Virtualized data table', 'Charts', 'Safe HTML', 'Formatters']) {
      await expect(page.getByRole('heading', { name }).isVisible()).resolves.toBe(true);
    }
    await grid()
      .getByRole('row', { name: /Device 1\b/ })
      .first()
      .waitFor();
  });
});

describe('toasts', () => {
  // Installed, the page's clock still flows with real time: on a busy machine the seconds the
  // test itself takes would close toasts early. Paused, only runFor moves it.
  const pauseClock = async () => {
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
  };

  it('shows 7 of 9 toasts, keeps 2 waiting, and shows the waiting ones as the first ones close', async () => {
    await page.clock.install();
    await page.goto('/');
    await pauseClock();
    await page.getByRole('button', { name: 'Push 9 toasts' }).click();
    // React commits the toasts after the click returns: wait for the seventh, then count.
    await toasts().nth(6).waitFor();
    await expect(toasts().count()).resolves.toBe(7);
    await expect(counts().getAttribute('data-waiting')).resolves.toBe('2');
    await expect(page.getByText('Toast 8').count()).resolves.toBe(0);

    // Toasts close after 4000 ms, leave for 150 ms, and the queue is checked every 250 ms.
    await page.clock.runFor(4000);
    await expect(page.locator('.nf-toast--leaving').count()).resolves.toBe(7);
    await page.clock.runFor(250);
    await page.getByRole('status').filter({ hasText: 'Toast 8' }).waitFor();
    await expect(toasts().allTextContents()).resolves.toEqual([
      expect.stringContaining('Toast 8'),
      expect.stringContaining('Toast 9'),
    ]);
    await expect(counts().getAttribute('data-waiting')).resolves.toBe('0');
    await page.clock.runFor(4150);
    await expect(toasts().count()).resolves.toBe(0);
  });

  it('pauses a hovered toast and closes it after the time left once the pointer leaves', async () => {
    await page.clock.install();
    await page.goto('/');
    await pauseClock();
    await page.getByRole('button', { name: 'Push success' }).click();
    const toast = toasts().first();
    await page.clock.runFor(1000);
    await toast.hover();
    // The pause lands with React's next commit: wait for it before moving the clock.
    await expect.poll(() => toast.getAttribute('data-paused')).toBe('true');
    await page.clock.runFor(20_000);
    await expect(toast.isVisible()).resolves.toBe(true);
    await page.mouse.move(0, 0);
    await expect.poll(() => toast.getAttribute('data-paused')).not.toBe('true');
    await page.clock.runFor(2900);
    await expect(toasts().count()).resolves.toBe(1);
    await page.clock.runFor(100 + 150);
    await expect(toasts().count()).resolves.toBe(0);
  });

  it('dismisses a toast on click', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Push error' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'A error toast' });
    await toast.click();
    await toast.waitFor({ state: 'detached' });
  });
});

describe('dark mode', () => {
  it('switches data-theme and the dark_mode cookie, and follows the system in auto', async () => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html.getAttribute('data-theme')).resolves.toBe('light');

    await page.getByRole('radio', { name: 'On' }).check();
    await expect(html.getAttribute('data-theme')).resolves.toBe('dark');
    const cookie = async () => (await context.cookies()).find((c) => c.name === 'dark_mode')?.value;
    await expect(cookie()).resolves.toBe('enabled');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(17, 22, 31)');

    await page.getByRole('radio', { name: 'Off' }).check();
    await expect(html.getAttribute('data-theme')).resolves.toBe('light');
    await expect(cookie()).resolves.toBe('disabled');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(100);
    await expect(html.getAttribute('data-theme')).resolves.toBe('light');

    await page.getByRole('radio', { name: 'Auto' }).check();
    await expect(cookie()).resolves.toBeUndefined();
    await expect(html.getAttribute('data-theme')).resolves.toBe('dark');
    // The system switching back is picked up while in auto (the change event is asynchronous).
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await expect(page.getByTestId('theme').textContent()).resolves.toBe('Theme shown: light');
  });

  it('starts in the saved mode after a reload', async () => {
    await page.goto('/');
    await page.getByRole('radio', { name: 'On' }).check();
    await page.reload();
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    await expect(page.getByRole('radio', { name: 'On' }).isChecked()).resolves.toBe(true);
  });
});

describe('virtualized data table with 100,000 rows', () => {
  it('scrolled deep, shows the right row numbers and fetches only the pages near the viewport', async () => {
    await page.goto('/');
    await grid()
      .getByRole('row', { name: /Device 1\b/ })
      .first()
      .waitFor();
    await expect(grid().getAttribute('aria-rowcount')).resolves.toBe('100001');
    expect(await fetchCount()).toBe(1);

    const target = 73_456;
    const scroll = page.locator('.nf-grid__scroll');
    const placeholders = await scroll.evaluate(async (element, top) => {
      element.scrollTop = top;
      // Rows not fetched yet show as placeholders first.
      for (let i = 0; i < 20; i += 1) {
        await new Promise((next) => requestAnimationFrame(next));
        const count = element.querySelectorAll('[data-placeholder="true"]').length;
        if (count > 0) return count;
      }
      return 0;
    }, target * ROW_HEIGHT);
    expect(placeholders).toBeGreaterThan(5);

    const row = grid().locator(`[role="row"][aria-rowindex="${target + 2}"]`);
    await row.getByText(`Device ${target + 1}`, { exact: true }).waitFor();
    const indexes = (
      await grid()
        .locator('[role="rowgroup"] [role="row"][aria-rowindex]:not([aria-rowindex="1"])')
        .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('aria-rowindex'))))
    ).filter((index) => index > 1000);
    // Consecutive rows around the viewport, the first one near the scroll position.
    expect(indexes.length).toBeGreaterThan(10);
    expect(indexes.length).toBeLessThan(40);
    expect(indexes.every((index, i) => i === 0 || index === (indexes[i - 1] as number) + 1)).toBe(true);
    expect(Math.abs((indexes[0] as number) - (target + 2))).toBeLessThanOrEqual(10);
    const names = await grid().locator('[role="rowheader"]').allTextContents();
    expect(names).toContain(`Device ${target + 1}`);

    // One page at the start, then only the one or two pages holding the rows in view.
    const calls = await fetchCount();
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(calls).toBeLessThanOrEqual(3);
    const offsets = (await page.getByTestId('fetch-log').textContent())
      ?.split('\n')
      .filter(Boolean)
      .map((line) => Number(line.split('+')[0]));
    expect(offsets?.[0]).toBe(0);
    for (const offset of offsets?.slice(1) ?? []) expect(Math.abs(offset - target)).toBeLessThan(200);
  });

  it('clips a cell, with its ellipsis, exactly where its content overflows: a narrowed column, rows scrolled in', async () => {
    await page.goto('/');
    const first = grid().locator('[role="row"][aria-rowindex="2"]');
    const name = first.getByRole('rowheader');
    await name.getByText('Device 1', { exact: true }).waitFor();
    // Every cell of the rows: clipped if and only if its content is wider than the cell.
    const cells = () =>
      grid()
        .locator('.nf-grid__body .nf-grid__cell')
        .evaluateAll((list) =>
          list.map((cell) => ({
            clips: getComputedStyle(cell).overflowX === 'hidden',
            overflows: cell.scrollWidth > cell.clientWidth,
          })),
        );
    const expectClipsExactlyTheOverflowing = async () => {
      const list = await cells();
      expect(list.length).toBeGreaterThan(50);
      expect(list.filter((cell) => cell.clips !== cell.overflows)).toEqual([]);
      return list.filter((cell) => cell.clips).length;
    };
    const nameStyle = () =>
      name.evaluate((cell) => {
        const style = getComputedStyle(cell);
        return `${style.overflowX} ${style.textOverflow}`;
      });
    expect(await expectClipsExactlyTheOverflowing()).toBe(0);
    expect(await nameStyle()).toBe('visible ellipsis');

    // The Name column narrowed from the keyboard to its least, 60 px: every name overflows and ends in "…".
    const handle = grid().getByRole('separator', { name: 'Resize column Name' });
    await handle.focus();
    for (let press = 0; press < 7; press += 1) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => handle.getAttribute('aria-valuenow')).toBe('60');
    expect(await nameStyle()).toBe('hidden ellipsis');
    const rows = await grid().locator('.nf-grid__body [role="row"]').count();
    expect(await expectClipsExactlyTheOverflowing()).toBe(rows);

    // Rows scrolled into view are measured before they are painted.
    const clippedInFirstFrame = await page.locator('.nf-grid__scroll').evaluate(async (scroller, by) => {
      scroller.scrollTop += by;
      await new Promise((next) => requestAnimationFrame(next));
      return [...scroller.querySelectorAll('.nf-grid__body [role="rowheader"]')].map(
        (cell) => getComputedStyle(cell).overflowX,
      );
    }, 40 * ROW_HEIGHT);
    expect(new Set(clippedInFirstFrame)).toEqual(new Set(['hidden']));
    expect(await expectClipsExactlyTheOverflowing()).toBeGreaterThan(0);

    // Wide again: nothing clips.
    await handle.focus();
    for (let press = 0; press < 7; press += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => handle.getAttribute('aria-valuenow')).toBe('172');
    expect(await expectClipsExactlyTheOverflowing()).toBe(0);
  });

  it('goes to the last row with the keyboard and selects all matching rows', async () => {
    await page.goto('/');
    const first = grid().locator('[role="row"][aria-rowindex="2"]');
    await first.getByText('Device 1', { exact: true }).waitFor();
    await first.focus();
    await page.keyboard.press('End');
    const last = grid().locator('[role="row"][aria-rowindex="100001"]');
    await last.getByText('Device 100000', { exact: true }).waitFor();
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-rowindex'))).resolves.toBe(
      '100001',
    );
    await page.keyboard.press('Space');
    await page.getByText('1 row selected').waitFor();
    await page.getByRole('button', { name: 'Select all 100,000 matching rows' }).click();
    await page.getByText('100,000 rows selected').waitFor();
    await last.getByRole('checkbox', { name: 'Select Device 100000' }).uncheck();
    await page.getByText('99,999 rows selected').waitFor();
    await expect(page.getByTestId('selection').textContent()).resolves.toBe(
      'Selection: {"all":true,"except":["100000"]}',
    );
  });
});

describe('tooltip, copy to clipboard and charts', () => {
  it('shows a tooltip on hover and focus, and Esc hides it', async () => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Short tooltip' });
    await button.hover();
    const tip = page.getByRole('tooltip', { name: 'Restart the device' });
    await tip.waitFor();
    await expect(tip.evaluate((el) => el.classList.contains('nf-tooltip--short'))).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'hidden' });
    await page.mouse.move(0, 0);
    // Keyboard focus shows it too, and it names the button's description.
    await page.getByRole('button', { name: 'Long tooltip' }).focus();
    const long = page.getByRole('tooltip').filter({ hasText: 'security fixes' });
    await long.waitFor();
    await expect(long.evaluate((el) => el.classList.contains('nf-tooltip--long'))).resolves.toBe(true);
    await expect(
      page.getByRole('button', { name: 'Long tooltip' }).getAttribute('aria-describedby'),
    ).resolves.toBe(await long.getAttribute('id'));
  });

  it('shows a tooltip inside a table cell whole, above the clipping cell', async () => {
    await page.goto('/');
    const row = grid().locator('[role="row"][aria-rowindex="3"]');
    await row.getByText('Device 2', { exact: true }).waitFor();
    const button = row.getByRole('button', { name: 'Copy to clipboard' });
    await button.hover();
    const tip = page.getByRole('tooltip', { name: 'Copy to clipboard' }).and(page.locator(':not([hidden])'));
    await tip.waitFor();
    const [tipBox, buttonBox] = await Promise.all([tip.boundingBox(), button.boundingBox()]);
    expect(tipBox && buttonBox && tipBox.y + tipBox.height <= buttonBox.y).toBe(true);
    expect(tipBox?.width).toBeGreaterThan(80);
  });

  it('copies to the clipboard and says Copied', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Tooltip, copy to clipboard, icons' });
    await section.getByRole('button', { name: 'Copy to clipboard' }).click();
    // The tip lives at the end of <body>, named by the button's aria-describedby.
    await page.getByRole('tooltip', { name: 'Copied' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('1100123456');
  });

  it('loads uPlot only when charts are shown and draws them on canvas', async () => {
    await page.goto('/');
    expect(server.requests.some((path) => /uPlot/i.test(path))).toBe(false);
    await page.getByRole('button', { name: 'Show charts' }).click();
    await page.getByRole('figure', { name: 'Mobile data' }).locator('canvas').first().waitFor();
    await page.getByRole('figure', { name: 'Devices per model' }).locator('canvas').first().waitFor();
    expect(server.requests.some((path) => /uPlot/i.test(path))).toBe(true);
    await expect(page.locator('.u-legend').first().isVisible()).resolves.toBe(true);
  });
});

describe('sanitizeHtml in Chromium', () => {
  it('gives the same output as in jsdom for every hostile input, and nothing in it runs', async () => {
    await context.addInitScript(() => {
      const ran: string[] = [];
      (window as unknown as { nfRan: string[] }).nfRan = ran;
      window.alert = (message?: unknown) => {
        ran.push(String(message));
      };
    });
    await page.goto('/');
    const before = server.requests.length;
    const outputs = await page.evaluate(
      (inputs) => window.nfGallery?.sanitizeAll(inputs) ?? [],
      HOSTILE_INPUTS.map((input) => input.html),
    );
    expect(outputs).toHaveLength(HOSTILE_INPUTS.length);
    HOSTILE_INPUTS.forEach((input, i) => {
      expect(outputs[i], input.name).toBe(input.expected);
    });
    await page.getByRole('button', { name: 'Check the hostile inputs' }).click();
    await expect(page.getByTestId('hostile-summary').textContent()).resolves.toBe(
      `Hostile inputs giving the expected output in this browser: ${HOSTILE_INPUTS.length} of ${HOSTILE_INPUTS.length}`,
    );

    // Nothing ran and nothing was fetched (no <img src=x>, no stylesheet, no frame).
    await page.waitForTimeout(200);
    await expect(page.evaluate(() => (window as unknown as { nfRan: string[] }).nfRan)).resolves.toEqual([]);
    expect(server.requests.slice(before)).toEqual([]);
    // Chromium applies the page's CSP to DOMPurify's inert parsing document too: it reports (and
    // blocks) the hostile inline handlers, styles and <base> while parsing. Only those may appear.
    const violations = await cspViolations(page);
    for (const violation of violations) {
      expect(violation).toMatch(
        /^(script-src-attr inline|style-src-elem inline|style-src-attr inline|base-uri )/,
      );
    }
    expectBlockedInlineMarkup = true;
  });
});

declare global {
  interface Window {
    nfGallery?: { sanitizeAll(inputs: readonly string[]): string[] };
  }
}
