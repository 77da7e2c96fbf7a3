import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from '../src/consoleSession.js';
import { consoleSuite } from '../src/index.js';
import { readMailFromLog } from '../src/mailLog.js';
import { mainButtons } from '../src/mainButtons.js';

// The administration journey of issue 15, as operators do it: an administrator creates a
// subsidiary with the add-company form, creates a custom role for it and reads what the
// effective permissions preview promises, invites a new address into the subsidiary with that
// role; the invitation link is read from the mail log, a fresh browser opens it and registers,
// and the new user's navigation is exactly what the preview promised. Then the guests walk
// every administration page they may open and find no write button there.

const suite = consoleSuite({ deviceCount: 10 });
const { signedIn } = suite;

async function freshPage(): Promise<Page> {
  return (await suite.open()).page;
}

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

/** One navigation item: its label and its sub-pages' labels. */
interface NavEntry {
  label: string;
  children: string[];
}
/** Navigation as `Group › Item` lines, each followed by its sub-pages. */
type Navigation = Record<string, NavEntry[]>;

/** What the role editor's preview promises, read from its lists. */
function previewNavigation(dialog: Locator): Promise<Navigation> {
  return dialog
    .getByRole('region', { name: 'What this person would have' })
    .getByRole('list', { name: 'Navigation' })
    .evaluate((list) => {
      const text = (node: Element | null) => node?.textContent?.trim() ?? '';
      const navigation: Record<string, { label: string; children: string[] }[]> = {};
      for (const group of list.querySelectorAll(':scope > li')) {
        navigation[text(group.querySelector('.effective-preview__group'))] = [
          ...group.querySelectorAll(':scope > ul > li'),
        ].map((item) => ({
          label: text(item.querySelector(':scope > .effective-preview__item')),
          children: [...item.querySelectorAll(':scope > ul > li > .effective-preview__item')].map(text),
        }));
      }
      return navigation;
    });
}

/**
 * The side navigation the signed-in user sees: its groups and items, and each parent item's
 * sub-pages, which show once the item is open (the test opens each one to read them).
 */
async function sideNavigation(page: Page): Promise<Navigation> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const top = await nav.evaluate((element) => {
    const text = (node: Element | null) => node?.textContent?.trim() ?? '';
    return [...element.querySelectorAll('section.side-nav__group')].map((group) => ({
      group: text(group.querySelector('h2')),
      items: [...group.querySelectorAll(':scope > ul > li > a')].map((link) => ({
        label: text(link.querySelector('.side-nav__label')),
        href: link.getAttribute('href') ?? '',
      })),
    }));
  });
  const navigation: Navigation = {};
  for (const { group, items } of top) {
    const entries: NavEntry[] = [];
    for (const item of items) {
      await nav.getByRole('link', { name: item.label, exact: true }).first().click();
      await page.waitForURL((url) => url.pathname === item.href);
      const sublist = nav.getByRole('list', { name: item.label, exact: true });
      const children =
        (await sublist.count()) > 0 ? await sublist.locator('.side-nav__label').allTextContents() : [];
      entries.push({ label: item.label, children: children.map((child) => child.trim()) });
    }
    navigation[group] = entries;
  }
  return navigation;
}

const WRITE_BUTTON =
  /^(Add|Create|Invite|Edit|Delete|Rename|Move|Upload|Resend|Cancel invitation|Impersonate|Remove|Assign|Activate|Redeem|Convert|New)\b/i;

describe('administration journey', () => {
  it('a subsidiary, a custom role, an invitation by mail, and the invitee sees what the preview promised', async () => {
    const suffix = Date.now().toString(36);
    const subsidiary = `Journey Works ${suffix}`;
    const email = `journey-${suffix}@example.com`;
    const admin = await signedIn('admin@netfleet.test', '/companies');

    // 1. The subsidiary, with the add-company form under the admin's own company.
    const northwind = await companyId(admin, 'Northwind Networks');
    await admin.getByRole('button', { name: 'Add company' }).click();
    const add = admin.getByRole('dialog', { name: 'Add company' });
    const parent = add.getByRole('combobox', { name: /Parent company/ });
    await add.getByRole('option', { name: 'Northwind Networks' }).waitFor({ state: 'attached' });
    await parent.selectOption(String(northwind));
    await add.getByRole('textbox', { name: /Name/ }).fill(subsidiary);
    await add.getByRole('button', { name: 'Create' }).click();
    await admin.getByText('Company created successfully').waitFor();
    const subsidiaryId = await companyId(admin, subsidiary);

    // 2. A custom role for it; the preview says what a holder will see.
    await admin.goto(`/users/roles?company_id=${subsidiaryId}`);
    await admin.getByRole('heading', { name: 'Roles & Permissions', level: 1 }).waitFor();
    await admin.getByRole('button', { name: 'Add role' }).click();
    const editor = admin.getByRole('dialog', { name: /Add role/ });
    await editor.getByRole('textbox', { name: /^Title/ }).fill('Depot lead');
    for (const permission of ['See devices', 'See users', 'See invitations', 'See tags', 'Create tags']) {
      await editor.getByRole('checkbox', { name: permission, exact: true }).check();
    }
    await expect
      .poll(async () => Object.keys(await previewNavigation(editor)))
      .toEqual(['Management', 'Administration']);
    const promised = await previewNavigation(editor);
    expect(promised).toEqual({
      Management: [{ label: 'Devices', children: [] }],
      Administration: [
        { label: 'Users', children: ['Users', 'Invitations'] },
        { label: 'Tags', children: [] },
      ],
    });
    await editor.getByRole('button', { name: 'Create role' }).click();
    await admin.getByText('Role Depot lead created').waitFor();

    // 3. The invitation, from the subsidiary's users tab, with the new role.
    await admin.goto('/users');
    await admin.getByRole('button', { name: 'Invite user' }).click();
    const invite = admin.getByRole('dialog', { name: 'Invite user' });
    const company = invite.getByRole('combobox', { name: /Company/ });
    await invite.getByRole('option', { name: subsidiary }).waitFor({ state: 'attached' });
    await company.selectOption(String(subsidiaryId));
    await invite.getByRole('textbox', { name: /Email/ }).fill(email);
    const role = invite.getByRole('combobox', { name: /Role/ });
    await invite.getByRole('option', { name: 'Depot lead' }).waitFor({ state: 'attached' });
    await role.selectOption({ label: 'Depot lead' });
    await invite.getByRole('button', { name: 'Invite' }).click();
    await admin.getByText('Invitation sent successfully').waitFor();

    // 4. The mail, as the system administrator reads the mail log; its link, in a fresh browser.
    const operator = await signedIn('super_admin@netfleet.test', '/system/mail-logs');
    const body = await readMailFromLog(operator, email, /invites you to/);
    expect(body).toContain(subsidiary);
    expect(body).toContain('Depot lead');
    const link = /https?:\/\/\S+\/auth\/invitations\/\S+/.exec(body)?.[0];
    if (!link) throw new Error(`No invitation link in: ${body}`);
    const invitee = await freshPage();
    await invitee.goto(new URL(link).pathname);
    await invitee.getByRole('heading', { name: 'Create your account' }).waitFor();
    await invitee.getByLabel('Name').fill('Dana Depot');
    await invitee.getByLabel('Password', { exact: true }).fill('Journey-Passw0rd-2026');
    await invitee.getByLabel('Repeat password').fill('Journey-Passw0rd-2026');
    await invitee.getByLabel('I accept the terms of service').check();
    await invitee.getByRole('button', { name: 'Create account' }).click();

    // 5. Signed in, on the console: exactly the navigation the preview promised.
    await invitee.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(new URL(invitee.url()).pathname).toBe('/management/devices');
    expect(await sideNavigation(invitee)).toEqual(promised);
    const me = await callApi<{ email: string; company: { id: number }; role: { title: string } }>(
      invitee,
      'GET',
      '/api/user',
    );
    expect(me.body).toMatchObject({ email, company: { id: subsidiaryId }, role: { title: 'Depot lead' } });
  });

  it('the guests find no write button on any administration page they may open', async () => {
    for (const email of ['read_only@netfleet.test', 'readonly_admin@netfleet.test']) {
      const page = await signedIn(email, '/management/devices');
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      const administration = nav.getByRole('region', { name: 'Administration' });
      const links = await administration
        .locator(':scope > ul > li > a')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      expect(links.length, email).toBeGreaterThan(0);
      const visited = new Set<string>();
      // Depth first: an item's sub-pages are in the navigation while the item is open.
      const queue = [...links];
      while (queue.length > 0) {
        const href = queue.shift() as string;
        if (visited.has(href)) continue;
        visited.add(href);
        await nav.locator(`a[href="${href}"]`).first().click();
        await page.waitForURL((url) => url.pathname === href);
        await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
        // Sub-pages of the open item join the walk.
        const children = await administration
          .locator('.side-nav__sublist a')
          .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
        queue.unshift(...children.filter((child) => !visited.has(child)));
        const writes = (await mainButtons(page)).filter((name) => WRITE_BUTTON.test(name));
        expect(writes, `${email} on ${href}`).toEqual([]);
      }
      expect(visited.size, email).toBeGreaterThanOrEqual(email.startsWith('readonly_admin') ? 8 : 3);
    }
  });
});
