import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, openConsole, signInAs } from '../src/consoleSession.js';
import { launchBrowser, type Stack, startStack } from '../src/index.js';

// The devices page against the real server, as an operator: filters, columns kept across a
// reload, a device going offline turning Offline live, and an export of exactly what is shown.

interface DeviceRow {
  id: number;
  name: string;
  serial: string;
  model: string;
  firmware: string;
  status: number;
}
interface DevicePage {
  data: DeviceRow[];
  meta: { total: number; total_estimated?: boolean };
}

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ deviceCount: 400 }), launchBrowser()]);
  ({ context, page } = await openConsole(browser, stack, { viewport: { width: 1600, height: 900 } }));
  await signInAs(page, 'admin@netfleet.test');
  await firstRow().waitFor();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

const grid = () => page.getByRole('grid', { name: 'Devices' });
const firstRow = () => grid().getByRole('row').nth(1);

/** The grid's column headers and the text of every rendered row's cells, by header. */
async function gridRows(): Promise<{ headers: string[]; rows: Record<string, string>[] }> {
  return grid().evaluate((element) => {
    const headers = [...element.querySelectorAll('[role="columnheader"]')].map(
      (cell) => cell.textContent?.trim() ?? '',
    );
    const rows = [...element.querySelectorAll('[role="row"]')]
      .filter((row) => row.getAttribute('aria-rowindex') !== '1')
      .map((row) => {
        const cells = [...row.querySelectorAll('[role="gridcell"], [role="rowheader"]')];
        return Object.fromEntries(
          headers.map((header, index) => [header, cells[index]?.textContent?.trim() ?? '']),
        );
      });
    return { headers: headers.filter(Boolean), rows };
  });
}

async function devices(query: string): Promise<DevicePage> {
  const answer = await callApi<DevicePage>(page, 'GET', `/api/devices?${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** `RUTX_R_00.07.06.3` → `[7, 6, 3]`. */
function versionOf(firmware: string): number[] {
  const parts = firmware.split('_').at(-1)?.split('.').map(Number) ?? [];
  return parts.slice(1, 4);
}
const below = (a: number[], b: number[]) => {
  for (let index = 0; index < 3; index += 1) {
    if ((a[index] ?? 0) !== (b[index] ?? 0)) return (a[index] ?? 0) < (b[index] ?? 0);
  }
  return false;
};

/**
 * The model with most devices, and a version just above its firmware (the demo fleet runs one
 * firmware per model): its devices are below that version, newer firmware is not.
 */
async function modelAndFirmware(): Promise<{ model: string; version: string; versionParts: number[] }> {
  const all = await devices('limit=1000&fields=id,name,model,firmware,status');
  const byModel = new Map<string, DeviceRow[]>();
  for (const device of all.data) byModel.set(device.model, [...(byModel.get(device.model) ?? []), device]);
  const [model, rows] = [...byModel].sort((a, b) => b[1].length - a[1].length)[0] as [string, DeviceRow[]];
  const [major = 0, minor = 0, patch = 0] = versionOf(rows[0]?.firmware ?? '');
  const versionParts = [major, minor, patch + 1];
  return { model, version: versionParts.join('.'), versionParts };
}

/** Parses CSV (RFC 4180: quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field || row.length > 0) rows.push([...row, field]);
  return rows;
}

async function openTableSettings() {
  const summary = page.getByText('Table settings');
  const open = await page
    .locator('details.table-preferences')
    .evaluate((details) => (details as HTMLDetailsElement).open);
  if (!open) await summary.click();
}

describe('the devices page', () => {
  it('filters to one model below a firmware version and shows only those devices', async () => {
    const { model, version, versionParts } = await modelAndFirmware();
    const expected = await devices(`model=${model}&firmware_below=${version}&limit=1000`);
    expect(expected.meta.total).toBeGreaterThan(0);
    // The version filter is real: the same model below its own version matches nothing.
    const [major, minor, patch] = versionParts;
    expect(
      (await devices(`model=${model}&firmware_below=${major}.${minor}.${(patch ?? 1) - 1}&limit=1`)).meta
        .total,
    ).toBe(0);
    const everything = await devices('limit=1');
    expect(everything.meta.total).toBeGreaterThan(expected.meta.total);

    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('form', { name: 'Filter devices' });
    await panel.getByRole('textbox', { name: 'Models' }).fill(model);
    await panel.getByRole('textbox', { name: 'Firmware below' }).fill(version);
    await panel.getByRole('button', { name: 'Apply filters' }).click();
    const count = expected.meta.total === 1 ? '1 device' : `${expected.meta.total} devices`;
    await page.getByText(count, { exact: true }).waitFor();
    await page.waitForFunction(
      (total) => document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount') === String(total + 1),
      Math.min(expected.meta.total, 100),
    );
    const url = new URL(page.url());
    expect(url.searchParams.get('model')).toBe(model);

    const { rows } = await gridRows();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.Model?.startsWith(model)).toBe(true);
      expect(below(versionOf(row.Firmware ?? ''), versionParts)).toBe(true);
    }
    expect(rows.map((row) => row.Name).sort()).toEqual(
      expected.data
        .slice(0, rows.length)
        .map((device) => device.name)
        .sort(),
    );
    await page.getByRole('button', { name: 'Close' }).click();
  });

  it("loads the session start's code on every page, the devices page's beside the entry, each chunk once, and only on the devices page", async () => {
    // Cold (no HTTP cache): a preload that the page's import() did not reuse shows as a second request.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const chunks: string[] = [];
    const onRequest = (request: { url: () => string }) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/assets/')) chunks.push(path);
    };
    page.on('request', onRequest);
    try {
      await page.goto('/management/devices');
      await firstRow().waitFor();
      const listedFor = (name: string) =>
        page.evaluate(
          (meta) =>
            (document.querySelector(`meta[name="netfleet-route-${meta}"]`)?.getAttribute('content') ?? '')
              .split(' ')
              .filter(Boolean),
          name,
        );
      // The session's start (the brand's loader) on every page, the devices page's own code here.
      const startFiles = await listedFor('start');
      expect(startFiles.some((file) => /\/loadBrand-[\w-]+\.js$/.test(file))).toBe(true);
      const listed = [...startFiles, ...(await listedFor('devices'))];
      const pageChunk = listed.find((file) => /\/DevicesPage-[\w-]+\.js$/.test(file));
      expect(pageChunk).toBeDefined();
      const preloaded = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="modulepreload"]')].map(
          (link) => new URL((link as HTMLLinkElement).href).pathname,
        ),
      );
      for (const file of listed) {
        if (file.endsWith('.js')) expect(preloaded).toContain(file);
        // The page's import() and stylesheets reuse the preloads: one request each.
        expect(chunks.filter((path) => path === file)).toHaveLength(1);
      }

      await page.goto('/companies');
      await page.getByRole('table', { name: 'Companies' }).waitFor();
      const elsewhere = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="modulepreload"]')].map(
          (link) => (link as HTMLLinkElement).href,
        ),
      );
      expect(elsewhere.some((href) => href.includes('/DevicesPage-'))).toBe(false);
      for (const file of startFiles) expect(elsewhere.map((href) => new URL(href).pathname)).toContain(file);
    } finally {
      page.off('request', onRequest);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
      await cdp.detach();
      // The next tests start on the devices page.
      await page.goto('/management/devices');
      await firstRow().waitFor();
    }
  });

  it('shows the add buttons with the first rows, and the grid stays where it is while the page settles', async () => {
    // 1,440 px: the width at which the toolbar with the add buttons no longer fits beside the title.
    const narrower = await openConsole(browser, stack, { viewport: { width: 1440, height: 900 } });
    try {
      // The moment the first row enters the page: were the add buttons there, and where was the grid?
      await narrower.context.addInitScript(() => {
        const observer = new MutationObserver(() => {
          const grid = document.querySelector('[role="grid"]');
          if (!grid?.querySelector('a.device-link')) return;
          observer.disconnect();
          const buttons = [...document.querySelectorAll('button')].map((button) => button.textContent);
          Object.assign(window, {
            atFirstRow: {
              top: grid.getBoundingClientRect().top,
              add: buttons.includes('Add devices from file'),
            },
          });
        });
        observer.observe(document, { childList: true, subtree: true });
      });
      await signInAs(narrower.page, 'nomfa@netfleet.test');
      await narrower.page.goto('/management/devices');
      await narrower.page.locator('[role="grid"] a.device-link').first().waitFor();
      // What the page starts after its first paint (the live status, prefetches) has had its time.
      await narrower.page.waitForTimeout(1000);
      const { atFirstRow, top } = await narrower.page.evaluate(() => ({
        atFirstRow: (window as unknown as { atFirstRow: { top: number; add: boolean } }).atFirstRow,
        top: document.querySelector('[role="grid"]')?.getBoundingClientRect().top,
      }));
      expect(atFirstRow.add).toBe(true);
      expect(top).toBe(atFirstRow.top);
    } finally {
      await narrower.context.close();
    }
  });

  it("loads a device page's code and the device beside the entry, each once, for the tab its address names", async () => {
    const device = (await devices('limit=1&sort=id&fields=id,name')).data[0];
    if (!device) throw new Error('no device');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests: string[] = [];
    const onRequest = (request: { url: () => string }) => {
      const url = new URL(request.url());
      requests.push(url.pathname + url.search);
    };
    page.on('request', onRequest);
    try {
      await page.goto(`/devices/${device.id}/metrics/dynamic`);
      // This stack runs no simulator: the device's charts say the period holds no data.
      await page.getByText('No data in this period').first().waitFor();
      const listedFiles = await page.evaluate(() =>
        ['device', 'device-metrics-dynamic'].flatMap((name) =>
          (document.querySelector(`meta[name="netfleet-route-${name}"]`)?.getAttribute('content') ?? '')
            .split(' ')
            .filter(Boolean),
        ),
      );
      expect(listedFiles.some((file) => /\/DevicePage-[\w-]+\.js$/.test(file))).toBe(true);
      expect(listedFiles.some((file) => /\/DynamicMetricsPage-[\w-]+\.js$/.test(file))).toBe(true);
      expect(listedFiles.some((file) => /\/uPlot[\w.-]*\.js$/.test(file))).toBe(true);
      const preloaded = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="modulepreload"]')].map(
          (link) => new URL((link as HTMLLinkElement).href).pathname,
        ),
      );
      for (const file of new Set(listedFiles)) {
        if (file.endsWith('.js')) expect(preloaded).toContain(file);
        // The routes' import() reuse the preloads: one request each.
        expect(requests.filter((path) => path === file)).toHaveLength(1);
      }
      // The device itself was asked for once, by early-requests.js, and the page took that answer.
      expect(requests.filter((path) => path === `/api/devices/${device.id}`)).toHaveLength(1);
    } finally {
      page.off('request', onRequest);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
      await cdp.detach();
      await page.goto('/management/devices');
      await firstRow().waitFor();
    }
  });

  it('reaches the columns beyond the grid from the keyboard, and its header checkbox selects this page', async () => {
    await page.setViewportSize({ width: 1100, height: 900 });
    try {
      await page.goto('/management/devices');
      await firstRow().waitFor();
      const scroller = page.locator('.nf-grid__scroll');
      const scrollLeft = () => scroller.evaluate((element) => element.scrollLeft);
      // Tabbing to the header's last control scrolls the wide grid to its right edge…
      await grid().getByRole('separator').last().focus();
      expect(await scrollLeft()).toBeGreaterThan(0);
      // …and the row reached by Tab from there starts at the left again, its name in view.
      await page.keyboard.press('Tab');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-rowindex')))
        .toBe('2');
      expect(await scrollLeft()).toBe(0);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await scrollLeft()).toBe(240);
      await page.keyboard.press('ArrowLeft');
      expect(await scrollLeft()).toBe(120);

      // The header checkbox selects the rows of this page, and says so (not "all matching").
      const pageRows = Math.min((await devices('limit=1')).meta.total, 100);
      const selectPage = grid().getByRole('checkbox', {
        name: `Select the ${pageRows} devices on this page`,
      });
      await selectPage.check();
      await page.getByText(`${pageRows} devices selected`, { exact: true }).waitFor();
      await page.getByRole('button', { name: /^Select all \d+ matching$/ }).waitFor();
      await page.getByRole('button', { name: 'Clear selection' }).click();
      await page.getByText(`${pageRows} devices selected`, { exact: true }).waitFor({ state: 'detached' });
      expect(await selectPage.isChecked()).toBe(false);
    } finally {
      await page.setViewportSize({ width: 1600, height: 900 });
    }
  });

  it('shows the names of the rows a fling passes, and every cell of the rows in view once it ends; a reading scroll shows them all', async () => {
    await page.goto('/management/devices?pageSize=250');
    await firstRow().waitFor();
    await page.waitForTimeout(500);
    // In the page, frame by frame: a reading scroll (4 px a frame), a fling (400 px a frame: one
    // however slow the machine's frames, up to 160 ms), then the frames until no row is waiting
    // for its cells.
    const seen = await page.evaluate(async () => {
      const scroller = document.querySelector('.nf-grid__scroll') as HTMLElement;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const waiting = () => [
        ...scroller.querySelectorAll('[role="row"][aria-busy="true"]:not([data-placeholder])'),
      ];
      const scroll = async (step: number, frames: number) => {
        let most = 0;
        const names = new Set<string>();
        let othersShown = 0;
        for (let at = 0; at < frames; at += 1) {
          scroller.scrollTop += step;
          await frame();
          most = Math.max(most, waiting().length);
          for (const row of waiting()) {
            names.add(row.querySelector('[role="rowheader"]')?.textContent ?? '');
            othersShown += row.querySelectorAll('[role="gridcell"]').length;
          }
        }
        return { most, names: [...names], othersShown };
      };
      const reading = await scroll(4, 30);
      const fling = await scroll(400, 20);
      const stopped = performance.now();
      while (waiting().length > 0 && performance.now() - stopped < 5_000) await frame();
      return { reading, fling, filledAfter: performance.now() - stopped, left: waiting().length };
    });
    expect(seen.reading.most).toBe(0);
    expect(seen.fling.most).toBeGreaterThan(5);
    // Every row the fling passed showed its device's name, and nothing else.
    expect(seen.fling.names.length).toBeGreaterThan(20);
    expect(seen.fling.names.every((name) => /\S/.test(name))).toBe(true);
    expect(seen.fling.othersShown).toBe(0);
    expect(seen.left).toBe(0);
    expect(seen.filledAfter).toBeLessThan(1_000);
    // The rows in view have every cell: the status, model and serial of each device.
    const { rows } = await gridRows();
    const inView = rows.filter((row) => row.Name !== '');
    expect(inView.length).toBeGreaterThan(10);
    for (const row of inView) {
      expect(row.Status).not.toBe('');
      expect(row.Model).not.toBe('');
      expect(row.Serial).not.toBe('');
    }
  });

  it('pages to the last page by pressing Enter on Next, which keeps the focus throughout', async () => {
    await page.goto('/management/devices?pageSize=25');
    await firstRow().waitFor();
    const pages = Math.ceil((await devices('limit=1')).meta.total / 25);
    expect(pages).toBeGreaterThan(2);
    const next = page.getByRole('button', { name: 'Next page' });
    await next.focus();
    const seen = new Set<string | null>();
    for (let turn = 1; turn < pages; turn += 1) {
      const before = await firstRow().textContent();
      await page.keyboard.press('Enter');
      await expect.poll(() => firstRow().textContent()).not.toBe(before);
      seen.add(new URL(page.url()).searchParams.get('after'));
      expect(await next.evaluate((button) => button === document.activeElement)).toBe(true);
    }
    expect(seen.size).toBe(pages - 1);
    // The last page: Next is unavailable, still focused, and pressing it asks for nothing.
    await expect.poll(() => next.getAttribute('aria-disabled')).toBe('true');
    const url = page.url();
    await page.keyboard.press('Enter');
    expect(page.url()).toBe(url);
    expect(await next.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('keeps the chosen columns across a reload', async () => {
    await openTableSettings();
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/storage') && response.request().method() !== 'GET',
    );
    await page.getByRole('checkbox', { name: 'IMEI' }).check();
    await saved;
    const savedAgain = page.waitForResponse(
      (response) => response.url().includes('/api/storage') && response.request().method() !== 'GET',
    );
    await page.getByRole('checkbox', { name: 'Serial' }).uncheck();
    await savedAgain;
    await page.reload();
    await firstRow().waitFor();
    const { headers } = await gridRows();
    expect(headers).toContain('IMEI');
    expect(headers).not.toContain('Serial');
  });

  it('saves the filters and sort as a named view, and applies it again after a reload', async () => {
    await page.goto('/management/devices?status=1&sort=-name');
    await firstRow().waitFor();
    const views = page.locator('details.devices-views');
    await views.locator('summary').click();
    const save = views.getByRole('button', { name: 'Save current view' });
    await save.click();
    // No name: the page says so in its own words (not the browser's bubble) and stores nothing.
    await views.getByRole('alert').filter({ hasText: 'Name the view to save it.' }).waitFor();
    expect(await views.getByLabel('Name of the view').getAttribute('aria-invalid')).toBe('true');
    await views.getByLabel('Name of the view').fill('Online, Z to A');
    const stored = page.waitForResponse(
      (response) => response.url().includes('/api/storage') && response.request().method() !== 'GET',
    );
    await save.click();
    expect((await stored).ok()).toBe(true);
    await page.getByText('View Online, Z to A saved').waitFor();
    expect(await views.getByRole('alert').count()).toBe(0);

    await page.goto('/management/devices');
    await firstRow().waitFor();
    await views.locator('summary').click();
    await views.getByRole('button', { name: 'Online, Z to A', exact: true }).click();
    // The URL holds the values as they read (`status=1`, not `status=%221%22`).
    const param = (name: string) => new URL(page.url()).searchParams.get(name);
    await expect.poll(() => param('status')).toBe('1');
    expect(param('sort')).toBe('-name');
    const online = await devices('status=1&sort=-name&limit=1&fields=id,name');
    await expect.poll(async () => (await gridRows()).rows[0]?.Name).toBe(online.data[0]?.name);

    // The view applied, its menu closed, the focus on the menu's summary.
    expect(await views.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Views');
    await views.locator('summary').click();
    // Tab past its last control (to the next menu), it closes: two open menus would overlap.
    await views.getByRole('button', { name: 'Save current view' }).focus();
    await page.locator('details.devices-export summary').focus();
    expect(await views.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    await views.locator('summary').click();
    await views.getByRole('button', { name: 'Delete view Online, Z to A' }).click();
    await views.getByText('No saved views yet.').waitFor();
  });

  it('shows a device that goes offline as Offline within a second, without reloading', async () => {
    await page.goto('/management/devices?status=1&sort=name');
    await firstRow().waitFor();
    const online = await devices('status=1&sort=name&limit=1');
    const device = online.data[0] as DeviceRow;
    const row = grid()
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: device.name, exact: true }) });
    expect(await row.locator('[data-status]').getAttribute('data-status')).toBe('1');
    // Let the page subscribe to the rows on screen (it waits for scrolling to settle).
    await page.waitForTimeout(1000);
    const issued = await callApi<{ data: { token: string } }>(
      page,
      'POST',
      `/api/devices/${device.id}/ingest-token`,
    );
    expect(issued.status).toBe(200);
    const requests = await page.evaluate(() => performance.getEntriesByType('resource').length);

    const started = Date.now();
    const report = await fetch(`${stack.baseUrl}/ingest/v1/report`, {
      method: 'POST',
      headers: { authorization: `Bearer ${issued.body.data.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'offline' }),
    });
    expect(report.status).toBe(200);
    await row.locator('[data-status="0"]').waitFor({ timeout: 5000 });
    const elapsed = Date.now() - started;
    expect(await row.textContent()).toContain('Offline');
    expect(elapsed).toBeLessThan(1000);
    // The row changed in place: no new list request.
    const listRequests = await page.evaluate(
      (before) =>
        performance
          .getEntriesByType('resource')
          .slice(before)
          .filter((entry) => entry.name.includes('/api/devices?')).length,
      requests,
    );
    expect(listRequests).toBe(0);
  });

  it('exports exactly the filtered devices with the chosen columns', async () => {
    const { model } = await modelAndFirmware();
    await page.goto(`/management/devices?model=${model}`);
    await firstRow().waitFor();
    await openTableSettings();
    await page.getByRole('button', { name: 'Reset columns' }).click();
    for (const column of ['Status', 'Company', 'Tags', 'Signal', 'Operator', 'Data this month']) {
      await page.getByRole('checkbox', { name: column, exact: true }).uncheck();
    }
    await page.waitForFunction(() => document.querySelectorAll('[role="columnheader"]').length <= 6);
    const { headers } = await gridRows();
    expect(headers).toEqual(['Name', 'Model', 'Serial', 'Firmware']);
    await page.keyboard.press('Escape');

    await page.getByText('Export', { exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'CSV file' }).click(),
    ]);
    const csv = parseCsv(await readFile((await download.path()) as string, 'utf8'));
    const expected = await devices(`model=${model}&limit=1000&fields=id,name,serial`);
    expect(csv[0]).toEqual(['name', 'model', 'family', 'serial', 'firmware']);
    const lines = csv.slice(1).filter((line) => line.length > 1 || line[0]);
    expect(lines).toHaveLength(expected.meta.total);
    expect(lines.every((line) => line[1] === model)).toBe(true);
    expect(lines.map((line) => line[3]).sort()).toEqual(expected.data.map((device) => device.serial).sort());
  });

  it('keeps every column title inside its header cell, in the language with the longest words', async () => {
    const ukrainian = await openConsole(browser, stack, { viewport: { width: 1600, height: 900 } });
    try {
      await ukrainian.context.addInitScript(() => localStorage.setItem('language', 'uk'));
      // Another admin of the same devices: the columns test above changed admin@'s choice.
      await signInAs(ukrainian.page, 'nomfa@netfleet.test');
      const header = ukrainian.page.getByRole('columnheader', { name: 'Серійний номер' });
      await header.waitFor();
      const cells = await ukrainian.page.getByRole('columnheader').evaluateAll((elements) =>
        elements.flatMap((cell) => {
          const button = cell.querySelector('button');
          const title = button?.querySelector('.nf-grid__title');
          if (!button || !title) return [];
          const edge =
            cell.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(cell).paddingRight);
          return [
            {
              text: title.textContent ?? '',
              hint: button.getAttribute('title'),
              inside: button.getBoundingClientRect().right <= edge + 0.5,
              truncated: title.scrollWidth > title.clientWidth,
            },
          ];
        }),
      );
      expect(cells.length).toBeGreaterThan(5);
      for (const cell of cells) {
        expect(cell.inside, `"${cell.text}" runs past its column`).toBe(true);
        // What the ellipsis hides shows on hover.
        expect(cell.hint).toBe(cell.text);
      }
      // The serial's title is wider than its column in Ukrainian: it is the one cut short.
      expect(cells.find((cell) => cell.text === 'Серійний номер')?.truncated).toBe(true);
    } finally {
      await ukrainian.context.close();
    }
  });
});
