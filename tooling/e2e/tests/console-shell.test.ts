import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe, seriousViolations } from '../src/axe.js';
import { callApi, signInAs } from '../src/consoleSession.js';
import { consoleSuite } from '../src/index.js';

// The shell as an operator meets it: route guards per role, the navigation width, the
// offline page, a phone-sized screen and an accessibility check. One server and one browser
// for the file.

const OFFLINE_TEXT =
  'You are offline. Please make sure to check network cables, modem, and router or reconnecting to Wi-Fi and try again';

const suite = consoleSuite({ deviceCount: 60 });
const { signedIn } = suite;

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

describe('route guards per role', () => {
  it('sends a guest away from pages it may not open, and unknown paths to the landing page', async () => {
    const page = await signedIn('read_only@netfleet.test');
    await page.goto('/companies');
    await page.waitForURL('**/management/devices');
    await heading(page, 'Devices').waitFor();
    await page.goto('/system/mail-logs');
    await page.waitForURL('**/management/devices');
    await page.goto('/no/such/page');
    await page.waitForURL('**/management/devices');
    // A page the guest may open.
    await page.goto('/tags');
    await heading(page, 'Tags').waitFor();
    expect(new URL(page.url()).pathname).toBe('/tags');
  });

  it('lets the system operator open the System pages and forwards a page to its first tab', async () => {
    const page = await signedIn('super_admin@netfleet.test');
    await page.goto('/system/mail-logs');
    await heading(page, 'Mail logs').waitFor();
    await page.goto('/reports');
    await page.waitForURL('**/reports/single');
    await page.getByRole('button', { name: 'Help panel' }).waitFor();
    const help = page.getByRole('link', { name: /Help/ });
    expect(await help.getAttribute('target')).toBe('_blank');
  });

  it('needs no session for /404, and a session for everything else', async () => {
    const { page } = await suite.open();
    await page.goto('/404');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.goto('/tags');
    await page.waitForURL(/\/auth\/sign-in/);
  });
});

describe('start-up by path', () => {
  it('opens the cut-down connect pages by path, and lets the ssh page pass with a key', async () => {
    const page = await signedIn('admin@netfleet.test');
    // A connect page is its own app (the server serves it at the spec's path): no console shell.
    await page.goto('/rms-connect/sftp');
    await page.getByRole('heading', { name: 'SFTP file browser' }).waitFor();
    await page
      .getByText('This page opens a remote access entry: open it from Remote access in the console.')
      .waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    // The ssh page passes with a key and no session: no trip to the sign-in page; this key is
    // not one the server made, so the page says the link is spent and offers to sign in.
    const { page: anonymous } = await suite.open();
    await anonymous.goto('/rms-connect/ssh?key=abc123abc123abc123abc123');
    await anonymous.getByText('This link has been used or has expired. Ask for a new one.').waitFor();
    expect(new URL(anonymous.url()).pathname).toBe('/rms-connect/ssh');
    // The telnet page takes no key: without a session its /user is final (spec §8), no refresh.
    await anonymous.goto('/rms-connect/telnet?id=1');
    await anonymous.getByText('Your session has ended. Sign in again to connect.').waitFor();
    expect(new URL(anonymous.url()).pathname).toBe('/rms-connect/telnet');
  });
});

describe('the navigation', () => {
  it('remembers the narrow width across reloads', async () => {
    const page = await signedIn('admin@netfleet.test');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.getAttribute('class')).toContain('side-nav--wide');
    await page.getByRole('button', { name: 'Collapse navigation' }).click();
    expect(await nav.getAttribute('class')).toContain('side-nav--narrow');
    await page.reload();
    await page.getByRole('button', { name: 'Expand navigation' }).waitFor();
    expect(await nav.getAttribute('class')).toContain('side-nav--narrow');
    expect(await page.evaluate(() => localStorage.getItem('wideNav'))).toBe('false');
    await page.getByRole('button', { name: 'Expand navigation' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Collapse navigation' }).waitFor();
    expect(await nav.getAttribute('class')).toContain('side-nav--wide');
  });
});

describe('offline', () => {
  it('tells the user the connection was lost and shows the offline page on the next navigation', async () => {
    const page = await signedIn('admin@netfleet.test');
    await page.getByRole('grid', { name: 'Devices' }).getByRole('row').nth(1).waitFor();
    await page.context().setOffline(true);
    await page.getByText('The network connection has been lost.').waitFor();
    // The next navigation goes to the offline page. A lazy chunk the console was loading
    // when the network dropped (a route preload) can fail first: that also ends on the
    // offline page (regression: it used to reload into the browser's error page).
    const tags = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Tags' });
    await tags.or(page.getByText(OFFLINE_TEXT)).first().waitFor();
    if (new URL(page.url()).pathname !== '/offline.html') {
      // A lazy chunk that fails meanwhile takes the page to the offline page by itself, and
      // the link is gone before the click: either way ends on the offline page.
      const click = tags.click().catch(() => undefined);
      await Promise.race([click, page.waitForURL('**/offline.html')]);
    }
    await page.getByText(OFFLINE_TEXT).waitFor();
    expect(new URL(page.url()).pathname).toBe('/offline.html');
    await page.context().setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.waitForURL('**/management/devices');
  });

  it('serves the static offline page to a browser that loads its address', async () => {
    const { page } = await suite.open();
    await page.goto('/offline.html');
    await page.getByText(OFFLINE_TEXT).waitFor();
  });
});

describe('accessibility', () => {
  it('has no serious or critical axe violations in the shell, its menus and the search', async () => {
    const page = await signedIn('admin@netfleet.test');
    await page.getByRole('grid', { name: 'Devices' }).getByRole('row').nth(1).waitFor();
    expect(seriousViolations(await runAxe(page))).toEqual([]);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu', { name: 'Account' }).waitFor();
    expect(seriousViolations(await runAxe(page))).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('region', { name: 'Your notifications' }).waitFor();
    expect(seriousViolations(await runAxe(page))).toEqual([]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('/');
    await page.getByRole('dialog', { name: 'Search' }).waitFor();
    await page.keyboard.type('RUT');
    await page.getByRole('dialog', { name: 'Search' }).getByRole('option').first().waitFor();
    expect(seriousViolations(await runAxe(page))).toEqual([]);
  });
});

describe('a phone-sized screen (390 × 844)', () => {
  const PHONE = { width: 390, height: 844 };

  async function onPhone(email: string, language?: string): Promise<Page> {
    const { context, page } = await suite.open({ viewport: PHONE });
    if (language) await context.addInitScript((code) => localStorage.setItem('language', code), language);
    await signInAs(page, email);
    await page.getByRole('banner').waitFor();
    return page;
  }

  async function expectOnScreen(locator: Locator, what: string): Promise<void> {
    await locator.waitFor();
    const box = await locator.boundingBox();
    expect(box, what).not.toBeNull();
    if (!box) return;
    const edges = { left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height };
    expect(
      edges.left >= 0 && edges.top >= 0 && edges.right <= PHONE.width && edges.bottom <= PHONE.height,
      `${what} at ${JSON.stringify(edges)}`,
    ).toBe(true);
  }

  /** The page does not scroll sideways, and every control of the header is inside the screen. */
  async function expectHeaderFits(page: Page): Promise<void> {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const controls = page.getByRole('banner').locator('a, button');
    const count = await controls.count();
    expect(count).toBeGreaterThanOrEqual(5);
    for (let index = 0; index < count; index += 1) {
      const control = controls.nth(index);
      const name = (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '';
      await expectOnScreen(control, `header control "${name.trim()}"`);
      expect((await control.boundingBox())?.width ?? 0, name).toBeGreaterThan(0);
    }
  }

  it('fits the header, and the account menu and the header panels stay on screen', async () => {
    const page = await onPhone('admin@netfleet.test');
    await page.getByRole('button', { name: /^Account menu/ }).waitFor();
    await expectHeaderFits(page);

    await page.getByRole('button', { name: /^Account menu/ }).click();
    await expectOnScreen(page.getByRole('menu', { name: 'Account' }), 'the account menu');
    await expectOnScreen(page.getByRole('menuitem', { name: 'Log out' }), 'Log out');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expectOnScreen(page.getByRole('region', { name: 'Your notifications' }), 'the notifications');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Global notices/ }).click();
    await expectOnScreen(page.getByRole('region', { name: 'Global notices' }), 'the global notices');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it('fits the header while impersonating, in the language with the longest words', async () => {
    const page = await onPhone('super_admin@netfleet.test', 'uk');
    const params = new URLSearchParams({
      q: 'end_user@netfleet.test',
      'search-fields': 'email',
      fields: 'id,email',
      limit: '10',
    });
    const users = await callApi<{ data: { id: number; email: string }[] }>(
      page,
      'GET',
      `/api/users?${params}`,
    );
    const endUser = users.body.data.find((user) => user.email === 'end_user@netfleet.test');
    expect(endUser, JSON.stringify(users.body)).toBeTruthy();
    const answer = await callApi(page, 'POST', `/api/users/${endUser?.id}/impersonate`);
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    await page.goto('/management/devices');
    await page.getByRole('button', { name: 'Завершити вхід від імені' }).waitFor();
    await expectHeaderFits(page);
    await page.getByRole('button', { name: /^Меню облікового запису/ }).click();
    await expectOnScreen(page.getByRole('menu', { name: 'Обліковий запис' }), 'the account menu');
  });
});
