import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConsole, signInAs } from '../src/consoleSession.js';
import { launchBrowser, type Stack, startStack } from '../src/index.js';

// The global search against the real server: the "/" shortcut, kinds limited by role,
// count badges, messages, the keyboard, and where results lead.

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ deviceCount: 120 }), launchBrowser()]);
  ({ context, page } = await openConsole(browser, stack));
  await signInAs(page, 'admin@netfleet.test');
  await page.getByRole('grid', { name: 'Devices' }).getByRole('row').nth(1).waitFor();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

const dialog = () => page.getByRole('dialog', { name: 'Search' });
const combobox = () => dialog().getByRole('combobox');

async function openSearch(): Promise<Locator> {
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  await dialog().waitFor();
  return dialog();
}

describe('the global search', () => {
  it('opens with "/" unless an input has focus, and closes with Escape', async () => {
    await page.getByRole('searchbox', { name: 'Search devices' }).focus();
    await page.keyboard.press('/');
    expect(await dialog().count()).toBe(0);
    expect(await page.getByRole('searchbox', { name: 'Search devices' }).inputValue()).toBe('/');
    await page.getByRole('searchbox', { name: 'Search devices' }).fill('');
    const search = await openSearch();
    await search.getByText('Type to start searching').waitFor();
    expect(await combobox().evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  });

  it('searches only what an admin may view, with "10+" badges and "View in table"', async () => {
    const search = await openSearch();
    await search.getByRole('checkbox').first().waitFor();
    const kinds = await search
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => box.parentElement?.textContent));
    expect(kinds).toEqual(['Devices', 'Companies', 'Remote access', 'VPN hubs', 'Tags', 'Users', 'Files']);
    await combobox().fill('RUT');
    const devices = search.getByRole('group', { name: 'Devices 10+' });
    await devices.waitFor();
    expect(await devices.getByRole('option').count()).toBe(11);
    await devices.getByRole('option', { name: 'View in table' }).click();
    await page.waitForURL('**/management/devices?q=RUT');
    expect(await page.getByRole('searchbox', { name: 'Search devices' }).inputValue()).toBe('RUT');
  });

  it('says "No results found" and "No search criteria selected", and keeps the chosen kinds', async () => {
    const search = await openSearch();
    await combobox().fill('zz-no-such-thing-zz');
    await search.getByText('No results found').waitFor();
    for (const box of await search.getByRole('checkbox').all()) await box.uncheck();
    await search.getByText('No search criteria selected').waitFor();
    await search.getByRole('checkbox', { name: 'Companies' }).check();
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    const again = await openSearch();
    expect(await again.getByRole('checkbox', { name: 'Companies' }).isChecked()).toBe(true);
    expect(await again.getByRole('checkbox', { name: 'Devices' }).isChecked()).toBe(false);
    for (const box of await again.getByRole('checkbox').all()) await box.check();
    await page.keyboard.press('Escape');
  });

  it('is operated by the keyboard: arrows, Enter opens the item’s page', async () => {
    const search = await openSearch();
    await page.keyboard.type('Harbor');
    const companies = search.getByRole('group', { name: /^Companies/ });
    await companies.waitFor();
    await page.keyboard.press('ArrowDown');
    const active = await combobox().getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    const option = search.locator(`[id="${active}"]`);
    expect(await option.getAttribute('aria-selected')).toBe('true');
    const name = (await option.textContent()) ?? '';
    await page.keyboard.press('Enter');
    await dialog().waitFor({ state: 'detached' });
    await page.waitForURL(/\/companies\/\d+\/devices$/);
    expect(name).toContain('Harbor');
  });

  it('limits a guest to the kinds it may view', async () => {
    const guest = await openConsole(browser, stack);
    try {
      await signInAs(guest.page, 'read_only@netfleet.test');
      await guest.page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
      await guest.page
        .getByRole('button', { name: /Search/ })
        .first()
        .click();
      const search = guest.page.getByRole('dialog', { name: 'Search' });
      await search.getByRole('checkbox').first().waitFor();
      const kinds = await search
        .getByRole('checkbox')
        .evaluateAll((boxes) => boxes.map((box) => box.parentElement?.textContent));
      expect(kinds).not.toContain('Users');
      expect(kinds).not.toContain('Companies');
      expect(kinds).toContain('Devices');
    } finally {
      await guest.context.close();
    }
  });
});
