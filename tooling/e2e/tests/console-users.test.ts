import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe, seriousViolations } from '../src/axe.js';
import { callApi } from '../src/consoleSession.js';
import { consoleSuite } from '../src/index.js';
import { readMailFromLog } from '../src/mailLog.js';

// Users and invitations as an administrator does the job: change a user's role, move a user
// to another company and find the move in the log, resend and cancel an invitation. A guest
// sees the same tables without one write button, and the server refuses the writes anyway.

const suite = consoleSuite({ deviceCount: 20 });
const { signedIn } = suite;

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });
const userRow = (page: Page, email: string) =>
  usersTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: email, exact: true }) });
const invitationRow = (page: Page, email: string) =>
  page
    .getByRole('table', { name: 'Invitations' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: email, exact: true }) });

/** The option of a pick-list once loaded, chosen by its label. */
async function choose(select: Locator, label: string): Promise<void> {
  await select.locator('option', { hasText: label }).first().waitFor({ state: 'attached' });
  await select.selectOption({ label });
}

describe('users', () => {
  it('an administrator changes a user’s role with only the roles it may give', async () => {
    const page = await signedIn('admin@netfleet.test', '/users');
    const row = userRow(page, 'email-as-username@netfleet.test');
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('End Client');
    // Not on one's own row.
    expect(await userRow(page, 'admin@netfleet.test').getByRole('button').count()).toBe(0);

    await row.getByRole('button', { name: 'Edit role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit role' });
    await dialog.waitFor();
    const role = dialog.getByLabel('Role');
    await role.locator('option', { hasText: 'Guest' }).first().waitFor({ state: 'attached' });
    const offered = (await role.locator('option:not([value=""])').allTextContents()).map((text) =>
      text.trim(),
    );
    // The administrator's invitable roles (spec §6), never the system administrator.
    expect(offered).toEqual(
      expect.arrayContaining(['Administrator', 'End Client', 'Guest', 'Advanced Guest']),
    );
    expect(offered).not.toContain('System Administrator');
    expect(offered.every((label) => Array.from(label).length <= 45)).toBe(true);
    await role.selectOption({ label: 'Guest' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('User role updated successfully').first().waitFor();
    await expect.poll(() => row.textContent()).toContain('Guest');
  });

  it('an administrator moves users to another company, one and several at once, and finds the moves in the log', async () => {
    const page = await signedIn('admin@netfleet.test', '/users');
    const row = userRow(page, 'tos-pending@netfleet.test');
    await row.getByRole('button', { name: 'Move', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Move to company' });
    await dialog.waitFor();
    await dialog.getByText('Moves tos-pending@netfleet.test.').waitFor();
    await choose(dialog.getByLabel('Company'), 'Greenfield Farms');
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.textContent()).toContain('Greenfield Farms');

    // Several at once: a box per row, then "Move selected users".
    for (const email of ['email-as-username@netfleet.test', 'nomfa@netfleet.test']) {
      await page.getByRole('checkbox', { name: `Select ${email}` }).check();
    }
    await page.getByRole('button', { name: 'Move selected users (2)' }).click();
    const several = page.getByRole('dialog', { name: 'Move to company' });
    await several.getByText('Moves email-as-username@netfleet.test, nomfa@netfleet.test.').waitFor();
    await choose(several.getByLabel('Company'), 'Harbor Logistics');
    await several.getByRole('button', { name: 'Move', exact: true }).click();
    await several.waitFor({ state: 'detached' });
    await expect.poll(() => userRow(page, 'nomfa@netfleet.test').textContent()).toContain('Harbor Logistics');

    await page.goto('/users/move-logs');
    await page.getByRole('heading', { name: 'User move logs', level: 1 }).waitFor();
    const log = page
      .getByRole('table', { name: 'User move logs' })
      .getByRole('row')
      .filter({ hasText: 'tos-pending@netfleet.test' });
    await log.waitFor();
    const text = (await log.textContent()) ?? '';
    expect(text).toContain('Metro Transit Depot North');
    expect(text).toContain('Greenfield Farms');
    expect(text).toContain('admin@netfleet.test');
    const moved = page
      .getByRole('table', { name: 'User move logs' })
      .getByRole('row')
      .filter({ hasText: 'Harbor Logistics' });
    await expect.poll(() => moved.count()).toBe(2);
  });

  it('an administrator impersonates a user who granted access, and asks another for access', async () => {
    const page = await signedIn('admin@netfleet.test', '/users');
    // email-as-username@ granted nothing: its row asks for access.
    const noAccess = userRow(page, 'email-as-username@netfleet.test');
    await noAccess.getByRole('button', { name: 'Request access' }).click();
    const prompt = page.getByRole('dialog', { name: 'Request impersonation access' });
    await prompt.getByLabel('Hours').fill('4');
    await prompt.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Access request sent to email-as-username@netfleet.test').first().waitFor();

    // end_user@ granted access for 30 days (demo data): its row offers Impersonate.
    await userRow(page, 'end_user@netfleet.test').getByRole('button', { name: 'Impersonate' }).click();
    await page.getByText(/Currently impersonating user end_user@netfleet\.test/).waitFor();
    const me = await callApi<{ email: string; token: { act: { email: string } | null } }>(
      page,
      'GET',
      '/api/user',
    );
    expect(me.body).toMatchObject({
      email: 'end_user@netfleet.test',
      token: { act: { email: 'admin@netfleet.test' } },
    });
    await page.getByRole('button', { name: 'Cancel impersonation' }).click();
    await page.getByText(/Currently impersonating/).waitFor({ state: 'detached' });

    await page.goto('/users/impersonation-logs');
    const log = page
      .getByRole('table', { name: 'Impersonation logs' })
      .getByRole('row')
      .filter({ hasText: 'end_user@netfleet.test' })
      .first();
    await expect.poll(() => log.textContent()).toContain('Cancelled');
  });

  it('a user confirms an access request from the mailed link, and the row then offers Impersonate', async () => {
    const admin = await signedIn('admin@netfleet.test', '/users');
    const users = await callApi<{ data: { id: number; email: string }[] }>(
      admin,
      'GET',
      '/api/users?limit=100',
    );
    const nora = users.body.data.find((user) => user.email === 'nomfa@netfleet.test')?.id;
    expect(
      (await callApi(admin, 'POST', `/api/users/${nora}/impersonation-access-request`, { hours: 4 })).status,
    ).toBe(201);

    const reader = await signedIn('super_admin@netfleet.test', '/system/mail-logs');
    const body = await readMailFromLog(reader, 'nomfa@netfleet.test', /asks for access/);
    const link = /https?:\/\/\S+\/users\/confirm-impersonation-access\/[\w-]+/.exec(body)?.[0];
    if (!link) throw new Error(`No access link in the mail: ${body}`);

    const user = await signedIn('nomfa@netfleet.test', new URL(link).pathname);
    await user.getByRole('heading', { name: 'Impersonation access', level: 1 }).waitFor();
    await user.getByText('Ada Admin (admin@netfleet.test) asks to act as you in Netfleet').waitFor();
    await user.getByText('4 hours').waitFor();
    await user.getByRole('button', { name: 'Confirm' }).click();
    await user.getByText(/^Access granted until /).waitFor();

    await admin.reload();
    await userRow(admin, 'nomfa@netfleet.test').getByRole('button', { name: 'Impersonate' }).waitFor();
  });

  it('a guest sees users and invitations without a write button, and the server refuses the writes', async () => {
    const page = await signedIn('readonly_admin@netfleet.test', '/users');
    const row = userRow(page, 'read_only@netfleet.test');
    await row.waitFor();
    const writes = /^(Edit role|Move|Impersonate|Request access|Remove MFA|Delete|Resend|Cancel)$/;
    await usersTable(page).locator('tbody tr').first().waitFor();
    expect(await usersTable(page).getByRole('button', { name: writes }).count()).toBe(0);
    for (const name of ['Invite user', 'Assign SSO admin', 'Remove suppressed email']) {
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    }
    await page.goto('/users/invitations');
    await page.getByRole('heading', { name: 'Invitations', level: 1 }).waitFor();
    const invitations = page.getByRole('table', { name: 'Invitations' });
    await invitations.locator('tbody tr').first().waitFor();
    expect(await invitations.getByRole('button', { name: writes }).count()).toBe(0);

    const users = await callApi<{ data: { id: number; email: string }[] }>(
      page,
      'GET',
      '/api/users?limit=100',
    );
    const id = users.body.data.find((user) => user.email === 'read_only@netfleet.test')?.id;
    expect((await callApi(page, 'PUT', `/api/users/${id}`, { role_id: 3 })).status).toBe(403);
    expect((await callApi(page, 'POST', '/api/users/move', { user_ids: [id], company_id: 1 })).status).toBe(
      403,
    );
    expect(
      (await callApi(page, 'POST', `/api/users/${id}/impersonation-access-request`, { hours: 2 })).status,
    ).toBe(403);
    expect((await callApi(page, 'POST', '/api/users/invitations/1/resend')).status).toBe(403);
    expect((await callApi(page, 'POST', '/api/users/invitations/1/cancel')).status).toBe(403);
  });
});

describe('invitations', () => {
  it('an administrator resends an invitation, then cancels it after confirming', async () => {
    const page = await signedIn('admin@netfleet.test', '/users/invitations');
    const email = `resend-${Date.now().toString(36)}@example.com`;
    const invited = await callApi<{ data: { company_id: number } }>(page, 'POST', '/api/users/invite', {
      company_id: (
        await callApi<{ data: { id: number; name: string }[] }>(
          page,
          'GET',
          '/api/companies?limit=100&fields=id,name',
        )
      ).body.data.find((company) => company.name === 'Harbor Logistics')?.id,
      email,
    });
    expect(invited.status).toBe(201);
    await page.reload();
    const row = invitationRow(page, email);
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Pending');

    await row.getByRole('button', { name: 'Resend' }).click();
    await page.getByText(`Invitation sent again to ${email}`).first().waitFor();

    await row.getByRole('button', { name: 'Cancel', exact: true }).click();
    const prompt = page.getByRole('dialog', { name: 'Cancel invitation' });
    await prompt.getByText(`Cancel the invitation of ${email}? Its link stops working.`).waitFor();
    await prompt.getByRole('button', { name: 'Cancel invitation' }).click();
    await page.getByText(`Invitation of ${email} cancelled`).first().waitFor();
    await expect.poll(() => row.textContent()).toContain('Cancelled');
    expect(await row.getByRole('button').count()).toBe(0);
  });
});

describe('accessibility', () => {
  it('finds nothing serious on the users, invitations and log pages', async () => {
    const page = await signedIn('admin@netfleet.test', '/users');
    const pages: [string, string][] = [
      ['/users', 'Users'],
      ['/users/invitations', 'Invitations'],
      ['/users/move-logs', 'User move logs'],
      ['/users/impersonation-logs', 'Impersonation logs'],
    ];
    for (const [path, name] of pages) {
      await page.goto(path);
      await page.getByRole('table', { name }).locator('tbody tr').first().waitFor();
      expect(seriousViolations(await runAxe(page, 'main')), path).toEqual([]);
    }
  });
});
