import type { Page } from 'playwright-core';

// Reading and typing into the terminal connect page (xterm.js's DOM renderer: one element per
// row, spaces as no-break spaces), for every browser test that opens a shell.

/** The terminal's rows as text. */
export function terminalText(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.xterm-rows > div')]
      .map((row) => (row.textContent ?? '').replace(/\u00a0/g, ' ').trimEnd())
      .join('\n'),
  );
}

/** Waits until a row of the terminal matches `pattern` (a whole line); the last such row's match. */
export async function waitForLine(page: Page, pattern: RegExp, timeout = 15_000): Promise<RegExpMatchArray> {
  await page.waitForFunction(
    (source) =>
      [...document.querySelectorAll('.xterm-rows > div')].some((row) =>
        new RegExp(source).test((row.textContent ?? '').replace(/\u00a0/g, ' ').trimEnd()),
      ),
    pattern.source,
    { timeout },
  );
  const lines = (await terminalText(page)).split('\n').filter((line) => pattern.test(line));
  return (lines.at(-1) ?? '').match(pattern) as RegExpMatchArray;
}

/** Types a command into the terminal, as a person does, and presses Enter. */
export async function runInTerminal(page: Page, command: string): Promise<void> {
  await page.locator('.xterm-helper-textarea').focus();
  await page.keyboard.type(command);
  await page.keyboard.press('Enter');
}

/** Waits until a connect page's bar says the session is open. */
export async function waitConnected(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('header.connect-bar output')?.textContent === 'Connected',
  );
}
