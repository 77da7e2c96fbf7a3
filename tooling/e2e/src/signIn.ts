import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './startStack.js';

/** Fills the account site's sign-in form the way a person does: by its labels. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
