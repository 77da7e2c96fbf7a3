import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, type Stack, signIn, startStack } from '../src/index.js';
import { secondFactorCode } from '../src/secondFactor.js';

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

beforeEach(async () => {
  context = await browser.newContext({ baseURL: stack.baseUrl });
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

const mainNav = () => page.getByRole('navigation', { name: 'Main navigation' });

describe('signing in to the console', () => {
  it('sends a signed-out visitor to the sign-in page with a way back', async () => {
    await page.goto('/management/devices');
    await page.waitForURL(/\/auth\/sign-in/);
    const url = new URL(page.url());
    expect(new URL(url.searchParams.get('continue_url') ?? '').pathname).toBe('/management/devices');
    await expect(page.getByRole('button', { name: 'Sign in' }).isVisible()).resolves.toBe(true);
  });

  it('signs an admin in, lists devices from the server and shows the Administration group', async () => {
    await page.goto('/management/devices');
    await page.waitForURL(/\/auth\/sign-in/);
    await signIn(page, 'admin@netfleet.test');
    await page.waitForURL('**/management/devices**');
    const table = page.getByRole('grid', { name: 'Devices' });
    await table.getByRole('row').nth(1).waitFor();
    const rows = await table.getByRole('row').count();
    expect(rows).toBeGreaterThan(1);
    const firstRow = await table.getByRole('row').nth(1).textContent();
    expect(firstRow).toMatch(/Online|Offline|Pending|Not Activated/);
    await expect(mainNav().getByText('Administration', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(mainNav().getByRole('link', { name: 'Companies' }).isVisible()).resolves.toBe(true);
    // System items that only the system operator holds stay hidden from an admin.
    await expect(mainNav().getByRole('link', { name: 'Mail logs' }).count()).resolves.toBe(0);
  });

  it('shows a read-only guest only the groups it may view', async () => {
    await page.goto('/auth/sign-in');
    await signIn(page, 'read_only@netfleet.test');
    await page.waitForURL('**/management/devices**');
    await mainNav().waitFor();
    await expect(mainNav().getByText('Management', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(mainNav().getByText('System', { exact: true }).count()).resolves.toBe(0);
    await expect(mainNav().getByRole('link', { name: 'Companies' }).count()).resolves.toBe(0);
    await expect(mainNav().getByRole('link', { name: 'Users' }).count()).resolves.toBe(0);
    await expect(mainNav().getByText('Administration', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(mainNav().getByRole('link', { name: 'Tags' }).isVisible()).resolves.toBe(true);
  });

  it('asks admin@ for the e-mailed code on a second page, before any session exists', async () => {
    await page.goto('/auth/sign-in?continue_url=%2Fmanagement%2Fdevices');
    await page.getByLabel('E-mail').fill('admin@netfleet.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/auth/sign-in/code**');
    await page.getByRole('heading', { name: 'Enter your verification code' }).waitFor();
    const sessionCookies = async () =>
      (await context.cookies()).map((cookie) => cookie.name).filter((name) => name === 'nf_session');
    expect(await sessionCookies()).toEqual([]);

    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').filter({ hasText: 'not valid' }).waitFor();
    expect(await sessionCookies()).toEqual([]);

    await page.getByLabel('Verification code').fill(await secondFactorCode('admin@netfleet.test', 'email'));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/management/devices**');
    await page.getByRole('grid', { name: 'Devices' }).getByRole('row').nth(1).waitFor();
    expect(await sessionCookies()).toEqual(['nf_session']);
  });

  it('signs super_admin@ in with the authenticator code', async () => {
    await page.goto('/auth/sign-in');
    await signIn(page, 'super_admin@netfleet.test');
    await page.waitForURL('**/management/devices**');
    await mainNav().getByRole('link', { name: 'Mail logs' }).waitFor();
    const cookies = await context.cookies();
    expect(cookies.map((cookie) => cookie.name)).toContain('nf_session');
  });

  it('shows the lockout on the sign-in page after too many wrong passwords', async () => {
    await page.goto('/auth/sign-in');
    const lockout = page.getByRole('alert').filter({ hasText: 'Too many failed sign-in attempts' });
    // 5 wrong tries are free, the 6th starts a back-off of 1 s (doubling): a quick 7th is refused.
    for (let i = 0; i < 12 && !(await lockout.isVisible()); i++) {
      const answered = page.waitForResponse(
        (response) => response.url().endsWith('/auth/sign-in') && response.request().method() === 'POST',
      );
      await signIn(page, 'email-as-username@netfleet.test', `wrong-${i}`);
      const response = await answered;
      expect([401, 429]).toContain(response.status());
      await page.waitForLoadState();
    }
    await expect(lockout.isVisible()).resolves.toBe(true);
  });

  it('keeps the user out after a wrong password', async () => {
    await page.goto('/auth/sign-in');
    await signIn(page, 'admin@netfleet.test', 'not-the-password');
    await expect(page.getByText('The e-mail or password is incorrect.').isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('E-mail').inputValue()).resolves.toBe('admin@netfleet.test');
    const cookies = await context.cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain('nf_session');
  });

  it('logs out and lands on the sign-in page again', async () => {
    await page.goto('/auth/sign-in');
    await signIn(page, 'admin@netfleet.test');
    await page.waitForURL('**/management/devices**');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(/\/auth\/sign-in/);
    await page.goto('/management/devices');
    await page.waitForURL(/\/auth\/sign-in/);
  });
});
