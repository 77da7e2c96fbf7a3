import { type SmtpSinkPeer, startSmtpSink } from '@netfleet/test-peers';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAxe, seriousViolations } from '../src/axe.js';
import { callApi } from '../src/consoleSession.js';
import { cspViolations, recordCspViolations } from '../src/cspViolations.js';
import { consoleSuite } from '../src/index.js';

// Brand and system pages against the real server: the super_admin writes a global notice
// with <b> and <script> (the preview and then the header widget show only the bold; nothing
// runs), disables it (it leaves the widget); configures SMTP at a real SMTP server started
// here and sends a test mail that arrives (a wrong password is reported in words); marks all
// notifications seen. A user of the Acme Networks subtree signs in to Acme's logo, subtext,
// colour and title, without Acme's switched-off pages (hidden and redirected).

let sink: SmtpSinkPeer;
const login = { user: 'netfleet', password: 'sink-password' };

const suite = consoleSuite({ deviceCount: 10, arrival: 'landing', onContext: recordCspViolations });
const { signedIn } = suite;

beforeAll(async () => {
  sink = await startSmtpSink({ login });
});

afterAll(async () => {
  await sink?.close();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Opens the header's notices widget and answers its panel. */
async function openNoticesWidget(page: Page) {
  await page.getByRole('button', { name: /^Global notices/ }).click();
  const panel = page.getByRole('region', { name: 'Global notices' });
  await panel.waitFor();
  return panel;
}

describe('global notices', () => {
  it('the super_admin writes one with <b> and <script>: only the bold shows, in the preview and the widget; disabled, it leaves the widget', async () => {
    const page = await signedIn('super_admin@netfleet.test', '/notices');
    await heading(page, 'Global notices').waitFor();
    const marker = `e2e-${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'New notice' }).click();
    const editor = page.getByRole('region', { name: 'New notice' });
    await editor.getByLabel('Type').selectOption('warning');
    await editor
      .getByLabel('Message')
      .fill(`Upgrade ${marker} <b>tonight</b><script>window.__noticeRan = true</script>`);

    const preview = editor.getByRole('region', { name: 'Preview' });
    await preview.locator('b', { hasText: 'tonight' }).waitFor();
    expect(seriousViolations(await runAxe(page))).toEqual([]);
    expect(await preview.locator('script').count()).toBe(0);
    expect(await preview.textContent()).toContain(
      'Some markup is not allowed and will not be shown: <script>.',
    );

    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: marker });
    await row.waitFor();
    expect(await row.textContent()).toContain('Enabled');

    // The header widget shows it at once (its list is refreshed by the save).
    let panel = await openNoticesWidget(page);
    const shown = panel.locator('.notice', { hasText: marker });
    await shown.locator('b', { hasText: 'tonight' }).waitFor();
    expect(await shown.locator('script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __noticeRan?: boolean }).__noticeRan)).toBeUndefined();
    await page.keyboard.press('Escape');

    // Disabled: it stays on the page, switched off, and leaves the widget.
    await row.getByRole('button', { name: /^Disable notice/ }).click();
    await row.getByRole('button', { name: /^Enable notice/ }).waitFor();
    expect(await row.textContent()).toContain('Disabled');
    panel = await openNoticesWidget(page);
    await page.waitForTimeout(300);
    expect(await panel.locator('.notice', { hasText: marker }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // Deleted after the confirm prompt.
    await row.getByRole('button', { name: /^Delete notice/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete notice' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });
    expect(await cspViolations(page)).toEqual([]);
  });

  it('a guest cannot open the notices page, and the server refuses its writes', async () => {
    const page = await signedIn('end_user@netfleet.test');
    await page.goto('/notices');
    await page.waitForURL('**/management/devices');
    const refused = await callApi(page, 'POST', '/api/notices', { type: 'info', message: 'x' });
    expect(refused.status).toBe(403);
  });
});

describe('SMTP settings', () => {
  it('the super_admin points the server at an SMTP server; the test mail arrives; a wrong password is reported', async () => {
    const page = await signedIn('super_admin@netfleet.test', '/email-smtp');
    await heading(page, 'Email configuration').waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Loopback sink');
    await page.getByRole('textbox', { name: 'Host', exact: true }).fill('127.0.0.1');
    await page.getByRole('textbox', { name: 'Port', exact: true }).fill(String(sink.port));
    await page.getByRole('combobox', { name: 'Connection security' }).selectOption('none');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(login.user);
    await page.getByLabel('Password', { exact: true }).fill(login.password);
    await page.getByRole('textbox', { name: 'From e-mail' }).fill('fleet@netfleet.test');
    await page.getByRole('textbox', { name: 'From name' }).fill('Netfleet Operations');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The e-mail settings were saved.').waitFor();
    await page.getByText('A password is stored. Leave empty to keep it.').waitFor();
    expect(seriousViolations(await runAxe(page))).toEqual([]);
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');

    await page.getByRole('textbox', { name: 'Recipient' }).fill('ops@example.com');
    await page.getByRole('button', { name: 'Send test mail' }).click();
    await page.getByText('The test mail was accepted by the SMTP server.').waitFor();
    const mail = await sink.waitFor((entry) => entry.to.includes('ops@example.com'));
    expect(mail.from).toBe('fleet@netfleet.test');
    expect(mail.raw).toMatch(/^From: Netfleet Operations <fleet@netfleet\.test>/m);
    expect(mail.raw).toMatch(/^Subject: Netfleet test mail/m);

    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Send test mail' }).click();
    await page.getByText(/The test mail was not sent: Authentication failed/).waitFor();
    expect(await cspViolations(page)).toEqual([]);
  });

  it('tells a user without the permission so, and the server refuses', async () => {
    const page = await signedIn('admin@netfleet.test');
    await page.goto('/email-smtp');
    await page.getByText('You do not have permission to change the e-mail settings.').waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect((await callApi(page, 'GET', '/api/email-settings')).status).toBe(403);
  });
});

describe('notifications and changelog', () => {
  it('lists every notification with the unseen marked, and marks all seen', async () => {
    const page = await signedIn('end_user@netfleet.test', '/notifications');
    await heading(page, 'Notifications').waitFor();
    const unseen = page.locator('[data-unseen]');
    await unseen.first().waitFor();
    expect(await unseen.count()).toBeGreaterThan(0);
    expect(seriousViolations(await runAxe(page))).toEqual([]);
    expect(await page.locator('.notifications-page__item time').first().textContent()).toMatch(/ago|now/);
    await page.getByRole('button', { name: 'Mark all as seen' }).click();
    await page.getByText('All notifications are marked as seen.').waitFor();
    await expect.poll(() => unseen.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Mark all as seen' }).isDisabled()).toBe(true);
    const after = await callApi<{ meta: { unseen: number } }>(page, 'GET', '/api/notifications');
    expect(after.body.meta.unseen).toBe(0);
  });

  it('shows the app version and the release notes', async () => {
    const page = await signedIn('end_user@netfleet.test', '/changelog');
    await heading(page, 'Changelog').waitFor();
    await page.getByText('You are running version 5.14.0.').waitFor();
    await page.getByRole('heading', { name: 'Version 5.14.0', level: 2 }).waitFor();
  });
});

describe('brands', () => {
  it('a user of the reseller subtree sees its logo, subtext, colour and title, and not its switched-off pages', async () => {
    // Harbor Logistics' user runs under the default brand: the VPN quick connect page is there…
    const operator = await signedIn('end_user@netfleet.test');
    await mainNav(operator).getByRole('link', { name: 'Devices' }).waitFor();
    await mainNav(operator).getByRole('link', { name: 'VPN quick connect' }).waitFor();
    expect(await operator.getByText('by Acme Networks').count()).toBe(0);

    // …the guest of Amber Energy (under Baltic Telemetry, Acme's company) runs under Acme.
    const page = await signedIn('read_only@netfleet.test');
    const logo = page.getByRole('link', { name: 'Acme Fleet home' });
    await logo.getByText('by Acme Networks').waitFor();
    expect(await logo.locator('img').getAttribute('src')).toBe('/brands/acme/logo.svg');
    const color = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--nf-color-primary').trim(),
    );
    expect(color).toBe('#b4461e');
    await expect.poll(() => page.title()).toMatch(/· Acme Fleet$/);
    await mainNav(page).getByRole('link', { name: 'Devices' }).waitFor();
    expect(await mainNav(page).getByRole('link', { name: 'VPN quick connect' }).count()).toBe(0);
    await page.goto('/vpn/quick-connect');
    await page.waitForURL('**/management/devices');
    await page.goto('/management/hotspots');
    await page.waitForURL('**/management/devices');
    await heading(page, 'Devices').waitFor();
    expect(await cspViolations(page)).toEqual([]);
  });
});
