import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe, seriousViolations } from '../src/axe.js';
import { callApi } from '../src/consoleSession.js';
import { consoleSuite } from '../src/index.js';

// The device page against the real server: as an operator, a device without GPS offers no
// Location or GPS tab and one with GPS offers both; rename the device and tag it in its
// header, and the activity tab says who renamed it from what to what; a name the rules refuse
// keeps what was typed with the message under the field; delete it from its page and land on
// the devices list. A Guest sees no rename, tag or action controls, and the server refuses
// the calls.

const suite = consoleSuite({ deviceCount: 120, viewport: { width: 1400, height: 900 }, arrival: 'landing' });
const { signedIn } = suite;

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

interface DeviceLine {
  id: number;
  name: string;
  model: string;
  company_id: number;
}

/** Ids of the devices the user sees, all of them or those with every listed capability. */
async function deviceList(page: Page, capability?: string): Promise<DeviceLine[]> {
  const query = `limit=1000&fields=id,name,model,company_id${capability ? `&capability=${capability}` : ''}`;
  const answer = await callApi<{ data: DeviceLine[] }>(page, 'GET', `/api/devices?${query}`);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** A device of the user's with a mobile modem but no GPS, and one with GPS (the server's capability filter decides). */
async function withAndWithoutGps(page: Page): Promise<{ withGps: DeviceLine; withoutGps: DeviceLine }> {
  const gps = await deviceList(page, 'has_gps');
  const gpsIds = new Set(gps.map((device) => device.id));
  const withoutGps = (await deviceList(page, 'has_mobile')).find((device) => !gpsIds.has(device.id));
  const withGps = gps[0];
  if (!withGps || !withoutGps) throw new Error('the demo fleet has no device with GPS, or none without');
  return { withGps, withoutGps };
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Device sections' });
const tabNames = async (page: Page) =>
  (await tabs(page).getByRole('link').allTextContents()).map((text) => text.trim());

describe('the device page', () => {
  it('offers the Location and GPS tabs only for a device with GPS', async () => {
    const page = await signedIn('admin@netfleet.test');
    const { withGps, withoutGps } = await withAndWithoutGps(page);

    await page.goto(`/devices/${withoutGps.id}`);
    // The page opens on its activity tab.
    await page.waitForURL((url) => url.pathname === `/devices/${withoutGps.id}/activity`);
    await page.getByRole('heading', { name: withoutGps.name, level: 1 }).waitFor();
    await tabs(page).getByRole('link', { name: 'Activity' }).waitFor();
    const plain = await tabNames(page);
    expect(plain).toContain('Dynamic parameters');
    expect(plain).toContain('Mobile data');
    expect(plain).not.toContain('Location');
    expect(plain).not.toContain('GPS');
    // Opened by its address, the GPS tab of a device without GPS says so.
    await page.goto(`/devices/${withoutGps.id}/metrics/gps`);
    await page.getByText('This device has no such feature.').waitFor();

    await page.goto(`/devices/${withGps.id}/activity`);
    await page.getByRole('heading', { name: withGps.name, level: 1 }).waitFor();
    await tabs(page).getByRole('link', { name: 'Activity' }).waitFor();
    const located = await tabNames(page);
    expect(located).toContain('Location');
    expect(located).toContain('GPS');
  });

  it('renames and tags the device in its header, and the activity tab says who renamed it', async () => {
    const page = await signedIn('admin@netfleet.test');
    const device = (await deviceList(page))[0];
    if (!device) throw new Error('admin@ sees no device');
    const tagName = `e2e-${unique()}`;
    const created = await callApi(page, 'POST', '/api/tags', {
      company_id: device.company_id,
      name: tagName,
      color: '#2e7d32',
    });
    expect(created.status).toBeLessThan(300);

    await page.goto(`/devices/${device.id}/activity`);
    const header = page.locator('header.device-header');
    await header.getByRole('heading', { name: device.name, level: 1 }).waitFor();

    // A name the rules refuse is not sent; what was typed stays, the message under the field.
    await header.getByRole('button', { name: 'Rename' }).click();
    const field = header.getByRole('textbox', { name: 'Device name' });
    await field.fill('   ');
    await header.getByRole('button', { name: 'Save', exact: true }).click();
    await header.getByText('Name is required').waitFor();
    expect(await field.inputValue()).toBe('   ');
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    const newName = `Renamed ${unique()}`;
    await field.fill(newName);
    await header.getByRole('button', { name: 'Save', exact: true }).click();
    await header.getByRole('heading', { name: newName, level: 1 }).waitFor();
    // The edit ended where it began: on "Rename".
    await page.waitForFunction(() => document.activeElement?.textContent === 'Rename');

    await header.getByRole('button', { name: 'Edit tags' }).click();
    const picker = header.getByRole('group', { name: 'Tags of the device' });
    const filterBox = picker.getByRole('searchbox', { name: 'Find a tag' });
    if ((await filterBox.count()) > 0) await filterBox.fill(tagName);
    await picker.getByRole('checkbox', { name: tagName }).check();
    await header.getByRole('button', { name: 'Save tags' }).click();
    await header.locator('.tag-chip', { hasText: tagName }).waitFor();

    const stored = await callApi<{ data: { name: string; tags: { name: string }[] } }>(
      page,
      'GET',
      `/api/devices/${device.id}`,
    );
    expect(stored.body.data.name).toBe(newName);
    expect(stored.body.data.tags.map((tag) => tag.name)).toContain(tagName);

    // The activity tab shows both, with who did them (live, or on the list's reload).
    const events = page.locator('.device-activity__list');
    const rename = events.locator('li', { hasText: `Renamed from “${device.name}” to “${newName}”` });
    await rename.waitFor();
    expect(await rename.textContent()).toContain('by Ada Admin');
    await events.locator('li', { hasText: `Tags added: ${tagName}` }).waitFor();
    expect(seriousViolations(await runAxe(page, '.device-page'))).toEqual([]);

    // The filter narrows the log to one kind.
    await page.getByLabel('Show').selectOption('renamed');
    await rename.waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.device-activity__event')].every(
        (item) => item.getAttribute('data-kind') === 'renamed',
      ),
    );

    // A change made elsewhere (the API, not this page's forms) arrives live: the event at the
    // top of the log, the new name in the header.
    const liveName = `Live ${unique()}`;
    const renamed = await callApi(page, 'PUT', `/api/devices/${device.id}`, { name: liveName });
    expect(renamed.status).toBe(200);
    await events
      .locator('li')
      .first()
      .filter({ hasText: `to “${liveName}”` })
      .waitFor();
    await header.getByRole('heading', { name: liveName, level: 1 }).waitFor();
  });

  it('deletes the device from its page and lands on the devices list', async () => {
    // nomfa@ (an administrator without MFA): the delete asks for the password.
    const page = await signedIn('nomfa@netfleet.test');
    const device = (await deviceList(page)).at(-1);
    if (!device) throw new Error('nomfa@ sees no device');
    await page.goto(`/devices/${device.id}/activity`);
    const header = page.locator('header.device-header');
    await header.getByRole('heading', { name: device.name, level: 1 }).waitFor();
    await header.getByRole('button', { name: 'Delete device' }).click();
    const form = page.getByRole('dialog', { name: 'Delete devices' });
    await form.getByRole('button', { name: 'Delete' }).click();
    const prompt = page.getByRole('dialog', { name: 'Password confirmation' });
    await prompt.getByLabel('Password').fill('netfleet-demo');
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByRole('dialog', { name: 'Action status' })
      .getByText('Finished: 1 done, 0 failed')
      .waitFor({
        timeout: 30_000,
      });
    await page.waitForURL((url) => url.pathname === '/management/devices', { timeout: 45_000 });
    const gone = await callApi(page, 'GET', `/api/devices/${device.id}`);
    expect(gone.status).toBe(404);
  });

  it('offers a Guest no rename, tag or action controls, and the server refuses them', async () => {
    const page = await signedIn('read_only@netfleet.test');
    const device = (await deviceList(page))[0];
    if (!device) throw new Error('read_only@ sees no device');
    await page.goto(`/devices/${device.id}/activity`);
    const header = page.locator('header.device-header');
    await header.getByRole('heading', { name: device.name, level: 1 }).waitFor();
    await tabs(page).getByRole('link', { name: 'Activity' }).waitFor();
    for (const name of [
      'Rename',
      'Edit tags',
      'Reboot',
      'Update firmware',
      'Move to company',
      'Delete device',
    ]) {
      expect(await header.getByRole('button', { name }).count()).toBe(0);
    }
    expect(await header.getByRole('group', { name: 'Device actions' }).getByRole('button').count()).toBe(0);

    const rename = await callApi(page, 'PUT', `/api/devices/${device.id}`, { name: 'Not allowed' });
    expect(rename.status).toBe(403);
    const tag = await callApi(page, 'PUT', `/api/devices/${device.id}/tags`, { tag_ids: [] });
    expect(tag.status).toBe(403);
  });
});
