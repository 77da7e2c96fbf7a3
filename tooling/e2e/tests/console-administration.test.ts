import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from '../src/consoleSession.js';
import { consoleSuite } from '../src/index.js';

// Administration as operators meet it: companies (list, tree, a company's page with its
// devices), users and roles per role, the buttons each role may use (and the server's
// refusal of the rest), and the built pages in Japanese. One server and browser per file.

const suite = consoleSuite({ deviceCount: 60 });
const { signedIn } = suite;

const heading = (page: Page, name: string, level = 1) => page.getByRole('heading', { name, level });
const table = (page: Page, name: string) => page.getByRole('table', { name });

describe('companies', () => {
  it('lists the companies of an administrator’s subtree and opens one with its devices', async () => {
    const page = await signedIn('admin@netfleet.test', '/companies');
    await heading(page, 'Companies').waitFor();
    const companies = table(page, 'Companies');
    const metro = companies.getByRole('rowheader', { name: 'Metro Transit', exact: true }).getByRole('link');
    await metro.waitFor();
    const names = await companies.getByRole('rowheader').allTextContents();
    expect(names).toEqual(
      expect.arrayContaining(['Northwind Networks', 'Harbor Logistics', 'Metro Transit Depot North']),
    );
    expect(names).not.toContain('Baltic Telemetry');
    await page.getByRole('button', { name: 'Add company' }).waitFor();

    await metro.click();
    await page.waitForURL(/\/companies\/\d+\/devices$/);
    await heading(page, 'Metro Transit').waitFor();
    await heading(page, 'Devices of Metro Transit', 2).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Company sections' });
    expect(await tabs.getByRole('link', { name: 'Devices' }).getAttribute('aria-current')).toBe('page');
    // Every device row shown belongs to the company.
    const devices = table(page, 'Devices of Metro Transit');
    await devices.locator('tbody tr').first().waitFor();
    // The Company column wherever the table preferences put it.
    const headers = await devices.getByRole('columnheader').allTextContents();
    const companyColumn = headers.findIndex((header) => header.trim().startsWith('Company'));
    expect(companyColumn).toBeGreaterThanOrEqual(0);
    const companyCells = await devices
      .locator(`tbody tr > :nth-child(${companyColumn + 1})`)
      .allTextContents();
    expect(companyCells.length).toBeGreaterThan(0);
    expect(new Set(companyCells)).toEqual(new Set(['Metro Transit']));
  });

  it('shows each role the companies of its scope, and the create button only to those who may', async () => {
    const guest = await signedIn('readonly_admin@netfleet.test', '/companies');
    const seen = table(guest, 'Companies');
    await seen.getByRole('rowheader', { name: 'Amber Energy' }).waitFor();
    expect((await seen.getByRole('rowheader').allTextContents()).sort()).toEqual([
      'Amber Energy',
      'Baltic Telemetry',
      'Riverside Retail',
    ]);
    expect(await guest.getByRole('button', { name: 'Add company' }).count()).toBe(0);

    const operator = await signedIn('super_admin@netfleet.test', '/companies');
    await operator.getByText('9 companies').waitFor();
    await operator.getByRole('button', { name: 'Add company' }).waitFor();

    // An end client sees no company list: the route sends it to its landing page.
    const client = await signedIn('end_user@netfleet.test', '/companies');
    await client.waitForURL('**/management/devices');
  });

  it('shows the hierarchy as a tree that expands and collapses', async () => {
    const page = await signedIn('admin@netfleet.test', '/companies/tree');
    await heading(page, 'Company tree').waitFor();
    const tree = page.getByRole('navigation', { name: 'Companies by parent' });
    await tree.getByRole('link', { name: 'Harbor Logistics' }).waitFor();
    expect(await tree.getByRole('link', { name: 'Metro Transit Depot North' }).count()).toBe(0);
    const expand = tree.getByRole('button', { name: 'Expand Metro Transit' });
    await expand.focus();
    await page.keyboard.press('Enter');
    await tree.getByRole('link', { name: 'Metro Transit Depot North' }).waitFor();
    await tree.getByRole('button', { name: 'Collapse Northwind Networks' }).click();
    expect(await tree.getByRole('link', { name: 'Harbor Logistics' }).count()).toBe(0);
  });
});

describe('users and roles', () => {
  it('lists the users of the administrator’s companies with role, MFA and status', async () => {
    const page = await signedIn('admin@netfleet.test', '/users');
    await heading(page, 'Users').waitFor();
    const users = table(page, 'Users');
    const row = users.getByRole('row', { name: /end_user@netfleet\.test/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('End Client');
    expect(await row.textContent()).toContain('Harbor Logistics');
    expect(await users.getByRole('row', { name: /readonly_admin@netfleet\.test/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Invite user' }).waitFor();

    // The search box narrows the list through the URL.
    await page.getByRole('searchbox', { name: 'Search users' }).fill('end_user');
    await page.waitForURL(/q=end_user/);
    await expect.poll(() => users.locator('tbody tr').count()).toBe(1);
  });

  it('shows the roles with their permissions, read-only', async () => {
    const page = await signedIn('readonly_admin@netfleet.test', '/users/roles');
    await heading(page, 'Roles & Permissions').waitFor();
    const roles = table(page, 'Roles & Permissions');
    const guest = roles.getByRole('row', { name: /^Guest/ });
    await guest.waitFor();
    await guest.getByRole('button', { name: /Show the \d+ permissions of Guest/ }).click();
    // The role permissions table: every permission of the catalogue, with whether Guest holds it.
    const held = page.getByRole('dialog').getByRole('table', { name: 'Permissions of Guest' });
    const permission = (name: string) =>
      held.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`${name}$`) }) });
    await expect.poll(() => permission('view_devices').textContent()).toContain('Yes');
    expect(await permission('create_tags').textContent()).toContain('No');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: /^(Add|Create|Edit|Delete)/ }).count()).toBe(0);
  });
});

describe('write rights', () => {
  it('offers a guest no "Add tag", and the server refuses the call', async () => {
    const page = await signedIn('read_only@netfleet.test', '/tags');
    await heading(page, 'Tags').waitFor();
    await table(page, 'Tags').locator('tbody tr').first().waitFor();
    expect(await page.getByRole('button', { name: 'Add tag' }).count()).toBe(0);
    const answer = await callApi(page, 'POST', '/api/tags', { company_id: 1, name: 'sneaky' });
    expect(answer.status).toBe(403);
  });

  it('offers an advanced guest no "Invite user", and the server refuses the call', async () => {
    const page = await signedIn('readonly_admin@netfleet.test', '/users/invitations');
    await heading(page, 'Invitations').waitFor();
    expect(await page.getByRole('button', { name: 'Invite user' }).count()).toBe(0);
    await page.goto('/users');
    await heading(page, 'Users').waitFor();
    expect(await page.getByRole('button', { name: 'Invite user' }).count()).toBe(0);
    const answer = await callApi(page, 'POST', '/api/users/invite', {
      company_id: 1,
      email: 'x@example.com',
    });
    expect(answer.status).toBe(403);
  });
});

describe('in Japanese', () => {
  it('shows every built page in Japanese', async () => {
    const page = await signedIn('super_admin@netfleet.test', '/management/devices');
    await page.evaluate(() => window.localStorage.setItem('language', 'ja'));
    const pages: [string, string][] = [
      ['/management/devices', 'デバイス'],
      ['/companies', '会社'],
      ['/companies/tree', '会社ツリー'],
      ['/users', 'ユーザー'],
      ['/users/invitations', '招待'],
      ['/users/roles', 'ロールと権限'],
      ['/tags', 'タグ'],
      ['/resources/codes', 'コード'],
      ['/system/mail-logs', 'メールログ'],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await heading(page, title).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('ja');
    }
  });
});
