import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe, seriousViolations } from '../src/axe.js';
import { callApi } from '../src/consoleSession.js';
import { consoleSuite } from '../src/index.js';
import { readMailFromLog } from '../src/mailLog.js';

// The invitee's side of an invitation: an administrator invites an address from the console,
// the link is read from the mail log, and a browser that never signed in opens it, creates the
// account and lands signed in on the console; the invitation then shows as accepted. A
// cancelled link says so instead of offering the form.

const suite = consoleSuite({ deviceCount: 20 });
const { signedIn } = suite;

async function freshPage(): Promise<Page> {
  return (await suite.open()).page;
}

/** The path of the invitation link mailed to `email` (read from the mail log by the system administrator). */
async function invitationPath(email: string): Promise<string> {
  const reader = await signedIn('super_admin@netfleet.test', '/system/mail-logs');
  const body = await readMailFromLog(reader, email, /invites you to/);
  const link = /https?:\/\/\S+\/auth\/invitations\/[\w-]+/.exec(body)?.[0];
  if (!link) throw new Error(`No invitation link in the mail: ${body}`);
  return new URL(link).pathname;
}

const PASSWORD = 'Invited and w3lcome';

describe('invitation registration', () => {
  it('an invited person registers through the mailed link and lands signed in; the invitation is accepted', async () => {
    const email = `invitee-${Date.now().toString(36)}@example.com`;
    const admin = await signedIn('admin@netfleet.test', '/users/invitations');
    await admin.getByRole('button', { name: 'Invite user' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite user' });
    await dialog.waitFor();
    const company = dialog.getByLabel('Company');
    await company.locator('option', { hasText: 'Harbor Logistics' }).waitFor({ state: 'attached' });
    await company.selectOption({ label: 'Harbor Logistics' });
    await dialog.getByLabel('Email').fill(email);
    const role = dialog.getByLabel('Role');
    await role.locator('option', { hasText: 'Guest' }).first().waitFor({ state: 'attached' });
    await role.selectOption({ label: 'Guest' });
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await dialog.waitFor({ state: 'detached' });

    const path = await invitationPath(email);
    const invitee = await freshPage();
    await invitee.goto(path);
    await invitee.getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(await invitee.getByText(email).count()).toBeGreaterThan(0);
    expect(seriousViolations(await runAxe(invitee))).toEqual([]);
    await invitee.getByLabel('Name').fill('Ivy Invitee');
    await invitee.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await invitee.getByLabel('Repeat password').fill('not the same 1');
    await invitee.getByLabel('I accept the terms of service').check();
    await invitee.getByRole('button', { name: 'Create account' }).click();
    // A mistake keeps the name and says what is wrong.
    await invitee.getByRole('alert').filter({ hasText: 'The passwords do not match.' }).waitFor();
    expect(await invitee.getByLabel('Name').inputValue()).toBe('Ivy Invitee');
    await invitee.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await invitee.getByLabel('Repeat password').fill(PASSWORD);
    await invitee.getByRole('button', { name: 'Create account' }).click();

    await invitee.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await invitee.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    const me = await callApi<{ email: string; role: { name: string }; company: { name: string } }>(
      invitee,
      'GET',
      '/api/user',
    );
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email,
      role: { name: 'read_only' },
      company: { name: 'Harbor Logistics' },
    });

    await admin.reload();
    const row = admin
      .getByRole('table', { name: 'Invitations' })
      .getByRole('row')
      .filter({ has: admin.getByRole('rowheader', { name: email, exact: true }) });
    await expect.poll(() => row.textContent()).toContain('Accepted');

    // The link is spent: opening it again shows its message.
    const again = await freshPage();
    const response = await again.goto(path);
    expect(response?.status()).toBe(410);
    await again.getByRole('heading', { name: 'Invitation used already' }).waitFor();
  });

  it('a cancelled invitation’s link shows its message instead of the form', async () => {
    const email = `cancelled-${Date.now().toString(36)}@example.com`;
    const admin = await signedIn('admin@netfleet.test', '/users/invitations');
    const companies = await callApi<{ data: { id: number; name: string }[] }>(
      admin,
      'GET',
      '/api/companies?limit=100&fields=id,name',
    );
    const harbor = companies.body.data.find((company) => company.name === 'Harbor Logistics')?.id;
    const invited = await callApi<{ data: { id: number } }>(admin, 'POST', '/api/users/invite', {
      company_id: harbor,
      email,
    });
    expect(invited.status).toBe(201);
    const path = await invitationPath(email);
    expect(
      (await callApi(admin, 'POST', `/api/users/invitations/${invited.body.data.id}/cancel`)).status,
    ).toBe(200);

    const invitee = await freshPage();
    const response = await invitee.goto(path);
    expect(response?.status()).toBe(410);
    await invitee.getByRole('heading', { name: 'Invitation cancelled' }).waitFor();
    expect(await invitee.getByRole('button', { name: 'Create account' }).count()).toBe(0);
  });
});
