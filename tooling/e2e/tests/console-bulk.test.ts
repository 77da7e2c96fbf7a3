import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from '../src/consoleSession.js';
import { consoleSuite } from '../src/index.js';

// The devices list's actions against the real server, as an operator does them: filter the
// list to one model below a firmware version, select everything matching, add a tag, watch
// each device's progress finish and see the tag in the rows; a reboot that fails for an
// offline device, with its reason and a retry; in Norwegian, tags offered by company and the
// reason a tag of another company failed; in Japanese, a failed state kept on one line beside
// that reason; a delete behind the 423 password prompt; add one device and report with the
// ingest token it is shown once; add devices from a CSV file with one bad line (the good ones
// are added, the bad line is named); a Guest is offered neither bulk actions nor add buttons;
// the system operator's approved devices.

const suite = consoleSuite({ deviceCount: 120, arrival: 'landing' });
const { signedIn } = suite;

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

interface DeviceLine {
  id: number;
  model: string;
  firmware: string;
}

/** Major and minor of a firmware string (`RUT9_R_00.07.06.10` → 7.6; the `00` is the client code). */
function versionOf(firmware: string): { major: number; minor: number } | null {
  const match = /_\d+\.(\d+)\.(\d+)(?:\.\d+)?$/.exec(firmware);
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : null;
}

/**
 * The user's most common model and a firmware version above its firmware (the demo fleet
 * runs one firmware per model): "that model, below the next minor release".
 */
async function modelBelowNext(page: Page): Promise<{ model: string; below: string }> {
  const answer = await callApi<{ data: DeviceLine[] }>(page, 'GET', '/api/devices?limit=1000');
  expect(answer.status).toBe(200);
  const counts = new Map<string, { count: number; version: { major: number; minor: number } }>();
  for (const device of answer.body.data) {
    const version = versionOf(device.firmware);
    if (!version) continue;
    const known = counts.get(device.model);
    counts.set(device.model, { count: (known?.count ?? 0) + 1, version });
  }
  const top = [...counts].sort((a, b) => b[1].count - a[1].count)[0];
  if (!top) throw new Error('The demo fleet has no device with a firmware version');
  const [model, { version }] = top;
  return { model, below: `${version.major}.${version.minor + 1}` };
}

/**
 * A new tag of Harbor Logistics and the serial of a device of its sibling Greenfield Farms:
 * adding that tag to that device fails, since the tag is not its company's.
 */
async function tagOfAnotherCompany(page: Page): Promise<{ tagName: string; serial: string }> {
  const companies = await callApi<{ data: { id: number; name: string }[] }>(
    page,
    'GET',
    '/api/companies?limit=100',
  );
  const companyId = (name: string) => companies.body.data.find((company) => company.name === name)?.id;
  const tagName = `harbor-${unique()}`;
  const created = await callApi(page, 'POST', '/api/tags', {
    company_id: companyId('Harbor Logistics'),
    name: tagName,
    color: '#43A047',
  });
  expect(created.status).toBe(201);
  const sibling = await callApi<{ data: { serial: string }[] }>(
    page,
    'GET',
    `/api/devices?limit=1&company_id=${companyId('Greenfield Farms')}`,
  );
  const serial = sibling.body.data[0]?.serial;
  if (!serial) throw new Error('Greenfield Farms has no device');
  return { tagName, serial };
}

/** Selects the row of `serial` after a search for it (`searchLabel`, `gridName`: in the page's language). */
async function selectBySearch(page: Page, serial: string, searchLabel: string, gridName: string) {
  await page.getByLabel(searchLabel).fill(serial);
  // Another search is another list (it drops the selection): tick once the URL has it.
  // (The search replaces the history entry, which waitForURL does not see; the router
  // writes a number-like `q` as JSON.)
  await page.waitForFunction((q) => window.location.search.includes(q), serial);
  await page
    .getByRole('grid', { name: gridName })
    .getByRole('row')
    .filter({ hasText: serial })
    .getByRole('checkbox')
    .check();
}

describe('bulk actions on the devices list', () => {
  it('filters to one model below a firmware version, tags everything matching and shows the tag in the rows', async () => {
    const page = await signedIn('admin@netfleet.test');
    const { model, below } = await modelBelowNext(page);
    const expected = await callApi<{ meta: { total: number } }>(
      page,
      'GET',
      `/api/devices?limit=1&model=${encodeURIComponent(model)}&firmware_below=${encodeURIComponent(below)}`,
    );
    const matching = expected.body.meta.total;
    // More than one, so that "select all matching" is offered after ticking one row.
    expect(matching).toBeGreaterThan(1);

    // A tag of the admin's own company, new, so no device carries it yet.
    const user = await callApi<{ company: { id: number } }>(page, 'GET', '/api/user');
    const tagName = `bulk-${unique()}`;
    const created = await callApi(page, 'POST', '/api/tags', {
      company_id: user.body.company.id,
      name: tagName,
      color: '#1E88E5',
    });
    expect(created.status).toBe(201);

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Models').fill(model);
    await page.getByLabel('Firmware below').fill(below);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('model') === model);
    await page.getByText(matching === 1 ? '1 device' : `${matching} devices`, { exact: true }).waitFor();

    // Tick one row, then take everything matching the filters (the action goes by filter).
    const grid = page.getByRole('grid', { name: 'Devices' });
    await grid.getByRole('row').nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: `Select all ${matching} matching` }).click();
    await page.getByText(`All ${matching} matching devices are selected`).waitFor();

    await page.getByRole('button', { name: 'Bulk actions' }).click();
    await page.getByRole('menuitem', { name: 'Add tag' }).click();
    const form = page.getByRole('dialog', { name: 'Add tag' });
    await form.getByText(`The action applies to ${matching} device`).waitFor();
    const tagSelect = form.getByLabel('Tag');
    await tagSelect.locator('option', { hasText: tagName }).waitFor({ state: 'attached' });
    await tagSelect.selectOption({ label: tagName });
    await form.getByRole('button', { name: 'Add tag' }).click();

    // The answer's channel opens the action status in the form's place; it follows the job live.
    const status = page.getByRole('dialog', { name: 'Action status' });
    await status.getByRole('progressbar', { name: 'Progress' }).waitFor();
    await status.getByText(`Finished: ${matching} done, 0 failed`).waitFor({ timeout: 30_000 });
    const bar = status.getByRole('progressbar', { name: 'Progress' });
    expect(await bar.getAttribute('aria-valuenow')).toBe(String(matching));
    const doneRows = status.getByRole('table', { name: 'Devices of the action' }).getByRole('row');
    expect(await doneRows.count()).toBe(Math.min(matching, 50) + 1);
    await status.getByRole('button', { name: 'Close' }).last().click();
    await status.waitFor({ state: 'detached' });

    // The list reloaded when the job finished: every row on screen carries the tag.
    await grid.getByText(tagName).first().waitFor();
    const rows = grid.getByRole('row').filter({ hasText: model });
    const shown = await rows.count();
    expect(shown).toBeGreaterThan(0);
    for (let index = 0; index < shown; index++) {
      expect(await rows.nth(index).textContent()).toContain(tagName);
    }
    const tagged = await callApi<{ meta: { total: number } }>(
      page,
      'GET',
      `/api/devices?limit=1&q=&model=${encodeURIComponent(model)}&firmware_below=${encodeURIComponent(below)}&tag_id=${(created.body as { data: { id: number } }).data.id}`,
    );
    expect(tagged.body.meta.total).toBe(matching);
  });

  it('shows why a reboot failed for an offline device, retries it, and gives the focus back to the menu', async () => {
    const page = await signedIn('admin@netfleet.test');
    const offline = await callApi<{ data: { serial: string }[] }>(
      page,
      'GET',
      '/api/devices?limit=1&status=0',
    );
    const serial = offline.body.data[0]?.serial;
    if (!serial) throw new Error('The demo fleet has no offline device');
    await selectBySearch(page, serial, 'Search devices', 'Devices');

    await page.getByRole('button', { name: 'Bulk actions' }).click();
    await page.getByRole('menuitem', { name: 'Reboot' }).click();
    const form = page.getByRole('dialog', { name: 'Reboot' });
    await form.getByText('The action applies to 1 device.').waitFor();
    await form.getByRole('button', { name: 'Reboot' }).click();

    const status = page.getByRole('dialog', { name: 'Action status' });
    await status.getByText('Finished: 0 done, 1 failed').waitFor({ timeout: 30_000 });
    const failed = status.getByRole('row').filter({ hasText: 'Device is offline' });
    expect(await failed.textContent()).toContain('Failed');
    const retried = page.waitForResponse(
      (response) => response.url().endsWith('/retry') && response.request().method() === 'POST',
    );
    const reread = page.waitForResponse(
      (response) => /\/api\/devices\/bulk\/\d+\?/.test(response.url()) && response.status() === 200,
    );
    await status.getByRole('button', { name: 'Retry failed' }).click();
    expect((await retried).status()).toBe(202);
    await reread;
    // Still offline: queued again, it fails again with the same reason.
    await status.getByText('Finished: 0 done, 1 failed').waitFor({ timeout: 30_000 });
    await status.getByRole('row').filter({ hasText: 'Device is offline' }).waitFor();
    // Closed, the status window hands the focus back to the menu the action was chosen from
    // (the form that opened it, and the menu item, are gone).
    await page.keyboard.press('Escape');
    await status.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Bulk actions');
  });

  it('shows live that a reboot still undelivered was replaced by a newer one', async () => {
    const page = await signedIn('admin@netfleet.test');
    const online = await callApi<{ data: { id: number; serial: string }[] }>(
      page,
      'GET',
      '/api/devices?limit=1&status=1',
    );
    const device = online.body.data[0];
    if (!device) throw new Error('The demo fleet has no online device');
    await selectBySearch(page, device.serial, 'Search devices', 'Devices');
    await page.getByRole('button', { name: 'Bulk actions' }).click();
    await page.getByRole('menuitem', { name: 'Reboot' }).click();
    await page.getByRole('dialog', { name: 'Reboot' }).getByRole('button', { name: 'Reboot' }).click();
    const status = page.getByRole('dialog', { name: 'Action status' });
    // Sent: it waits for the device's next report (no simulator drives this fleet).
    await status.getByRole('row').filter({ hasText: 'Running' }).waitFor({ timeout: 30_000 });

    // Another operator asks the same device to reboot before it has reported.
    const again = await callApi(page, 'POST', '/api/devices/bulk', {
      action: 'reboot',
      device_id: [device.id],
    });
    expect(again.status).toBe(202);
    await status.getByText('Finished: 0 done, 1 failed').waitFor({ timeout: 30_000 });
    expect(
      await status.getByRole('row').filter({ hasText: 'Replaced by a newer request' }).textContent(),
    ).toContain('Failed');
  });

  it('in Norwegian: offers tags grouped by company, and says why a tag of another company failed', async () => {
    const page = await signedIn('admin@netfleet.test');
    const { tagName, serial } = await tagOfAnotherCompany(page);
    await page.evaluate(() => window.localStorage.setItem('language', 'nb'));
    await page.reload();
    await selectBySearch(page, serial, 'Søk i enheter', 'Enheter');
    await page.getByRole('button', { name: 'Massehandlinger' }).click();
    await page.getByRole('menuitem', { name: 'Legg til etikett' }).click();
    const form = page.getByRole('dialog', { name: 'Legg til etikett' });
    const tagSelect = form.getByLabel('Etikett');
    await tagSelect
      .locator('optgroup[label="Harbor Logistics"] option', { hasText: tagName })
      .waitFor({ state: 'attached' });
    await tagSelect.selectOption({ label: tagName });
    await form.getByRole('button', { name: 'Legg til etikett' }).click();

    const status = page.getByRole('dialog', { name: 'Handlingsstatus' });
    await status.getByText('Ferdig: 0 fullført, 1 mislyktes').waitFor({ timeout: 30_000 });
    const failed = status
      .getByRole('row')
      .filter({ hasText: `Ingen etikett ${tagName} for selskapet til denne enheten.` });
    expect(await failed.textContent()).toContain('Mislyktes');
  });

  it('in Japanese: keeps a failed device’s state on one line beside a long reason', async () => {
    const page = await signedIn('admin@netfleet.test');
    const { tagName, serial } = await tagOfAnotherCompany(page);
    await page.evaluate(() => window.localStorage.setItem('language', 'ja'));
    await page.reload();
    await selectBySearch(page, serial, 'デバイスを検索', 'デバイス');
    await page.getByRole('button', { name: '一括操作' }).click();
    await page.getByRole('menuitem', { name: 'タグを追加' }).click();
    const form = page.getByRole('dialog', { name: 'タグを追加' });
    const tagSelect = form.getByLabel('タグ');
    await tagSelect.locator('option', { hasText: tagName }).waitFor({ state: 'attached' });
    await tagSelect.selectOption({ label: tagName });
    await form.getByRole('button', { name: 'タグを追加' }).click();

    const status = page.getByRole('dialog', { name: '操作のステータス' });
    await status.getByText('完了: 成功 0 件、失敗 1 件').waitFor({ timeout: 30_000 });
    const failed = status
      .getByRole('row')
      .filter({ hasText: `このデバイスの会社にはタグ ${tagName} がありません。` });
    // Japanese breaks between any two characters: a column squeezed by the reason stacked 失 over 敗.
    const lines = await failed.getByRole('cell', { name: '失敗', exact: true }).evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  });

  it('deletes a device after the password prompt of a 423, and the row leaves the list', async () => {
    // nomfa@ (an administrator without MFA): a sensitive call asks for the password.
    const page = await signedIn('nomfa@netfleet.test');
    const some = await callApi<{ data: { serial: string }[] }>(
      page,
      'GET',
      '/api/devices?limit=1&sort=-name',
    );
    const serial = some.body.data[0]?.serial;
    if (!serial) throw new Error('nomfa@ sees no device');
    await page.getByLabel('Search devices').fill(serial);
    await page.waitForFunction((q) => window.location.search.includes(q), serial);
    const row = page.getByRole('grid', { name: 'Devices' }).getByRole('row').filter({ hasText: serial });
    await row.getByRole('checkbox').check();

    await page.getByRole('button', { name: 'Bulk actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete devices' }).click();
    const form = page.getByRole('dialog', { name: 'Delete devices' });
    await form.getByText('The devices and their data are removed. This cannot be undone.').waitFor();
    await form.getByRole('button', { name: 'Delete' }).click();

    const prompt = page.getByRole('dialog', { name: 'Password confirmation' });
    await prompt.getByLabel('Password').fill('netfleet-demo');
    await prompt.getByRole('button', { name: 'Confirm' }).click();

    const status = page.getByRole('dialog', { name: 'Action status' });
    await status.getByText('Finished: 1 done, 0 failed').waitFor({ timeout: 30_000 });
    await status.getByRole('button', { name: 'Close' }).last().click();
    await row.waitFor({ state: 'detached' });
    const gone = await callApi<{ meta: { total: number } }>(page, 'GET', `/api/devices?limit=1&q=${serial}`);
    expect(gone.body.meta.total).toBe(0);
  });

  it('adds one device, shows its ingest token once, and the device reports with it', async () => {
    const page = await signedIn('admin@netfleet.test');
    const serial = `78${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    await page.getByRole('button', { name: 'Add device', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add device', exact: true });
    await dialog.getByLabel(/Serial number/).fill(serial);
    await dialog.getByLabel(/MAC address/).pressSequentially(`001e44${serial.slice(-6)}`);
    await dialog.getByLabel('Name').fill('Single add');
    const company = dialog.getByLabel(/Company/);
    await company.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    // The tags offered follow the company: a subsidiary's device may carry its own tags and its
    // parents', never a sibling's (Harbor Logistics, Greenfield Farms).
    const tag = dialog.getByLabel('Tag', { exact: true });
    const groups = () =>
      tag.locator('optgroup').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('label')));
    await tag.locator('optgroup[label="Harbor Logistics"]').waitFor({ state: 'attached' });
    await company.selectOption({ label: 'Metro Transit Depot North' });
    // The company's tags load after the old ones go: the list is empty in between.
    await expect.poll(groups).toEqual(['Metro Transit', 'Metro Transit Depot North', 'Northwind Networks']);
    const tagName = (await tag.locator('optgroup[label="Metro Transit"] option').first().textContent()) ?? '';
    await tag.selectOption({ label: tagName });
    await dialog.getByRole('button', { name: 'Add' }).click();
    const token = (await dialog.getByTestId('ingest-token').textContent()) ?? '';
    expect(token.length).toBeGreaterThan(20);
    await dialog.getByRole('button', { name: 'Copy to clipboard' }).waitFor();
    // Where to point the device: this server's report URL (no MQTT broker runs in this suite).
    const reportUrl = (await dialog.getByTestId('ingest-report-url').textContent()) ?? '';
    expect(reportUrl).toBe(new URL('/ingest/v1/report', page.url()).href);
    expect(await dialog.getByTestId('ingest-mqtt-url').count()).toBe(0);

    // The token is the device's: a report with it is accepted and the device turns Online.
    const report = await page.evaluate(
      async ({ url, bearer }) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ at: Math.floor(Date.now() / 1000) }),
        });
        return response.status;
      },
      { url: reportUrl, bearer: token },
    );
    expect(report).toBe(200);
    const found = await callApi<{ data: { serial: string; status: number; tags: { name: string }[] }[] }>(
      page,
      'GET',
      `/api/devices?limit=1&q=${serial}&fields=id,serial,status,tags`,
    );
    expect(found.body.data[0]?.status).toBe(1);
    expect(found.body.data[0]?.tags.map((carried) => carried.name)).toEqual([tagName]);
  });

  it('adds the good lines of a CSV file and names the bad one', async () => {
    const page = await signedIn('admin@netfleet.test');
    const { good, csv } = csvWithOneBadLine('77', '43');

    await page.getByRole('button', { name: 'Add devices from file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add devices from file' });
    const sample = dialog.getByRole('link', { name: 'Download the sample CSV file' });
    // The sample is a static file of the console, with the columns the import reads.
    const download = await page.request.get((await sample.getAttribute('href')) ?? '');
    expect(download.status()).toBe(200);
    expect((await download.text()).split('\n')[0]).toBe('serial,mac,name,company_id,tags');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'devices.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await dialog.getByRole('button', { name: 'Import' }).click();
    // The bad line is the file's fourth (the header is line 1).
    await dialog.getByText(/\(mac, line 4 in devices\.csv\)/).waitFor();
    await dialog.getByText('Devices added: 2. Errors in the file: 1.').waitFor();
    await expectAdded(page, good);
  });

  it('in Ukrainian: names the bad line of a CSV file in the user’s language', async () => {
    const page = await signedIn('admin@netfleet.test');
    await page.evaluate(() => window.localStorage.setItem('language', 'uk'));
    await page.reload();
    const { good, csv } = csvWithOneBadLine('75', '46');
    await page.getByRole('button', { name: 'Додати пристрої з файлу' }).click();
    const dialog = page.getByRole('dialog', { name: 'Додати пристрої з файлу' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'прилади.csv',
      mimeType: 'text/csv',
      // A second bad line, without a serial.
      buffer: Buffer.from(`${csv}\n,00:1E:46:FF:FF:FF,No serial`),
    });
    await dialog.getByRole('button', { name: 'Імпортувати' }).click();
    await dialog.getByText('Додано пристроїв: 2. Помилок у файлі: 2.').waitFor();
    // The file's errors, each on a line of its own (as rendered: innerText follows the CSS).
    const errors = dialog.getByText(/^MAC-адреса має містити/);
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered lines are what is tested.
    expect((await errors.innerText()).split('\n')).toEqual([
      'MAC-адреса має містити шість шістнадцяткових пар, наприклад 00:1E:42:AB:CD:EF (mac, рядок 4 у прилади.csv)',
      'Серійний номер обов’язковий (serial, рядок 5 у прилади.csv)',
    ]);
    await expectAdded(page, good);
  });

  it('offers a Guest no bulk actions and no add buttons', async () => {
    const page = await signedIn('read_only@netfleet.test');
    await page.getByRole('heading', { name: 'Devices', level: 1 }).waitFor();
    const grid = page.getByRole('grid', { name: 'Devices' });
    // The machine is shared by several test runs: the first rows may take a while.
    await grid.getByRole('row').nth(1).waitFor({ timeout: 45_000 });
    expect(await page.getByRole('button', { name: 'Add device' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add devices from file' }).count()).toBe(0);
    // Even with a row ticked (the selection also serves the export), no action is offered.
    const tick = grid.getByRole('row').nth(1).getByRole('checkbox');
    if ((await tick.count()) > 0) {
      await tick.check();
      await page.getByText('1 device selected').waitFor();
    }
    expect(await page.getByRole('button', { name: 'Bulk actions' }).count()).toBe(0);
  });
});

/**
 * A device CSV of two good lines and a bad MAC on the file's fourth line (the header is the
 * first); serials start with `prefix`, MACs with 00:1E:`macByte` (each test its own).
 */
function csvWithOneBadLine(prefix: string, macByte: string): { good: string[]; csv: string } {
  const stamp = Date.now() % 1_000_000;
  const serial = (n: number) => `${prefix}${String(stamp).padStart(6, '0')}0${n}`;
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');
  const macOf = (n: number) => `00:1E:${macByte}:${hex((stamp >> 8) & 0xff)}:${hex(stamp & 0xff)}:${hex(n)}`;
  const good = [serial(1), serial(2)];
  const csv = [
    'serial,mac,name',
    `${good[0]},${macOf(1)},CSV import one`,
    `${good[1]},${macOf(2)},CSV import two`,
    `${serial(3)},not-a-mac,CSV import bad`,
  ].join('\n');
  return { good, csv };
}

/** Each serial is a device now. */
async function expectAdded(page: Page, serials: readonly string[]): Promise<void> {
  for (const serial of serials) {
    const found = await callApi<{ meta: { total: number } }>(page, 'GET', `/api/devices?limit=1&q=${serial}`);
    expect(found.body.meta.total, serial).toBe(1);
  }
}

describe('approved devices', () => {
  it('lets the system operator approve a serial and MAC, find it, and remove it again', async () => {
    // Signed in on the devices page (the sign-in helper waits to leave `/auth…`), then on.
    const page = await signedIn('super_admin@netfleet.test');
    await page.goto('/auth-devices');
    await page.getByRole('heading', { name: 'Approved devices', level: 1 }).waitFor();
    const serial = `AP${Date.now() % 100_000_000}`;

    await page.getByRole('button', { name: 'Add approved device' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add approved device' });
    await dialog.getByLabel(/Serial number/).fill(serial);
    // Typed without separators: the forms' MAC mask writes the colons and capitals.
    await dialog.getByLabel(/MAC address/).pressSequentially('001e42fedcba');
    await dialog.getByLabel('Comment').fill('Pilot unit');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByLabel('Search approved devices').fill(serial);
    const table = page.getByRole('table', { name: 'Approved devices' });
    const row = table.getByRole('row').filter({ hasText: serial });
    await row.waitFor();
    expect(await row.textContent()).toContain('00:1E:42:FE:DC:BA');
    expect(await row.textContent()).toContain('Pilot unit');
    expect(await row.textContent()).toContain('super_admin@netfleet.test');

    await row.getByRole('button', { name: `Delete ${serial}` }).click();
    const prompt = page.getByRole('dialog', { name: 'Delete approved device' });
    await prompt.getByRole('button', { name: 'Delete' }).click();
    // The list, still searched for the serial, has nothing left to show (its empty row names
    // the search, so the row is not awaited to go: that row would match it).
    await page.getByText(`Nothing matches “${serial}”.`).waitFor();
    // Without the search, the demo's own approvals are there still.
    await page.getByLabel('Search approved devices').fill('');
    await table.getByRole('row').filter({ hasText: '1090000215' }).waitFor();
    expect(await table.getByRole('row').filter({ hasText: serial }).count()).toBe(0);
  });

  it('is not offered to an administrator', async () => {
    const page = await signedIn('admin@netfleet.test');
    await page.goto('/auth-devices');
    // The route needs super_admin: the console sends the administrator to the landing page.
    // (A replaced history entry, which waitForURL may not see.)
    await page.waitForFunction(() => window.location.pathname === '/management/devices');
    await page.getByRole('heading', { name: 'Devices', level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Approved devices' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add approved device' }).count()).toBe(0);
  });
});
