import { base32Decode, hotp, totpStep } from '@netfleet/server';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, signInAs } from '../src/consoleSession.js';
import { consoleSuite, DEMO_PASSWORD } from '../src/index.js';
import { secondFactorCode } from '../src/secondFactor.js';

// The user's own account as a person uses it: set up an authenticator app from the QR code's
// secret, keep the recovery codes, and be asked for the app's code at the next sign-in; change
// the name and the password; sign every other browser out.

const suite = consoleSuite();
const { signedIn } = suite;

/**
 * A TOTP code of `secret` for a step not used before with it (the server takes each step once
 * per user, and each secret here belongs to one user); waits for the clock when the step
 * after the next would be needed.
 */
const lastSteps = new Map<string, number>();
async function totpCode(secret: string): Promise<string> {
  let step = totpStep(Date.now());
  const last = lastSteps.get(secret) ?? 0;
  if (step <= last) {
    step = last + 1;
    if (step > totpStep(Date.now()) + 1) await new Promise((resolve) => setTimeout(resolve, 30_000));
  }
  lastSteps.set(secret, step);
  return hotp(base32Decode(secret), step);
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL(/\/auth\/sign-in/);
}

describe('the account page', () => {
  it('a user without a second factor sets up an authenticator app and is asked for its code at the next sign-in', async () => {
    const page = await signedIn('nomfa@netfleet.test', '/account');
    const mfa = page.getByRole('region', { name: 'Two-factor authentication' });
    await mfa.getByText('None').waitFor();
    await mfa.getByRole('button', { name: 'Set up' }).click();

    const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
    await dialog.getByRole('radio', { name: /Authenticator app/ }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const grouped = (await dialog.getByTestId('mfa-secret').textContent()) ?? '';
    expect(grouped).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    const secret = grouped.replace(/\s+/g, '');

    // A wrong code is refused with the server's words; the right one shows the recovery codes.
    await dialog.getByRole('textbox', { name: /6-digit code/ }).fill('000000');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.locator('.nf-field__error').waitFor();
    await dialog.getByRole('textbox', { name: /6-digit code/ }).fill(await totpCode(secret));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    const codes = await dialog.getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    await dialog.getByRole('button', { name: 'I have saved these codes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await mfa.getByText('Authenticator app').waitFor();
    await mfa.getByText('10 recovery codes left').waitFor();

    await logOut(page);
    await page.goto(`/auth/sign-in?continue_url=${encodeURIComponent('/account')}`);
    await page.getByLabel('E-mail').fill('nomfa@netfleet.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/sign-in/code'));
    await page.getByLabel('Verification code').fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page
      .getByRole('region', { name: 'Two-factor authentication' })
      .getByText('Authenticator app')
      .waitFor();
  });

  it('changes the name and the password; Sign out everywhere else ends another browser’s session', async () => {
    const other = await signedIn('end_user@netfleet.test', '/account');
    const page = await signedIn('end_user@netfleet.test', '/account');

    const profile = page.getByRole('region', { name: 'Profile' });
    const name = profile.getByRole('textbox', { name: /Name/ });
    await profile.getByRole('button', { name: 'Save name' }).click();
    await profile.getByText('Please input different value to save changes.').waitFor();
    await name.fill('Erin Enduser');
    await profile.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Your name was saved.').waitFor();
    const user = await callApi<{ username: string }>(page, 'GET', '/api/user');
    expect(user.body.username).toBe('Erin Enduser');
    // Without a picture the header's account button shows the initials.
    await page
      .getByRole('button', { name: /Account menu/ })
      .getByText('EE', { exact: true })
      .waitFor();

    // Both sessions are listed; this one is marked.
    const sessions = page.getByRole('table', { name: 'Active sessions' });
    await sessions.getByText('This session').waitFor();
    await expect.poll(() => sessions.getByRole('button', { name: /^Sign out/ }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const prompt = page.getByRole('dialog', { name: 'Sign out everywhere else?' });
    await prompt.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await page.getByText(/other sessions? (was|were) signed out\./).waitFor();
    await page.getByText('You are signed in only here.').waitFor();
    // The other browser's session is over: its next call is refused and it goes to sign in.
    expect((await callApi(other, 'GET', '/api/user/sessions')).status).toBe(401);

    // The password: a wrong current one is refused on its field and the input stays.
    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel(/Current password/).fill('not-the-password');
    await password.getByLabel(/^New password/).fill('a-better-password-1');
    await password.getByLabel(/Repeat the new password/).fill('a-better-password-1');
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.locator('.nf-field__error').first().waitFor();
    expect(await password.getByLabel(/^New password/).inputValue()).toBe('a-better-password-1');
    await password.getByLabel(/Current password/).fill(DEMO_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(/^Your password was changed\./).waitFor();

    await logOut(page);
    await page.getByLabel('E-mail').fill('end_user@netfleet.test');
    await page.getByLabel('Password').fill('a-better-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  });

  it('a user whose company requires a second factor sets it up on the notice page and continues to Netfleet', async () => {
    const { page } = await suite.open();
    await signInAs(page, 'mfa-required@netfleet.test');
    await page.getByRole('heading', { name: 'Multi-factor authentication is required' }).waitFor();
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await page.getByRole('radio', { name: /Authenticator app/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = ((await page.getByTestId('mfa-secret').textContent()) ?? '').replace(/\s+/g, '');
    await page.getByRole('textbox', { name: /6-digit code/ }).fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    expect(await page.getByRole('listitem').count()).toBe(10);
    await page.getByRole('button', { name: 'Continue to Netfleet' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  });
  it('replaces an authenticator app only after a code of the old one; then the new app and a recovery code (once) sign in', async () => {
    const page = await signedIn('super_admin@netfleet.test', '/account');
    const mfa = page.getByRole('region', { name: 'Two-factor authentication' });
    await mfa.getByText('Authenticator app').waitFor();
    await mfa.getByRole('button', { name: 'Change' }).click();
    const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
    await dialog.getByRole('radio', { name: /Authenticator app/ }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // Step-up: the server asks for a code of the method in use before it hands out a new secret.
    const stepUp = page.getByRole('dialog', { name: 'TOTP verification' });
    await stepUp
      .getByRole('textbox', { name: 'Code' })
      .fill(await secondFactorCode('super_admin@netfleet.test', 'totp'));
    await stepUp.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = ((await dialog.getByTestId('mfa-secret').textContent()) ?? '').replace(/\s+/g, '');
    await dialog.getByRole('textbox', { name: /6-digit code/ }).fill(await totpCode(secret));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    const [recovery] = await dialog.getByRole('listitem').allTextContents();
    await dialog.getByRole('button', { name: 'I have saved these codes' }).click();

    const signInWith = async (code: string) => {
      await page.goto(`/auth/sign-in?continue_url=${encodeURIComponent('/account')}`);
      await page.getByLabel('E-mail').fill('super_admin@netfleet.test');
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/sign-in/code'));
      await page.getByLabel('Verification code').fill(code);
      await page.getByRole('button', { name: 'Verify' }).click();
    };
    // The new app's code signs in.
    await logOut(page);
    await signInWith(await totpCode(secret));
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    // A recovery code (typed in lower case) signs in once; the second time it is refused.
    await logOut(page);
    await signInWith((recovery ?? '').toLowerCase());
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await mfa.getByText('9 recovery codes left').waitFor();
    await logOut(page);
    await signInWith(recovery ?? '');
    await page.getByText(/The code is not valid\./).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/sign-in/code');
  });
});
