import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe, seriousViolations } from '../src/axe.js';
import { callApi } from '../src/consoleSession.js';
import { cspViolations, recordCspViolations } from '../src/cspViolations.js';
import { consoleSuite } from '../src/index.js';

// The resources pages against the real server, as an operator uses them: an admin of
// Northwind Networks reads the balances with the burn-down forecast, moves credits away
// (step-up by password) and the Paid Credit forecast shows a run-out date; more devices set
// to renew (the last one by its services tab's Credit renewal) bring the date earlier; a code
// redeemed from the account menu's "Activate code" puts it later again; the ledger names them. The System menu's "Move device resources" opens the real form and
// moves credits. An Advanced Guest sees the resources without a single write button, and
// the server refuses its writes.

const PAID = 2;

const suite = consoleSuite({ deviceCount: 120, arrival: 'landing', onContext: recordCspViolations });
const { signedIn } = suite;

interface Balances {
  company_id: number;
  balances: { type: number; credits_left: number }[];
}

async function paidLeft(page: Page): Promise<{ companyId: number; left: number }> {
  const answer = await callApi<{ data: Balances }>(page, 'GET', '/api/credits');
  expect(answer.status).toBe(200);
  const paid = answer.body.data.balances.find((balance) => balance.type === PAID);
  return { companyId: answer.body.data.company_id, left: paid?.credits_left ?? 0 };
}

/** Sets which of the company's devices renew with Paid Credit (the others: none). */
async function renewWithPaid(page: Page, deviceIds: number[], all: number[]): Promise<void> {
  const stop = await callApi(page, 'PUT', '/api/credits/renewals', { device_ids: all, type: null });
  expect(stop.status).toBe(200);
  const set = await callApi(page, 'PUT', '/api/credits/renewals', { device_ids: deviceIds, type: PAID });
  expect(set.status).toBe(200);
}

/** The Paid Credit row's forecast: its run-out day, read from "Runs out on YYYY-MM-DD". */
async function paidRunsOutOn(page: Page): Promise<string> {
  const row = page
    .getByRole('table', { name: 'Credits by type' })
    .getByRole('row')
    .filter({ hasText: 'Paid Credit' });
  await row.getByText(/Runs out on \d{4}-\d{2}-\d{2}/).waitFor();
  const text = (await row.textContent()) ?? '';
  const day = /Runs out on (\d{4}-\d{2}-\d{2})/.exec(text)?.[1];
  if (!day) throw new Error(`No run-out date in "${text}"`);
  return day;
}

/** Waits until the Paid Credit row's "Left" cell (its first after the type) says `left`. */
async function paidCellSays(page: Page, left: number): Promise<void> {
  const row = page
    .getByRole('table', { name: 'Credits by type' })
    .getByRole('row')
    .filter({ hasText: 'Paid Credit' });
  await expect
    .poll(async () => (await row.getByRole('cell').first().textContent())?.trim())
    .toBe(String(left));
}

async function confirmPassword(page: Page): Promise<void> {
  const prompt = page.getByRole('dialog', { name: 'Password confirmation' });
  await prompt.getByLabel('Password').fill('netfleet-demo');
  await prompt.getByRole('button', { name: 'Confirm' }).click();
}

describe('the resources pages', () => {
  it('shows the forecast date, which moves with credits moved away, more renewing devices and a redeemed code', async () => {
    const page = await signedIn('nomfa@netfleet.test', '/resources/credits');
    const { companyId, left } = await paidLeft(page);
    const devices = await callApi<{ data: { id: number }[] }>(
      page,
      'GET',
      `/api/devices?company_id=${companyId}&limit=100&fields=id`,
    );
    const ids = devices.body.data.map((device) => device.id);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    await renewWithPaid(page, ids.slice(0, 2), ids);
    await page.reload();

    // Balances of the own company, every type, with the forecast column.
    const table = page.getByRole('table', { name: 'Credits by type' });
    await table.getByRole('row').filter({ hasText: 'Free Credit' }).waitFor();
    await page.getByText('Northwind Networks', { exact: true }).first().waitFor();
    await paidCellSays(page, left);
    // Nothing serious for axe on the page (the forecast, the picker, the actions).
    expect(seriousViolations(await runAxe(page, '#main-content'))).toEqual([]);

    // Move all but 6 Paid Credits to Harbor Logistics from the page's "Move resources": the
    // source is this company already; a sensitive call, so the password is asked.
    await page.getByRole('button', { name: 'Move resources' }).click();
    const move = page.getByRole('dialog', { name: 'Move resources' });
    await move
      .getByLabel('Target company')
      .locator('option', { hasText: 'Harbor Logistics' })
      .waitFor({ state: 'attached' });
    expect(await move.getByLabel('Source company').inputValue()).toBe(String(companyId));
    await move.getByLabel('Resource type').selectOption({ label: 'Paid Credit' });
    await move.getByLabel('Target company').selectOption({ label: 'Harbor Logistics' });
    await move.getByLabel('Amount').fill(String(left - 6));
    await move.getByRole('button', { name: 'Move', exact: true }).click();
    await confirmPassword(page);
    await page.getByText('Resources moved successfully').waitFor();
    await paidCellSays(page, 6);
    // Two devices, six credits: it runs out within a year.
    const twoDevices = await paidRunsOutOn(page);

    // Every device of the company renewing with Paid Credit (the last one set on its services
    // tab, as an operator would): the date comes earlier.
    await renewWithPaid(page, ids.slice(0, -1), ids);
    await page.goto(`/devices/${ids.at(-1)}/services`);
    await page.getByRole('button', { name: 'Credit renewal' }).click();
    const renewal = page.getByRole('dialog', { name: 'Credit renewal' });
    await renewal
      .getByRole('combobox', { name: /Renew with/ })
      .locator('option', { hasText: 'Paid Credit' })
      .waitFor({ state: 'attached' });
    await renewal.getByRole('combobox', { name: /Renew with/ }).selectOption({ label: 'Paid Credit' });
    await renewal.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Credit renewals updated successfully').waitFor();
    await page.goto('/resources/credits');
    const allDevices = await paidRunsOutOn(page);
    expect(allDevices < twoDevices).toBe(true);

    // The account menu's "Activate code" opens the activate-code form (not a placeholder):
    // the code's 10 Paid Credits come to this company and the date goes later.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Activate code' }).click();
    await page.waitForURL((url) => url.pathname === '/redeem-code');
    await page.getByRole('heading', { name: 'Activate code' }).waitFor();
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill('nwkr 7h3q px2m');
    await page.getByRole('button', { name: 'Activate' }).click();
    await page.getByText('Code activated successfully').waitFor();
    await page.waitForURL((url) => url.pathname === '/resources/credits');
    await paidCellSays(page, 16);
    const redeemed = await paidRunsOutOn(page);
    expect(redeemed > allDevices).toBe(true);

    // The ledger says all of it, in words: the move and the code.
    await page
      .getByRole('navigation', { name: 'Resources sections' })
      .getByRole('link', { name: 'Data purchases' })
      .click();
    await page.waitForURL((url) => url.pathname === '/resources/data-history');
    const history = page.getByRole('table', { name: 'Credit history' });
    await history
      .getByRole('row')
      .filter({ hasText: 'Code activated' })
      .filter({ hasText: 'NWKR-7H3Q-PX2M' })
      .waitFor();
    // A move names the other company.
    await history
      .getByRole('row')
      .filter({ hasText: 'Moved out' })
      .filter({ hasText: 'Harbor Logistics' })
      .first()
      .waitFor();
    expect(seriousViolations(await runAxe(page, '#main-content'))).toEqual([]);
    // The reason filter lives in the URL.
    await page.getByRole('combobox', { name: 'Reason', exact: true }).selectOption({ label: 'Moved out' });
    await page.waitForURL((url) => url.searchParams.get('reason') === 'moved_out');
    await expect
      .poll(async () => history.getByRole('row').filter({ hasText: 'Code activated' }).count())
      .toBe(0);

    // The company's own resources tab shows the same balances.
    await page.goto(`/companies/${companyId}/resources/credits`);
    await paidCellSays(page, 16);
    expect(await cspViolations(page)).toEqual([]);
  });

  it('opens the real move-resources form from the System menu and moves credits', async () => {
    const page = await signedIn('nomfa@netfleet.test', '/management/devices');
    const before = await paidLeft(page);
    await page.getByRole('link', { name: 'Move device resources' }).click();
    await page.waitForURL((url) => url.pathname === '/forms/move-resources');
    await page.getByRole('heading', { name: 'Move resources', level: 1 }).waitFor();
    await page
      .getByLabel('Source company')
      .locator('option', { hasText: /^Metro Transit$/ })
      .waitFor({ state: 'attached' });
    await page.getByLabel('Resource type').selectOption({ label: 'Paid Credit' });
    await page.getByLabel('Source company').selectOption({ label: 'Metro Transit' });
    await page.getByLabel('Target company').selectOption({ label: 'Northwind Networks' });
    await page.getByLabel('Amount').fill('3');
    await page.getByRole('button', { name: 'Move' }).click();
    await confirmPassword(page);
    await page.getByText('Resources moved successfully').waitFor();
    expect((await paidLeft(page)).left).toBe(before.left + 3);
  });

  it('shows an Advanced Guest the resources without a write button, and the server refuses its writes', async () => {
    const page = await signedIn('readonly_admin@netfleet.test', '/resources/credits');
    const table = page.getByRole('table', { name: 'Credits by type' });
    await table.getByRole('row').filter({ hasText: 'Paid Credit' }).waitFor();
    for (const name of ['Add resources', 'Move resources', 'Company data conversion']) {
      expect(await page.getByRole('button', { name }).count(), name).toBe(0);
    }
    await page.goto('/resources/codes');
    await page.getByRole('heading', { name: 'Codes', level: 1 }).waitFor();
    for (const name of ['Create code', 'Activate code']) {
      expect(await page.getByRole('button', { name }).count(), name).toBe(0);
    }
    const { companyId } = await paidLeft(page);
    const refused = await callApi<{ errors: { code: string }[] }>(page, 'POST', '/api/credits/move', {
      type: PAID,
      source: companyId,
      target: companyId,
      amount: 1,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]?.code).toBe('FORBIDDEN');
    const renew = await callApi(page, 'PUT', '/api/credits/renewals', { device_ids: [1], type: null });
    expect(renew.status).toBe(403);
    const activate = await callApi(page, 'POST', '/api/credits/codes/activate', { code: 'AAAA-BBBB-CCCC' });
    expect(activate.status).toBe(403);
  });

  it('keeps a Guest out of the resources altogether', async () => {
    const page = await signedIn('read_only@netfleet.test', '/management/devices');
    await page.goto('/resources/credits');
    await page.waitForURL((url) => url.pathname === '/management/devices');
    expect((await callApi(page, 'GET', '/api/credits')).status).toBe(403);
    expect((await callApi(page, 'GET', '/api/credits/history')).status).toBe(403);
  });
});
