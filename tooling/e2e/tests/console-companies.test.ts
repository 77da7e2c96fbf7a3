import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from '../src/consoleSession.js';
import { consoleSuite } from '../src/index.js';
import { mainButtons } from '../src/mainButtons.js';

// The companies administration as operators do it (issue "Administration", companies): an
// administrator adds a subsidiary from a row and finds it in the list and the tree, renames
// one (an unchanged name is refused before anything is sent), deletes one after the prompt
// said what happens to its devices, users and invitations; the system administrator moves a
// company to another parent from the tree. Guests see no write button and the server refuses
// their writes. A company's built tabs each show their table or figures. Every write works
// on companies the test creates itself.

const suite = consoleSuite({ deviceCount: 40 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

interface CompanyLine {
  id: number;
  name: string;
  parent_id: number | null;
}

/** The company called `name` in the signed-in user's scope, through the API. */
async function companyNamed(page: Page, name: string): Promise<CompanyLine> {
  const answer = await callApi<{ data: CompanyLine[] }>(
    page,
    'GET',
    `/api/companies?q=${encodeURIComponent(name)}&limit=100`,
  );
  const company = answer.body.data?.find((entry) => entry.name === name);
  if (!company) throw new Error(`No company ${name}: ${JSON.stringify(answer)}`);
  return company;
}

/** A company made for one test, through the API as the signed-in user. */
async function createCompany(page: Page, name: string, parentId: number): Promise<number> {
  const answer = await callApi<{ data: { id: number } }>(page, 'POST', '/api/companies', {
    name,
    parent_id: parentId,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id;
}

const companiesTable = (page: Page) => page.getByRole('table', { name: 'Companies' });
const companyRow = (page: Page, name: string) =>
  companiesTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
/** The buttons of one company (a list row, a tree node): the fieldset named after it. */
const actionsOf = (scope: Page | Locator, name: string) =>
  scope.getByRole('group', { name: `Actions for ${name}`, exact: true });
const tree = (page: Page) => page.getByRole('navigation', { name: 'Companies by parent' });
/** A company's node in the tree, with its subsidiaries' nodes inside it. */
const treeNode = (scope: Page | Locator, id: number) => scope.locator(`li[data-company-id="${id}"]`);
/** The company's own line in the tree (without its subsidiaries). */
const treeLine = (scope: Page | Locator, id: number) =>
  treeNode(scope, id).locator(':scope > .company-tree__row');

/** Opens a collapsed tree node (no-op when open already). */
async function expand(page: Page, name: string): Promise<void> {
  const toggle = tree(page).getByRole('button', { name: `Expand ${name}`, exact: true });
  if ((await toggle.count()) > 0) await toggle.click();
  await tree(page)
    .getByRole('button', { name: `Collapse ${name}`, exact: true })
    .waitFor();
}

const WRITE_BUTTON = /^(Add|Rename|Move|Delete)\b/;

describe('companies administration', () => {
  it('an administrator adds a subsidiary from a row; it shows in the list and in the tree', async () => {
    const page = await suite.signedIn('admin@netfleet.test', '/companies');
    const name = `Harbor Annex ${unique()}`;
    const harbor = await companyNamed(page, 'Harbor Logistics');

    await actionsOf(companyRow(page, 'Harbor Logistics'), 'Harbor Logistics')
      .getByRole('button', { name: 'Add subsidiary' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add company' });
    await dialog.waitFor();
    // The row's company is the parent already.
    const parent = dialog.getByRole('combobox', { name: /Parent company/ });
    await dialog.getByRole('option', { name: 'Harbor Logistics' }).waitFor({ state: 'attached' });
    expect(await parent.inputValue()).toBe(String(harbor.id));
    await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Company created successfully').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The list reloads with it, under Harbor Logistics, one level below.
    const row = companyRow(page, name);
    await row.waitFor();
    expect(await row.getByRole('cell').first().textContent()).toBe('Harbor Logistics');
    const created = await companyNamed(page, name);
    expect(created.parent_id).toBe(harbor.id);

    // The tree: inside Harbor Logistics once it is opened.
    await page.goto('/companies/tree');
    await tree(page).waitFor();
    await expand(page, 'Harbor Logistics');
    await treeNode(treeNode(page, harbor.id), created.id).getByRole('link', { name, exact: true }).waitFor();
  });

  it('renaming refuses an unchanged name without sending it, and shows a new name in the list', async () => {
    const page = await suite.signedIn('admin@netfleet.test', '/companies');
    const northwind = await companyNamed(page, 'Northwind Networks');
    const name = `Rename Me ${unique()}`;
    const renamed = `${name} Renamed`;
    const id = await createCompany(page, name, northwind.id);
    await page.reload();
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/companies/')) puts.push(request.url());
    });

    await actionsOf(companyRow(page, name), name).getByRole('button', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit company name' });
    const field = dialog.getByRole('textbox', { name: /Name/ });
    await expect.poll(() => field.inputValue()).toBe(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const refusal = page.getByText('Please input different value to save changes.', { exact: true });
    await refusal.first().waitFor();
    expect(puts).toEqual([]);
    // The server still has the old name.
    const unchanged = await callApi<{ data: { name: string } }>(page, 'GET', `/api/companies/${id}`);
    expect(unchanged.body.data.name).toBe(name);

    await field.fill(renamed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Company updated successfully').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(puts).toHaveLength(1);
    await companyRow(page, renamed).waitFor();
    expect(await companyRow(page, name).count()).toBe(0);
    const stored = await callApi<{ data: { name: string } }>(page, 'GET', `/api/companies/${id}`);
    expect(stored.body.data.name).toBe(renamed);
  });

  it('the system administrator moves a company to another parent from the tree', async () => {
    const page = await suite.signedIn('super_admin@netfleet.test', '/companies/tree');
    const northwind = await companyNamed(page, 'Northwind Networks');
    const baltic = await companyNamed(page, 'Baltic Telemetry');
    const suffix = unique();
    const sourceName = `Moving Depot ${suffix}`;
    const targetName = `New Home ${suffix}`;
    const source = await createCompany(page, sourceName, northwind.id);
    const target = await createCompany(page, targetName, baltic.id);
    await page.reload();
    await tree(page).waitFor();

    await expand(page, 'Northwind Networks');
    await actionsOf(treeLine(page, source), sourceName).getByRole('button', { name: 'Move…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move companies' });
    await dialog.waitFor();
    const sourceField = dialog.getByRole('combobox', { name: /Source company/ });
    const targetField = dialog.getByRole('combobox', { name: /Target company/ });
    await targetField.locator('option', { hasText: targetName }).waitFor({ state: 'attached' });
    // The company whose "Move…" was pressed is the source.
    expect(await sourceField.inputValue()).toBe(String(source));
    await targetField.selectOption(String(target));
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByText('Companies moved successfully').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    // After a reload the tree has it under its new parent, and no longer under the old one.
    await page.reload();
    await tree(page).waitFor();
    await expand(page, 'Baltic Telemetry');
    await expand(page, targetName);
    await treeNode(treeNode(page, target), source)
      .getByRole('link', { name: sourceName, exact: true })
      .waitFor();
    await expand(page, 'Northwind Networks');
    expect(await treeNode(treeNode(page, northwind.id), source).count()).toBe(0);
    const moved = await callApi<{ data: { parent_id: number } }>(page, 'GET', `/api/companies/${source}`);
    expect(moved.body.data.parent_id).toBe(target);
  });

  it('deleting says first what happens to the devices, users and invitations; the devices go to the parent', async () => {
    const page = await suite.signedIn('admin@netfleet.test', '/companies');
    const northwind = await companyNamed(page, 'Northwind Networks');
    const name = `Closing Branch ${unique()}`;
    const id = await createCompany(page, name, northwind.id);
    // Two devices, one user (moved in: no other test here uses tos-pending@) and one invitation.
    const serials = [`CB${unique()}A`, `CB${unique()}B`];
    for (const [i, serial] of serials.entries()) {
      const added = await callApi(page, 'POST', '/api/devices', {
        serial,
        mac: `02:00:00:00:0${i}:${String(Math.floor(Math.random() * 90) + 10)}`,
        company_id: id,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    const users = await callApi<{ data: { id: number; email: string }[] }>(
      page,
      'GET',
      '/api/users?q=tos-pending%40netfleet.test&fields=id,email',
    );
    const mover = users.body.data.find((user) => user.email === 'tos-pending@netfleet.test');
    if (!mover) throw new Error(`No tos-pending@ user: ${JSON.stringify(users)}`);
    const moved = await callApi(page, 'POST', '/api/users/move', { user_ids: [mover.id], company_id: id });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const invited = await callApi(page, 'POST', '/api/users/invite', {
      company_id: id,
      email: `closing-${unique()}@example.com`,
    });
    expect(invited.status, JSON.stringify(invited.body)).toBeLessThan(300);
    await page.reload();

    await actionsOf(companyRow(page, name), name).getByRole('button', { name: 'Delete' }).click();
    const prompt = page.getByRole('dialog', { name: `Delete ${name}` });
    await prompt.waitFor();
    await prompt.getByText(`Delete ${name}? This cannot be undone.`).waitFor();
    const lines = (await prompt.getByRole('listitem').allTextContents()).map((line) => line.trim());
    expect(lines).toEqual(
      expect.arrayContaining([
        '2 devices move to Northwind Networks.',
        '1 user is deleted and signed out.',
        '1 pending invitation is deleted.',
      ]),
    );
    // Nothing is gone while the prompt asks.
    expect((await callApi(page, 'GET', `/api/companies/${id}`)).status).toBe(200);

    await prompt.getByRole('button', { name: 'Delete company' }).click();
    await page.getByText(`${name} was deleted.`).first().waitFor();
    await expect.poll(() => companyRow(page, name).count()).toBe(0);
    expect((await callApi(page, 'GET', `/api/companies/${id}`)).status).toBe(404);
    for (const serial of serials) {
      const found = await callApi<{ data: { serial: string; company_id: number }[] }>(
        page,
        'GET',
        `/api/devices?q=${serial}&fields=serial,company_id`,
      );
      expect(found.body.data.map((device) => [device.serial, device.company_id])).toEqual([
        [serial, northwind.id],
      ]);
    }
    const gone = await callApi<{ data: { email: string }[] }>(
      page,
      'GET',
      '/api/users?q=tos-pending%40netfleet.test&fields=id,email',
    );
    expect(gone.body.data.filter((user) => user.email === 'tos-pending@netfleet.test')).toEqual([]);
  });

  it('a guest sees no write buttons on the list and the tree, and the server refuses its writes', async () => {
    // The Advanced Guest (readonly_admin@) sees Baltic and its customers, and changes nothing.
    const page = await suite.signedIn('readonly_admin@netfleet.test', '/companies');
    await companyRow(page, 'Amber Energy').waitFor();
    const amber = await companyNamed(page, 'Amber Energy');
    const baltic = await companyNamed(page, 'Baltic Telemetry');
    expect(
      await actionsOf(companyRow(page, 'Amber Energy'), 'Amber Energy').getByRole('link').allTextContents(),
    ).toEqual(['Open']);
    expect((await mainButtons(page)).filter((label) => WRITE_BUTTON.test(label))).toEqual([]);

    await page.goto('/companies/tree');
    await treeNode(page, amber.id).waitFor();
    await page.getByRole('button', { name: 'Expand all' }).click();
    expect((await mainButtons(page)).filter((label) => WRITE_BUTTON.test(label))).toEqual([]);

    const writes = (target: CompanyLine, parent: CompanyLine) =>
      [
        ['POST', '/api/companies', { name: `Guest Made ${unique()}`, parent_id: parent.id }],
        ['PUT', `/api/companies/${target.id}`, { name: `Guest Renamed ${unique()}` }],
        ['POST', '/api/companies/move', { source: target.id, target: parent.id }],
        ['DELETE', `/api/companies/${target.id}`, undefined],
      ] as const;
    for (const [method, path, body] of writes(amber, baltic)) {
      const answer = await callApi(page, method, path, body);
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(403);
    }

    // The Guest (read_only@, Amber Energy only) has no companies pages, and no writes either.
    const guest = await suite.signedIn('read_only@netfleet.test', '/management/devices');
    expect(
      await guest
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Companies' })
        .count(),
    ).toBe(0);
    for (const [method, path, body] of writes(amber, baltic)) {
      const answer = await callApi(guest, method, path, body);
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(403);
    }

    // Nothing changed.
    const after = await companyNamed(page, 'Amber Energy');
    expect(after).toEqual(amber);
  });

  it('a company’s built tabs each show their table or figures', async () => {
    const page = await suite.signedIn('admin@netfleet.test', '/companies');
    const name = 'Greenfield Farms';
    const company = await companyNamed(page, name);
    await page.goto(`/companies/${company.id}`);
    // The company page opens on its first tab, the devices.
    await page.waitForURL((url) => url.pathname === `/companies/${company.id}/devices`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Company sections' });
    const tabNames = (await tabs.getByRole('link').allTextContents()).map((text) => text.trim());
    expect(tabNames).toEqual(
      expect.arrayContaining(['Devices', 'Metrics', 'Users', 'Tags', 'Files', 'Resources']),
    );

    /** Waits until the table `tableName` shows rows whose text holds each of `expected`. */
    const showsRows = async (tableName: string, expected: readonly string[]) => {
      const table = page.getByRole('table', { name: tableName });
      await table.waitFor();
      for (const text of expected) {
        await table.getByRole('row').filter({ hasText: text }).first().waitFor();
      }
    };
    const namesOf = async (path: string) =>
      (await callApi<{ data: { name: string }[] }>(page, 'GET', path)).body.data.map((row) => row.name);

    // Devices: the company's own, as the API lists them.
    const devices = await namesOf(`/api/devices?company_id=${company.id}&limit=1000&fields=name`);
    expect(devices.length).toBeGreaterThan(0);
    const deviceRows = page.getByRole('table', { name: `Devices of ${name}` }).getByRole('row');
    await deviceRows.nth(1).waitFor();
    const shown = await deviceRows.nth(1).textContent();
    expect(devices.some((device) => shown?.includes(device))).toBe(true);

    await tabs.getByRole('link', { name: 'Metrics' }).click();
    await page.getByRole('heading', { name: `Metrics of ${name}`, level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Devices by status' }).waitFor();
    await page.getByText(`Devices, data and users of ${name} and its subsidiaries (1 company).`).waitFor();

    await tabs.getByRole('link', { name: 'Users' }).click();
    await showsRows(`Users of ${name}`, ['external@netfleet.test']);

    await page.getByRole('link', { name: 'Invitations to this company' }).click();
    await showsRows(`Invitations to ${name}`, ['former.contractor@greenfield.example']);

    const tags = await namesOf(`/api/tags?company_id=${company.id}&limit=100`);
    expect(tags.length).toBeGreaterThan(0);
    await tabs.getByRole('link', { name: 'Tags' }).click();
    await showsRows(`Tags of ${name}`, tags);

    const files = await namesOf(`/api/files?company_id=${company.id}&limit=100`);
    expect(files.length).toBeGreaterThan(0);
    await tabs.getByRole('link', { name: 'Files' }).click();
    await showsRows(`Files of ${name}`, files);

    await tabs.getByRole('link', { name: 'Resources' }).click();
    await page.waitForURL((url) => url.pathname === `/companies/${company.id}/resources/credits`);
    await showsRows('Credits by type', ['Free Credit', 'Paid Credit']);
  });

  it('a company’s devices tab, opened directly in Ukrainian, says when devices were last seen in Ukrainian and shows each family as a chip', async () => {
    const page = await suite.signedIn('admin@netfleet.test', '/companies');
    const name = 'Greenfield Farms';
    const company = await companyNamed(page, name);
    await page.evaluate(() => window.localStorage.setItem('language', 'uk'));
    // Straight to the tab: nothing of the devices list has loaded before it.
    await page.goto(`/companies/${company.id}/devices`);
    const table = page.getByRole('table', { name: `Пристрої компанії ${name}` });
    await table.getByRole('row').nth(1).waitFor();
    const seen = await table.locator('.device-status__seen').allTextContents();
    expect(seen.length).toBeGreaterThan(0);
    // "3 хвилини тому", "вчора", …: never "3 minutes ago".
    expect(seen.filter((text) => /\bago\b/.test(text))).toEqual([]);
    const family = table.locator('.device-model__family').first();
    expect(await family.evaluate((chip) => getComputedStyle(chip).borderTopWidth)).toBe('1px');
  });
});
