import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, openConsole, signInAs } from '../src/consoleSession.js';
import { launchBrowser, type Stack, startStack } from '../src/index.js';

// The header widgets against the real server: live notifications over the socket, global
// notices (sanitised HTML, the Important badge), and the account menu's timezone and
// language. An admin watches; the system operator, in a second context, creates data.

let stack: Stack;
let browser: Browser;
let admin: { context: BrowserContext; page: Page };
let operator: { context: BrowserContext; page: Page };
let adminId: number;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ deviceCount: 40 }), launchBrowser()]);
  [admin, operator] = await Promise.all([openConsole(browser, stack), openConsole(browser, stack)]);
  await Promise.all([
    signInAs(admin.page, 'admin@netfleet.test'),
    signInAs(operator.page, 'super_admin@netfleet.test'),
  ]);
  const me = await callApi<{ id: number }>(admin.page, 'GET', '/api/user');
  adminId = me.body.id;
  await admin.page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
});

afterAll(async () => {
  await admin?.context.close();
  await operator?.context.close();
  await browser?.close();
  await stack?.close();
});

const bell = () => admin.page.getByRole('button', { name: /^Notifications/ });
const noticesButton = () => admin.page.getByRole('button', { name: /^Global notices/ });

describe('notifications', () => {
  it('arrive live in the bell and are marked seen when the list closes', async () => {
    const page = admin.page;
    await bell().waitFor();
    const summary = `Credits are running low (${Date.now()})`;
    const created = await callApi(operator.page, 'POST', '/api/notifications', {
      user_id: adminId,
      type: 'creditAmountTooLow',
      summary,
    });
    expect(created.status).toBeLessThan(300);
    // Pushed over the socket: no reload.
    await page.getByRole('button', { name: /^Notifications, \d+ unseen$/ }).waitFor();
    await bell().click();
    const panel = page.getByRole('region', { name: 'Your notifications' });
    const item = panel.getByRole('listitem').filter({ hasText: summary });
    await item.waitFor();
    expect(await item.textContent()).toMatch(/ago|seconds|now/);
    expect(await panel.getByRole('link', { name: 'Show all notifications' }).getAttribute('href')).toBe(
      '/notifications',
    );
    const marked = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().endsWith('/api/notifications'),
    );
    await bell().click();
    expect((await marked).status()).toBeLessThan(300);
    // The list was loaded again: no unseen ones are left.
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    const list = await callApi<{ data: { summary: string; seen_at: string | null }[] }>(
      page,
      'GET',
      '/api/notifications',
    );
    expect(list.body.data.find((entry) => entry.summary === summary)?.seen_at).toBeTruthy();
  });
});

describe('global notices', () => {
  it('render hostile HTML inert and follow the Important badge rule', async () => {
    const page = admin.page;
    const hostile = await callApi(operator.page, 'POST', '/api/notices', {
      type: 'info',
      message:
        'Planned <b>maintenance</b><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script> <a href="javascript:window.__pwned=3">details</a> <a href="https://status.netfleet.dev">status</a>',
    });
    expect(hostile.status).toBeLessThan(300);
    await page.reload();
    // Never opened in this browser: the badge shows.
    await page.getByRole('button', { name: 'Global notices, important' }).waitFor();
    await noticesButton().click();
    const panel = page.getByRole('region', { name: 'Global notices' });
    await panel.getByText('maintenance').first().waitFor();
    expect(await panel.locator('img, script, iframe, svg').count()).toBe(0);
    const hrefs = await panel
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toContain('https://status.netfleet.dev');
    expect(hrefs.some((href) => href?.toLowerCase().startsWith('javascript:'))).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    // Opening stored the time (unix seconds) and dismissed the badge.
    const stored = Number(await page.evaluate(() => localStorage.getItem('globalNotices.lastSeen')));
    expect(Math.abs(stored - Date.now() / 1000)).toBeLessThan(30);
    await noticesButton().click();
    await page.reload();
    await page.getByRole('button', { name: 'Global notices' }).waitFor();
    expect(await page.getByText('Important', { exact: true }).count()).toBe(0);
    // A newer notice brings it back.
    await page.waitForTimeout(1_100);
    await callApi(operator.page, 'POST', '/api/notices', {
      type: 'warning',
      message: 'Another <i>notice</i>',
    });
    await page.reload();
    await page.getByRole('button', { name: 'Global notices, important' }).waitFor();
  });
});

describe('the account menu', () => {
  async function openSubPanel(name: string) {
    await admin.page.getByRole('button', { name: 'Account menu' }).click();
    await admin.page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name }).click();
  }

  it('changes the timezone with a toast and a reload, and resets it', async () => {
    const page = admin.page;
    await openSubPanel('System timezone');
    await page.getByRole('combobox', { name: 'Timezone' }).selectOption('Asia/Tokyo');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Save timezone' }).click();
    await page.getByText('Timezone updated successfully').waitFor();
    await reloaded;
    const cookies = await admin.context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'timezone')?.value).toBe('Asia%2FTokyo');
    await openSubPanel('System timezone');
    await page.getByText('Dates are shown in Asia/Tokyo.').waitFor();
    const again = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Use default' }).click();
    await page.getByText('The default timezone is used').waitFor();
    await again;
    expect((await admin.context.cookies()).some((cookie) => cookie.name === 'timezone')).toBe(false);
  });

  it('changes the language and reloads after about a second', async () => {
    const page = admin.page;
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await openSubPanel('Language');
    const reloaded = page.waitForEvent('load');
    const chosenAt = Date.now();
    await page.getByRole('radio', { name: 'Norwegian' }).check();
    await reloaded;
    expect(Date.now() - chosenAt).toBeGreaterThanOrEqual(900);
    // The console's own words follow, not only the kit's: the devices table and its heading.
    await page.getByRole('grid', { name: 'Enheter' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('heading', { name: 'Enheter', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('nb');
    // The Norwegian texts are a chunk of their own, loaded beside the entry; the entry keeps English only.
    const { chunks, preloaded } = await page.evaluate(() => ({
      chunks: (
        document.querySelector('meta[name="netfleet-route-language-nb"]')?.getAttribute('content') ?? ''
      )
        .split(' ')
        .filter(Boolean),
      preloaded: [...document.querySelectorAll('link[rel="modulepreload"]')].map(
        (link) => new URL((link as HTMLLinkElement).href).pathname,
      ),
    }));
    expect(chunks.some((file) => /\/nb-[\w-]+\.js$/.test(file))).toBe(true);
    for (const file of chunks) expect(preloaded).toContain(file);
    await page.getByRole('button', { name: 'Neste' }).waitFor();
    await page.getByRole('button', { name: /^Kontomeny/ }).click();
    await page.getByRole('menu', { name: 'Konto' }).getByRole('menuitem', { name: 'Språk' }).click();
    const back = page.waitForEvent('load');
    await page.getByRole('radio', { name: 'Engelsk' }).check();
    await back;
    await page.getByRole('button', { name: 'Next' }).waitFor();
  });
});
