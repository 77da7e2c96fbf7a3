import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from '../src/consoleSession.js';
import { consoleSuite } from '../src/index.js';

// Session states an operator can meet: impersonation (banner, cancel, revoke), the three
// full-page notices of blocked sign-ins, maintenance after three failures, and the forced
// e-mail and terms flows.

const suite = consoleSuite({ deviceCount: 30, arrival: 'none' });
const { signedIn } = suite;

async function userIdOf(page: Page, email: string): Promise<number> {
  const params = new URLSearchParams({ q: email, 'search-fields': 'email', fields: 'id,email', limit: '10' });
  const answer = await callApi<{ data: { id: number; email: string }[] }>(
    page,
    'GET',
    `/api/users?${params}`,
  );
  const user = answer.body.data.find((entry) => entry.email === email);
  if (!user) throw new Error(`No user ${email}: ${JSON.stringify(answer)}`);
  return user.id;
}

async function impersonate(page: Page, email: string): Promise<void> {
  const id = await userIdOf(page, email);
  const answer = await callApi(page, 'POST', `/api/users/${id}/impersonate`);
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  await page.goto('/management/devices');
}

const banner = (page: Page) => page.getByText(/^Currently impersonating user /);

describe('impersonation', () => {
  it('shows the banner, and Cancel impersonation goes back to the operator', async () => {
    const page = await signedIn('super_admin@netfleet.test');
    await impersonate(page, 'end_user@netfleet.test');
    await banner(page).waitFor();
    expect(await banner(page).textContent()).toMatch(
      /^Currently impersonating user end_user@netfleet\.test, Harbor Logistics #\d+$/,
    );
    expect(await page.getByRole('button', { name: 'Account menu' }).textContent()).toContain(
      'end_user@netfleet.test',
    );
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Cancel impersonation' }).click();
    await reloaded;
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Account menu' }).textContent()).toContain(
      'super_admin@netfleet.test',
    );
  });

  it('revokes the access after the prompt "Revoke impersonation access?"', async () => {
    const page = await signedIn('super_admin@netfleet.test');
    await impersonate(page, 'read_only@netfleet.test');
    await banner(page).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Impersonation' }).click();
    await page.getByText(/You are impersonating/).waitFor();
    await page.getByRole('button', { name: 'Revoke access' }).click();
    const prompt = page.getByRole('dialog', { name: /Revoke access/ });
    await prompt.getByText('Revoke impersonation access?').waitFor();
    await prompt.getByRole('button', { name: 'Revoke access' }).click();
    await page.getByText('Impersonation access revoked').waitFor();
    const user = await callApi<{ impersonation_access_limit: number | null }>(page, 'GET', '/api/user');
    expect(user.body.impersonation_access_limit ?? null).toBeNull();
  });
});

describe('blocked sign-ins', () => {
  it('shows an unverified user the e-mail notice and resends the confirmation', async () => {
    const page = await signedIn('unverified@netfleet.test');
    await page.getByRole('heading', { name: 'Please verify your e-mail address' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Resend confirmation email' }).click();
    await page.getByText('Email confirmation sent successfully').waitFor();
    // A second one within a minute is refused by the server, and the toast says why.
    await page.getByRole('button', { name: 'Resend confirmation email' }).click();
    await page.getByText(/^Failed to send email confirmation \(.+\)$/).waitFor();
  });

  it('tells an SSO user nobody invited', async () => {
    const page = await signedIn('external@netfleet.test');
    await page.getByRole('heading', { name: 'You have not been invited' }).waitFor();
  });

  it('requires multi-factor authentication', async () => {
    const page = await signedIn('mfa-required@netfleet.test');
    await page.getByRole('heading', { name: 'Multi-factor authentication is required' }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/auth\/sign-in/);
  });
});

describe('maintenance', () => {
  it('shows the maintenance page after three failed starts in a row', async () => {
    const page = await signedIn('admin@netfleet.test');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    // Intercepting our own API is allowed here only to simulate an outage: the real server
    // has no switch to make GET /api/user fail.
    await page.route('**/api/user', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' }] }),
      }),
    );
    // "Try again" reloads the page; wait for each new document before looking at it.
    const tryAgain = async () => {
      const loaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Try again' }).click();
      await loaded;
    };
    await page.reload();
    await page.getByText('Netfleet could not start', { exact: true }).waitFor();
    await tryAgain();
    await page.getByText('Netfleet could not start', { exact: true }).waitFor();
    await tryAgain();
    await page.getByRole('heading', { name: 'Netfleet is under maintenance' }).waitFor();
    await page.unroute('**/api/user');
    await tryAgain();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  });
});

describe('forced flows', () => {
  it('asks for an e-mail address when it equals the username, with no way to close the window', async () => {
    const page = await signedIn('email-as-username@netfleet.test');
    const modal = page.getByRole('dialog', { name: 'Please enter your email address' });
    await modal.waitFor();
    expect(await modal.getByRole('button', { name: /Close|Minimi[sz]e/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await modal.waitFor();
    await modal.getByRole('textbox', { name: /Email address/ }).fill('metro-ops@netfleet.test');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Please enter your email address' }).count()).toBe(0);
  });

  it('opens the data agreement until the terms are accepted', async () => {
    const page = await signedIn('tos-pending@netfleet.test');
    const modal = page.getByRole('dialog', { name: 'Data agreement' });
    await modal.waitFor();
    await modal.getByRole('checkbox').check();
    await modal.getByRole('button', { name: 'Accept' }).click();
    await modal.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('tos_accepted_20230118'))).toBe('true');
    await page.reload();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Data agreement' }).count()).toBe(0);
  });
});
