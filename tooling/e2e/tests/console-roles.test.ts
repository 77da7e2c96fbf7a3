import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe, seriousViolations } from '../src/axe.js';
import { callApi } from '../src/consoleSession.js';
import { consoleSuite } from '../src/index.js';

// Roles & Permissions as operators use it: an administrator creates a custom role for a
// company from the permission catalogue (an area's box ticks the whole area), watches the
// effective permissions preview change as boxes are ticked, edits the role, reads its
// permissions table and deletes it; the guests see the roles without a single write button
// and the server refuses their writes. One server and browser for the file.

const suite = consoleSuite({ deviceCount: 10 });
const { signedIn } = suite;

async function companyId(page: Page, name: string): Promise<number> {
  const answer = await callApi<{ data: { id: number; name: string }[] }>(
    page,
    'GET',
    `/api/companies?q=${encodeURIComponent(name)}&limit=100`,
  );
  const found = answer.body.data.find((company) => company.name === name);
  if (!found) throw new Error(`no company ${name}`);
  return found.id;
}

const preview = (dialog: Locator) => dialog.getByRole('region', { name: 'What this person would have' });
/** The preview's navigation: the labels of its groups' items, in order, with their groups. */
async function previewNavigation(dialog: Locator): Promise<string[]> {
  const nav = preview(dialog).getByRole('list', { name: 'Navigation' });
  if ((await nav.count()) === 0) return [];
  return nav.locator(':scope > li').evaluateAll((groups) =>
    groups.flatMap((group) => {
      const name = group.querySelector('.effective-preview__group')?.textContent ?? '';
      return [...group.querySelectorAll(':scope > ul > li > .effective-preview__item')].map(
        (item) => `${name} › ${item.textContent}`,
      );
    }),
  );
}
const rolesTable = (page: Page) => page.getByRole('table', { name: 'Roles & Permissions' });
const rowOf = (page: Page, title: string) =>
  rolesTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });

describe('an administrator', () => {
  it('creates a custom role while the preview follows the boxes, edits it, reads it and deletes it', async () => {
    const page = await signedIn('admin@netfleet.test', '/management/devices');
    const harbor = await companyId(page, 'Harbor Logistics');
    await page.goto(`/users/roles?company_id=${harbor}`);
    await page.getByRole('heading', { name: 'Roles & Permissions', level: 1 }).waitFor();
    await rowOf(page, 'Guest').waitFor();
    const companySelect = page.getByLabel('Company', { exact: true });
    await companySelect.locator(`option[value="${harbor}"]`).waitFor({ state: 'attached' });
    expect(await companySelect.inputValue()).toBe(String(harbor));

    await page.getByRole('button', { name: 'Add role' }).click();
    const add = page.getByRole('dialog', { name: /Add role/ });
    await add.waitFor();
    await add.getByRole('textbox', { name: /^Title/ }).fill('Night dispatcher');
    expect(await add.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('night_dispatcher');
    // Nothing ticked: no page at all.
    await preview(add).getByText('No page at all').waitFor();

    // One box, reached with the keyboard: the devices page appears in the preview.
    const seeDevices = add.getByRole('checkbox', { name: 'See devices', exact: true });
    await seeDevices.focus();
    await page.keyboard.press('Space');
    expect(await seeDevices.isChecked()).toBe(true);
    await expect.poll(() => previewNavigation(add)).toEqual(['Management › Devices']);
    await preview(add).getByText('View only: no changes.').waitFor();

    // A whole area at once: tags and files show, and creating tags is an action.
    await add.getByRole('checkbox', { name: 'All of Files and tags' }).check();
    expect(await add.getByRole('checkbox', { name: 'Create tags' }).isChecked()).toBe(true);
    // upload_files_global_scope is the system administrator's: not the admin's to give.
    expect(await add.getByRole('checkbox', { name: 'Upload global firmware' }).isDisabled()).toBe(true);
    await expect
      .poll(() => previewNavigation(add))
      .toEqual(['Management › Devices', 'Administration › Tags', 'Administration › Files']);
    const actions = preview(add).getByRole('list', { name: 'Actions' });
    expect(await actions.textContent()).toContain('Create tags');
    await add.getByRole('checkbox', { name: 'Guest', exact: true }).check();
    // The editor with its picker and preview, and the page behind it: nothing serious for axe.
    expect(seriousViolations(await runAxe(page))).toEqual([]);
    await add.getByRole('button', { name: 'Create role' }).click();
    await page.getByText('Role Night dispatcher created').waitFor();
    await rowOf(page, 'Night dispatcher').waitFor();
    expect(await rowOf(page, 'Night dispatcher').textContent()).toContain('Custom');
    expect(await rowOf(page, 'Night dispatcher').textContent()).toContain('Guest');

    // Edit: devices off, the preview loses them; saved, four permissions left.
    await page.getByRole('button', { name: 'Edit Night dispatcher' }).click();
    const edit = page.getByRole('dialog', { name: /Edit role/ });
    await edit.waitFor();
    await edit.getByRole('checkbox', { name: 'See devices', exact: true }).uncheck();
    await expect
      .poll(() => previewNavigation(edit))
      .toEqual(['Administration › Tags', 'Administration › Files']);
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Role Night dispatcher saved').waitFor();
    await page.getByRole('button', { name: 'Show the 4 permissions of Night dispatcher' }).click();
    const table = page.getByRole('dialog', { name: /Permissions of Night dispatcher/ });
    await table.getByText('The role Night dispatcher holds 4 of').waitFor();
    const createTags = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /Create tags/ }) });
    expect(await createTags.textContent()).toContain('Yes');
    await page.keyboard.press('Escape');
    await table.waitFor({ state: 'detached' });

    // Delete an unused role, after the confirmation.
    await page.getByRole('button', { name: 'Delete Night dispatcher' }).click();
    await page.getByRole('dialog', { name: 'Delete role' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Role Night dispatcher deleted').waitFor();
    await rowOf(page, 'Night dispatcher').waitFor({ state: 'detached' });
  });
});

describe('the guests', () => {
  it('see the roles without a write button, and the server refuses their writes', async () => {
    const page = await signedIn('readonly_admin@netfleet.test', '/users/roles');
    await page.getByRole('heading', { name: 'Roles & Permissions', level: 1 }).waitFor();
    await rowOf(page, 'Administrator').waitFor();
    const buttons = await page.getByRole('main').getByRole('button').allTextContents();
    expect(buttons.length).toBeGreaterThanOrEqual(5);
    expect(buttons.filter((text) => /Add role|Edit|Delete/.test(text))).toEqual([]);
    // The permissions table opens for them too.
    await page.getByRole('button', { name: /^Show the \d+ permissions of Guest$/ }).click();
    await page.getByRole('dialog', { name: /Permissions of Guest/ }).waitFor();
    const me = await callApi<{ company: { id: number } }>(page, 'GET', '/api/user');
    const refused = await callApi(page, 'POST', '/api/roles', {
      company_id: me.body.company.id,
      name: 'sneaky',
      title: 'Sneaky',
      permissions: ['view_devices'],
    });
    expect(refused.status).toBe(403);

    // The Guest does not even reach the page: it lands on its first page.
    const guest = await signedIn('read_only@netfleet.test', '/management/devices');
    await guest.goto('/users/roles');
    await guest.waitForURL((url) => url.pathname === '/management/devices');
    const guestMe = await callApi<{ company: { id: number } }>(guest, 'GET', '/api/user');
    expect(
      (
        await callApi(guest, 'POST', '/api/roles', {
          company_id: guestMe.body.company.id,
          name: 'x',
          title: 'Xxx',
        })
      ).status,
    ).toBe(403);
  });
});
