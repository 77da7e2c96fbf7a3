import { DEMO_USERS } from '@netfleet/server';
import type { Page } from 'playwright-core';
import { secondFactorCode } from './secondFactor.js';
import { DEMO_PASSWORD } from './startStack.js';

/**
 * Fills the account site's sign-in form the way a person does: by its labels. A demo user
 * with an MFA method (admin@: e-mail, super_admin@: TOTP) then gets the code page, and the
 * code is entered the same way (read from the mail log, or computed from the demo secret).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const method = DEMO_USERS.find((user) => user.email === email)?.mfaType;
  if (!method || password !== DEMO_PASSWORD) return;
  await page.waitForURL((url) => url.pathname.endsWith('/sign-in/code'));
  await page.getByLabel('Verification code').fill(await secondFactorCode(email, method));
  await page.getByRole('button', { name: 'Verify' }).click();
}
