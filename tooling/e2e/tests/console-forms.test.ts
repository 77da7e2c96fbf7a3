import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi, openConsole, signInAs } from '../src/consoleSession.js';
import { consoleSuite } from '../src/index.js';
import { readMailFromLog, verificationCodeOf } from '../src/mailLog.js';

// The forms layer in the console against the real server: a form in a modal (add tag,
// invite user), the generic form route (its success toast, the System menu's "Move device
// resources", a form refused to a Guest), the mail log, and step-up authentication of a
// sensitive submit (create a code): the e-mail code round trip as admin@ (MFA by e-mail),
// the password prompt after a 423 as nomfa@ (no MFA method).

/** A super_admin session that reads the mail log beside the user under test. */
let mailReader: Page | undefined;

const suite = consoleSuite({ deviceCount: 10, arrival: 'landing' });
const { signedIn } = suite;

afterAll(async () => {
  await mailReader?.context().close();
});

async function superAdminMailReader(): Promise<Page> {
  if (!mailReader) {
    const { page } = await openConsole(suite.browser, suite.stack);
    await signInAs(page, 'super_admin@netfleet.test', '/system/mail-logs');
    mailReader = page;
  }
  return mailReader;
}

/** Picks the first real option of a pick-list select once its items have loaded. */
/** The id of the company of that name, as the user's company list gives it. */
async function companyIdOf(page: Page, name: string): Promise<number> {
  const answer = await callApi<{ data: { id: number; name: string }[] }>(
    page,
    'GET',
    '/api/companies?limit=100',
  );
  const id = answer.body.data.find((company) => company.name === name)?.id;
  if (id === undefined) throw new Error(`No company ${name}`);
  return id;
}

async function selectFirstOption(select: Locator): Promise<void> {
  const option = select.locator('option:not([value=""])').first();
  await option.waitFor({ state: 'attached' });
  const value = await option.getAttribute('value');
  if (value === null) throw new Error('The option has no value');
  await select.selectOption(value);
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

describe('forms in modals', () => {
  it('adds a tag with the add-tag form; the list reloads and shows it', async () => {
    const page = await signedIn('admin@netfleet.test', '/tags');
    await page.getByRole('heading', { name: 'Tags', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Tags' }).getByRole('row').nth(1).waitFor();
    const name = `e2e-tag-${unique()}`;

    await page.getByRole('button', { name: 'Add tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add tag' });
    await dialog.waitFor();
    await dialog.getByLabel('Company').selectOption({ label: 'Northwind Networks' });
    await dialog.getByLabel('Name', { exact: false }).first().fill(name);
    await dialog.getByLabel('Description').fill('Added by the browser test');
    await dialog.getByLabel('Color').fill('1e88e5');
    await dialog.getByRole('button', { name: 'Create' }).click();

    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('table', { name: 'Tags' }).getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain('Northwind Networks');
    // The list (`GET /api/tags`) carries no description: the column shows a dash.
    expect((await row.textContent())?.toLowerCase()).toContain('#1e88e5');
  });

  it('refused, keeps what was typed and brings the focus to the field the server named', async () => {
    const page = await signedIn('admin@netfleet.test', '/tags');
    const name = `e2e-twice-${unique()}`;
    const created = await callApi(page, 'POST', '/api/tags', {
      company_id: await companyIdOf(page, 'Northwind Networks'),
      name,
      color: '#43A047',
    });
    expect(created.status).toBe(201);

    await page.getByRole('button', { name: 'Add tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add tag' });
    await dialog.getByLabel('Company').selectOption({ label: 'Northwind Networks' });
    const nameField = dialog.getByLabel('Name', { exact: false }).first();
    await dialog.getByLabel('Description').fill('Typed once');
    await nameField.fill(name);
    await nameField.press('Enter');

    await dialog.getByText(`Northwind Networks has a tag named ${name} already.`).waitFor();
    expect(await nameField.getAttribute('aria-invalid')).toBe('true');
    expect(await nameField.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await dialog.getByLabel('Description').inputValue()).toBe('Typed once');
  });

  it('invites a user; the invitation mail is in the mail log', async () => {
    const page = await signedIn('admin@netfleet.test', '/users/invitations');
    const email = `invitee-${unique()}@example.com`;

    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite user' });
    await dialog.waitFor();
    await dialog.getByLabel('Company').selectOption({ label: 'Northwind Networks' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Invitation sent successfully').waitFor();

    const body = await readMailFromLog(
      await superAdminMailReader(),
      email,
      /invites you to Northwind Networks/,
    );
    expect(body).toContain('invites you to join Northwind Networks');
    expect(body).toMatch(/https?:\/\/\S+/);
  });
});

describe('the generic form route', () => {
  it('renders /forms/{name} opened by its address; after the submit it toasts and stays in the console', async () => {
    const page = await signedIn('admin@netfleet.test', '/tags');
    await page.goto('/forms/add-tag');
    await page.getByRole('heading', { name: 'Add tag', level: 1 }).waitFor();
    const name = `e2e-route-${unique()}`;
    await page.getByLabel('Company').selectOption({ label: 'Northwind Networks' });
    await page.getByLabel('Name', { exact: false }).first().fill(name);
    await page.getByRole('button', { name: 'Create' }).click();
    // Nothing in the console to go back to: the landing page, with the generic submit
    // flow's success toast (spec forms §4 step 4).
    await page.waitForURL((url) => url.pathname === '/management/devices');
    await page.getByText('Tag created successfully').waitFor();
    await page.goto('/tags');
    await page.getByRole('table', { name: 'Tags' }).getByRole('row').filter({ hasText: name }).waitFor();
  });

  it('moves resources with "Move device resources" of the System menu, then goes back one step', async () => {
    const page = await signedIn('nomfa@netfleet.test', '/management/devices');
    await page.getByRole('link', { name: 'Move device resources' }).click();
    await page.waitForURL((url) => url.pathname === '/forms/move-resources');
    await page.getByRole('heading', { name: 'Move resources', level: 1 }).waitFor();
    // The source and target companies load (the companies pick-list).
    for (const label of ['Source company', 'Target company']) {
      await page
        .getByLabel(label)
        .locator('option', { hasText: 'Harbor Logistics' })
        .waitFor({ state: 'attached' });
    }
    await page.getByLabel('Resource type').selectOption({ label: 'Paid Credit' });
    await page.getByLabel('Source company').selectOption({ label: 'Northwind Networks' });
    await page.getByLabel('Target company').selectOption({ label: 'Northwind Networks' });
    await page.getByLabel('Amount').fill('1');
    await page.getByRole('button', { name: 'Move' }).click();
    await page.getByText('Source and target companies must differ').waitFor();
    await page.getByLabel('Target company').selectOption({ label: 'Harbor Logistics' });
    await page.getByRole('button', { name: 'Move' }).click();

    // A sensitive call: nomfa@ has no MFA method, so the server asks for the password (423).
    const prompt = page.getByRole('dialog', { name: 'Password confirmation' });
    await prompt.getByLabel('Password').fill('netfleet-demo');
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => url.pathname === '/management/devices');
    await page.getByText('Resources moved successfully').waitFor();
  });

  it('keeps a Guest out of a form it may not use', async () => {
    const page = await signedIn('read_only@netfleet.test', '/management/devices');
    await page.goto('/forms/add-tag');
    await page.waitForURL((url) => url.pathname === '/management/devices');
    await page.getByRole('heading', { name: 'Devices', level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Add tag' }).count()).toBe(0);
  });
});

describe('step-up authentication of a sensitive submit', () => {
  async function openCreateCode(page: Page, comment: string): Promise<Locator> {
    await page.getByRole('button', { name: 'Create code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create code' });
    await dialog.waitFor();
    await selectFirstOption(dialog.getByLabel('Type'));
    await dialog.getByLabel('Amount').fill('1');
    await dialog.getByLabel('Comment').fill(comment);
    await dialog.getByRole('button', { name: 'Create' }).click();
    return dialog;
  }

  it('asks admin@ for the e-mailed code: a wrong code keeps the modal open, the mailed one passes', async () => {
    const page = await signedIn('admin@netfleet.test', '/resources/codes');
    const comment = `e2e step-up ${unique()}`;
    await openCreateCode(page, comment);

    const mfa = page.getByRole('dialog', { name: 'Enter authentication code' });
    await mfa.getByText(/The verification code has been sent to admin@netfleet\.test/).waitFor();

    // A wrong code: CONFIRMATION_FAILED, the modal stays open with the server's message.
    await mfa.getByLabel('Code').fill('000000');
    await mfa.getByRole('button', { name: 'Confirm' }).click();
    await mfa
      .getByRole('alert')
      .filter({ hasText: /not valid/ })
      .waitFor();
    expect(await mfa.isVisible()).toBe(true);

    // The code from the mail log (read by a super_admin in a second browser context).
    const body = await readMailFromLog(
      await superAdminMailReader(),
      'admin@netfleet.test',
      'Your Netfleet verification code',
    );
    await mfa.getByLabel('Code').fill(verificationCodeOf(body));
    await mfa.getByRole('button', { name: 'Confirm' }).click();

    await mfa.waitFor({ state: 'detached' });
    await page.getByText('Code created successfully').waitFor();
    await page.getByRole('dialog', { name: 'Create code' }).waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Codes' }).getByRole('row').filter({ hasText: comment }).waitFor();
  });

  it('asks nomfa@ for the password after a 423, then repeats the submit', async () => {
    const page = await signedIn('nomfa@netfleet.test', '/resources/codes');
    const comment = `e2e password ${unique()}`;
    await openCreateCode(page, comment);

    const prompt = page.getByRole('dialog', { name: 'Password confirmation' });
    await prompt.waitFor();
    await prompt.getByLabel('Password').fill('netfleet-demo');
    await prompt.getByRole('button', { name: 'Confirm' }).click();

    await prompt.waitFor({ state: 'detached' });
    await page.getByText('Code created successfully').waitFor();
    await page.getByRole('table', { name: 'Codes' }).getByRole('row').filter({ hasText: comment }).waitFor();
  });
});
