import type { Page } from 'playwright-core';

/**
 * Reads the newest mail of the console's mail log (`/system/mail-logs`, view_mail_logs) to
 * `to` whose subject matches, the way an operator does: opens the page, shows the message
 * and returns its body. `page` must be signed in as a user who may read the mail log.
 */
export async function readMailFromLog(page: Page, to: string, subject: string | RegExp): Promise<string> {
  await page.goto('/system/mail-logs');
  const rows = page.locator('tbody tr').filter({ hasText: to }).filter({ hasText: subject });
  const row = rows.first();
  await row.waitFor();
  await row.getByRole('button', { name: /^Show message/ }).click();
  const body = row.locator('.mail-log__body');
  await body.waitFor();
  return (await body.textContent()) ?? '';
}

/** The six-digit verification code of a step-up mail body. */
export function verificationCodeOf(body: string): string {
  const match = /verification code is (\d{6})/.exec(body) ?? /\b(\d{6})\b/.exec(body);
  if (!match?.[1]) throw new Error(`No verification code in the mail: ${body}`);
  return match[1];
}
