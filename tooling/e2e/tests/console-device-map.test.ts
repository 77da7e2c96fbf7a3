import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAxe, seriousViolations } from '../src/axe.js';
import { callApi, openConsole, signInAs } from '../src/consoleSession.js';
import { cspViolations, recordCspViolations } from '../src/cspViolations.js';
import { launchBrowser, type Stack, startStack } from '../src/index.js';

// The maps against the real server, as an operator, with every request to another origin
// refused (the maps must draw with no internet): a GPS device that drove across Oslo in the
// last hour (its fixes sent through the ingest API with its own token, as a router does) shows
// its track drawn on the map, fitted to the view, and its points in the table beside it; the
// location set by hand (typed, and picked on the map) becomes its position with the source
// "Set by hand"; the devices page's map view shows the located devices of the demo fleet as
// clusters and devices, a device's popup links to its page. No CSP violation on the way.

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let deviceId: number;
let deviceName: string;
let token: string;
/** Requests the pages made to any origin but the stack's (refused). */
const foreign: string[] = [];

/** The drive: 20 fixes a minute apart from the Opera house towards Frogner, oldest first. */
const FIXES = Array.from({ length: 20 }, (_, i) => ({
  latitude: 59.9075 + i * 0.0012,
  longitude: 10.7532 - i * 0.0021,
  speed: 20 + i,
}));

/** Pixel counts of a screenshot of `target`: those near each colour, and all. */
async function colourCounts(target: Locator, colours: Record<string, [number, number, number]>) {
  const png = (await target.screenshot()).toString('base64');
  // Decoded in the page (the CSP allows data: images): no PNG library needed here.
  return page.evaluate(
    async ({ png, colours }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context2d = canvas.getContext('2d');
      if (!context2d) throw new Error('No 2D canvas');
      context2d.drawImage(image, 0, 0);
      const { data } = context2d.getImageData(0, 0, image.width, image.height);
      const counts: Record<string, number> = { all: image.width * image.height };
      for (const name of Object.keys(colours)) counts[name] = 0;
      for (let index = 0; index < data.length; index += 4) {
        for (const [name, [r, g, b]] of Object.entries(colours)) {
          const near =
            Math.abs((data[index] ?? 0) - r) < 24 &&
            Math.abs((data[index + 1] ?? 0) - g) < 24 &&
            Math.abs((data[index + 2] ?? 0) - b) < 24;
          if (near) counts[name] = (counts[name] ?? 0) + 1;
        }
      }
      return counts;
    },
    { png, colours },
  );
}

/** The colours of the offline basemap's land and of the track's line (public/map/style.json, TrackMap). */
const LAND: [number, number, number] = [0xf4, 0xf3, 0xee];
const TRACK: [number, number, number] = [0x1d, 0x4e, 0xd8];

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ deviceCount: 60 }), launchBrowser()]);
  ({ context, page } = await openConsole(browser, stack, { viewport: { width: 1400, height: 950 } }));
  await recordCspViolations(context);
  await signInAs(page, 'admin@netfleet.test');
  const list = await callApi<{ data: { id: number; name: string }[] }>(
    page,
    'GET',
    '/api/devices?limit=1&sort=name&capability=has_gps&fields=id,name',
  );
  expect(list.status).toBe(200);
  deviceId = list.body.data[0]?.id as number;
  deviceName = list.body.data[0]?.name as string;
  const issued = await callApi<{ data: { token: string } }>(
    page,
    'POST',
    `/api/devices/${deviceId}/ingest-token`,
    {},
  );
  expect(issued.status).toBe(200);
  token = issued.body.data.token;
  const now = Math.floor(Date.now() / 1000);
  const positions = FIXES.map((fix, i) => ({ at: now - (FIXES.length - i) * 60, ...fix, satellites: 9 }));
  await ingest({ positions });
});

/** Sends a report with the device's token, as the router does. */
async function ingest(report: unknown): Promise<void> {
  const answer = await fetch(`${stack.baseUrl}/ingest/v1/report`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(report),
  });
  expect(answer.status).toBe(200);
}

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

const trackMap = () => page.locator('.device-location__map');
const positionsTable = () => page.getByRole('region', { name: 'Positions' }).getByRole('table');

describe('the location tab', () => {
  it("draws the device's track on the offline basemap and lists its points beside it", async () => {
    await page.goto(`/devices/${deviceId}/location`);
    await page.getByRole('heading', { name: 'Current position' }).waitFor();
    // The table: every fix, newest first, with its speed.
    const rows = positionsTable().locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(FIXES.length);
    const newest = FIXES.at(-1);
    await expect.poll(() => rows.first().textContent()).toContain(newest?.latitude.toFixed(5));
    expect(await rows.first().textContent()).toContain(`${newest?.speed} km/h`);
    expect(await rows.last().textContent()).toContain(FIXES[0]?.longitude.toFixed(5));
    await page.getByText(`${FIXES.length} positions in this period`).waitFor();
    // The map: drawn (not a message), labelled, with the land of the offline world and the
    // track's blue line fitted into the view.
    await trackMap().locator('canvas[aria-label]').waitFor();
    expect(await trackMap().locator('canvas').getAttribute('aria-label')).toBe(`Track of ${deviceName}`);
    expect(await trackMap().getByRole('alert').count()).toBe(0);
    await expect
      .poll(
        async () => {
          const counts = await colourCounts(trackMap(), { land: LAND, track: TRACK });
          return (counts.land ?? 0) > (counts.all ?? 0) * 0.2 && (counts.track ?? 0) > 150;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    // The map's controls are labelled buttons.
    await trackMap().getByRole('button', { name: 'Zoom in' }).waitFor();
    // The current position: the newest fix, from GPS.
    expect(await page.getByTestId('location-source').textContent()).toBe('GPS');
    expect(seriousViolations(await runAxe(page, '.device-location'))).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });

  it('follows the device live: a new fix shows without a reload', async () => {
    const fix = { latitude: 59.9341, longitude: 10.7101, speed: 41 };
    await ingest({ positions: [{ at: Math.floor(Date.now() / 1000), ...fix, satellites: 9 }] });
    await expect
      .poll(() => page.getByText(`${FIXES.length + 1} positions in this period`).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await positionsTable().locator('tbody tr').first().textContent()).toContain('59.93410');
    expect(await page.getByText('59.93410').count()).toBeGreaterThan(1);
  });

  it('keeps the period in the URL, and says when a period has no positions', async () => {
    await page.getByLabel('Period').selectOption('custom');
    await page.getByLabel('From', { exact: true }).fill('2020-01-01T00:00');
    await page.getByLabel('To', { exact: true }).fill('2020-01-02T00:00');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL((url) => url.searchParams.get('range') === 'custom');
    await page.getByText('No positions in this period').waitFor();
    await page.getByLabel('Period').selectOption('1h');
    await page.waitForURL((url) => url.searchParams.get('range') === '1h');
    await expect.poll(() => positionsTable().locator('tbody tr').count()).toBe(FIXES.length + 1);
  });

  it('sets the location by hand, typed or picked on the map, and shows it as set by hand', async () => {
    // Picked: the form opens with the position under the click, inside the track's view.
    await page.getByRole('button', { name: 'Pick on the map' }).click();
    await page.getByText('Click the map where the device is').waitFor();
    await trackMap()
      .locator('canvas')
      .click({ position: { x: 200, y: 200 } });
    const dialog = page.getByRole('dialog', { name: 'Set location' });
    await dialog.waitFor();
    const picked = Number(await dialog.getByLabel('Latitude').inputValue());
    expect(picked).toBeGreaterThan(59.85);
    expect(picked).toBeLessThan(59.98);
    // Out of range: refused on the field, nothing sent.
    await dialog.getByLabel('Latitude').fill('91');
    await dialog.getByRole('button', { name: 'Save location' }).click();
    await dialog.getByText('Latitude must be between -90 and 90').waitFor();
    // Typed: saved through the generic form.
    await dialog.getByLabel('Latitude').fill('59.95');
    await dialog.getByLabel('Longitude').fill('10.7');
    const saved = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === `/api/devices/${deviceId}/location` &&
        response.request().method() === 'PUT',
    );
    await dialog.getByRole('button', { name: 'Save location' }).click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('location-source').textContent()).toBe('Set by hand');
    await page.getByText('59.95000').first().waitFor();
    // The hand-set position is the track's newest point.
    await expect
      .poll(() => positionsTable().locator('tbody tr').first().textContent())
      .toContain('Set by hand');
    expect(await cspViolations(page)).toEqual([]);
  });
});

describe('the fleet map', () => {
  it('shows the located devices of the list, clustered, from the devices page', async () => {
    await page.goto('/management/devices');
    await page.getByRole('grid', { name: 'Devices' }).waitFor();
    await page.getByRole('button', { name: 'Map' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'map');
    expect(await page.getByRole('button', { name: 'Map' }).getAttribute('aria-pressed')).toBe('true');
    const located = await callApi<{ meta: { total: number } }>(page, 'GET', '/api/devices/locations');
    expect(located.status).toBe(200);
    expect(located.body.meta.total).toBeGreaterThan(1);
    await page.getByText(`${located.body.meta.total} located devices`).waitFor();
    const map = page.locator('.fleet-map__map');
    await map.locator('canvas').waitFor();
    // Clusters and devices are named buttons over the map.
    const markers = map.locator('.fleet-map__cluster, .fleet-map__device');
    await expect.poll(() => markers.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const clusters = map.locator('.fleet-map__cluster');
    if ((await clusters.count()) > 0) {
      const label = (await clusters.first().getAttribute('aria-label')) ?? '';
      expect(label).toMatch(/^\d+ devices here: zoom in$/);
    }
    expect(await map.getByRole('alert').count()).toBe(0);
    const counts = await colourCounts(map, { land: LAND });
    expect(counts.land ?? 0).toBeGreaterThan((counts.all ?? 0) * 0.05);
    expect(seriousViolations(await runAxe(page, '.fleet-map'))).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });

  it('opens a device from its popup', async () => {
    // One device's filters: the map shows it alone, as a button that opens its popup.
    await page.goto(`/management/devices?view=map&q=${encodeURIComponent(deviceName)}`);
    const device = page.locator('.fleet-map__device').first();
    await device.waitFor({ timeout: 20_000 });
    expect(await device.getAttribute('aria-label')).toContain(deviceName);
    await device.focus();
    await page.keyboard.press('Enter');
    const link = page.locator('.maplibregl-popup').getByRole('link', { name: 'Open device' });
    await link.click();
    await page.waitForURL((url) => url.pathname.startsWith(`/devices/${deviceId}`));
  });

  it('drew everything with no request to another origin', async () => {
    expect(foreign).toEqual([]);
  });
});
