import type { Page } from 'playwright-core';

/** The accessible names of the buttons in the page's main content (what a guest may press). */
export function mainButtons(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim()),
    );
}
