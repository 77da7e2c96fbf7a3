import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cspViolations, recordCspViolations } from '../src/cspViolations.js';
import { launchBrowser } from '../src/launchBrowser.js';
import { STRICT_CSP, type StaticServer, serveStatic } from '../src/serveStatic.js';

const here = dirname(fileURLToPath(import.meta.url));
/** The gallery as `pnpm --filter @netfleet/modals build` (or `build:gallery`) leaves it. */
const GALLERY_DIST = resolve(here, '../../../packages/modals/gallery/dist');
const VIEWPORT = { width: 1280, height: 720 };
const MINIMIZE_LIMIT = 'You can not minimize more than 5 windows.';
const LOCK_CLASS = 'nf-modal-scroll-lock';

let server: StaticServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const consoleErrors: string[] = [];

beforeAll(async () => {
  if (!existsSync(resolve(GALLERY_DIST, 'index.html'))) {
    throw new Error(`The modals gallery is not built (${GALLERY_DIST}); run the modals build first.`);
  }
  [server, browser] = await Promise.all([serveStatic(GALLERY_DIST), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  consoleErrors.length = 0;
  // A context per test: fresh localStorage ("Do not show again") and a fresh page.
  context = await browser.newContext({ baseURL: server.baseUrl, colorScheme: 'light', viewport: VIEWPORT });
  await recordCspViolations(context);
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.goto('/');
  await page.getByRole('heading', { name: 'Netfleet modals gallery' }).waitFor();
});

afterEach(async () => {
  // Whatever a test did, nothing needed a CSP exception and nothing failed in the page.
  expect(await cspViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

const dialog = (name: string) => page.getByRole('dialog', { name, exact: true });
const button = (name: string, scope: Page | Locator = page) =>
  scope.getByRole('button', { name, exact: true });
const tray = () => page.getByRole('region', { name: 'Minimized windows' });
const modalState = (name: 'open' | 'minimized' | 'main' | 'locked') =>
  page.getByTestId('modal-state').getAttribute(`data-${name}`);
const promptResult = () => page.getByTestId('prompt-result').textContent();

/** Lets React commit whatever a key or click started (two animation frames). */
const settle = () =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** A short description of the focused element: its aria-label, label, or text. */
const focused = () =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active) return 'none';
    const labelled = active as HTMLElement & { labels?: NodeListOf<HTMLLabelElement> };
    return (
      active.getAttribute('aria-label') ??
      labelled.labels?.[0]?.textContent ??
      (active.textContent?.trim() || active.tagName.toLowerCase())
    );
  });

const focusInside = (locator: Locator) =>
  locator.evaluate((element) => element.contains(document.activeElement));
const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

const scrollLock = () =>
  page.evaluate(
    (lockClass) => ({
      locked: document.documentElement.classList.contains(lockClass),
      overflow: getComputedStyle(document.documentElement).overflowY,
      scrollY: Math.round(window.scrollY),
    }),
    LOCK_CLASS,
  );

/** A real wheel turn over the middle of the page: what the lock must stop. */
async function wheel(deltaY: number) {
  await page.mouse.move(VIEWPORT.width / 2, VIEWPORT.height / 2);
  await page.mouse.wheel(0, deltaY);
  await page.waitForTimeout(100);
  // A wheel scroll may be animated: wait until the page stands still.
  let last = -1;
  for (let round = 0; round < 20; round += 1) {
    await settle();
    const now = await page.evaluate(() => window.scrollY);
    if (now === last) return;
    last = now;
  }
}

async function openAddTag() {
  await button('Add tag').click();
  const modal = dialog('Add tag');
  await modal.waitFor();
  return modal;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no bounding box');
  return box;
}

describe('modals gallery under the strict CSP', () => {
  it('is served with the CSP header, scrolls, and has no modal open', async () => {
    const response = await page.reload();
    expect(response?.headers()['content-security-policy']).toBe(STRICT_CSP);
    for (const name of ['Windows', 'Prompts', 'Fleet']) {
      await expect(page.getByRole('heading', { name, exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await expect(
      page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 500),
    ).resolves.toBe(true);
    await expect(scrollLock()).resolves.toMatchObject({ locked: false, overflow: 'visible' });
  });
});

describe('focus and Esc', () => {
  it('traps Tab and Shift+Tab in the main modal and returns focus to the opener on close', async () => {
    const opener = button('Add tag');
    const modal = await openAddTag();
    await expect(modal.getAttribute('aria-modal')).resolves.toBe('true');
    // Focus moves to the first field of the body.
    await expect(focused()).resolves.toBe('Company');

    const forward: string[] = [];
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside(modal)).toBe(true);
      forward.push(await focused());
    }
    expect(forward).toEqual([
      'Name',
      'Description',
      'Color',
      'Cancel',
      'Add tag',
      // Wraps from the last control of the body to the first of the header.
      'Help (opens in a new tab)',
      'Move window (arrow keys)',
      'Minimize',
      'Full screen',
      'Close',
      'Company',
      'Name',
    ]);

    const backward: string[] = [];
    for (let step = 0; step < 9; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(modal)).toBe(true);
      backward.push(await focused());
    }
    expect(backward).toEqual([
      'Company',
      'Close',
      'Full screen',
      'Minimize',
      'Move window (arrow keys)',
      'Help (opens in a new tab)',
      // Wraps from the first control to the last.
      'Add tag',
      'Cancel',
      'Color',
    ]);

    await button('Close', modal).click();
    await modal.waitFor({ state: 'detached' });
    await expect(hasFocus(opener)).resolves.toBe(true);

    // Esc closes the main modal, and focus goes back to the opener again.
    await opener.press('Enter');
    await dialog('Add tag').waitFor();
    await page.keyboard.press('Escape');
    await dialog('Add tag').waitFor({ state: 'detached' });
    await expect(hasFocus(opener)).resolves.toBe(true);
    await expect(modalState('open')).resolves.toBe('0');
  });

  it('does not close on Esc with hidden header controls, for the e-mail prompt, or in guide mode', async () => {
    // Hidden header controls: no window controls, Esc refused, its own button closes it.
    await button('Terms and conditions').click();
    const terms = dialog('Terms and conditions');
    await terms.waitFor();
    await expect(terms.getByRole('button', { name: /^(Close|Minimize|Move window)/ }).count()).resolves.toBe(
      0,
    );
    await page.keyboard.press('Escape');
    await settle();
    await expect(terms.isVisible()).resolves.toBe(true);
    await button('I agree', terms).click();
    await terms.waitFor({ state: 'detached' });

    // The e-mail code prompt (id emailPrompt): Esc refused, Cancel closes it.
    await button('E-mail code').click();
    const email = dialog('Enter authentication code');
    await email.waitFor();
    await expect(
      email.getByText(/The verification code has been sent to admin@example.com/).isVisible(),
    ).resolves.toBe(true);
    await expect(focused()).resolves.toBe('Code');
    await page.keyboard.press('Escape');
    await settle();
    await expect(email.isVisible()).resolves.toBe(true);
    await expect(email.getAttribute('data-modal-id')).resolves.toBe('emailPrompt');
    await button('Cancel', email).click();
    await email.waitFor({ state: 'detached' });
    await expect(promptResult()).resolves.toBe('E-mail code: {"confirmed":false}');

    // Guide mode: neither Esc nor the close button closes it; the tour itself does.
    await button('Guided tour').click();
    const guide = dialog('Guided tour');
    await guide.waitFor();
    await page.keyboard.press('Escape');
    await button('Close', guide).click();
    await settle();
    await expect(guide.isVisible()).resolves.toBe(true);
    await button('Finish tour', guide).click();
    await guide.waitFor({ state: 'detached' });
    await expect(modalState('open')).resolves.toBe('0');
  });
});

describe('minimize and restore', () => {
  it('minimizes 5 windows, refuses the 6th with the message, and restores from the tray', async () => {
    for (let index = 1; index <= 5; index += 1) {
      await button('Open another window').click();
      const window = dialog(`Window ${index}`);
      await window.waitFor();
      if (index === 1) await window.getByLabel('Notes').fill('kept while minimized');
      await button('Minimize', window).click();
      await window.waitFor({ state: 'hidden' });
      // With every modal minimized the page is usable again.
      await expect(modalState('locked')).resolves.toBe('false');
    }
    await expect(tray().getByRole('button').count()).resolves.toBe(5);

    await button('Open another window').click();
    const sixth = dialog('Window 6');
    await sixth.waitFor();
    await button('Minimize', sixth).click();
    const message = page.getByText(MINIMIZE_LIMIT, { exact: true });
    await message.waitFor();
    await expect(message.isVisible()).resolves.toBe(true);
    await expect(sixth.isVisible()).resolves.toBe(true);
    await expect(sixth.getAttribute('aria-modal')).resolves.toBe('true');
    await expect(modalState('minimized')).resolves.toBe('5');
    await expect(tray().getByRole('button').count()).resolves.toBe(5);

    // Restore from the tray: the window comes back as the main one, with what was typed in it.
    await button('Restore Window 1', tray()).click();
    const first = dialog('Window 1');
    await first.waitFor();
    await expect(first.getAttribute('aria-modal')).resolves.toBe('true');
    await expect(sixth.getAttribute('aria-modal')).resolves.toBe(null);
    await expect(first.getByLabel('Notes').inputValue()).resolves.toBe('kept while minimized');
    await expect(modalState('main')).resolves.toBe('note-1');
    await expect(modalState('minimized')).resolves.toBe('4');
    await expect(tray().getByRole('button').count()).resolves.toBe(4);
    await expect(focusInside(first)).resolves.toBe(true);
  });
});

describe('drag', () => {
  it('moves the window by its header and keeps it inside the viewport', async () => {
    const modal = await openAddTag();
    const start = await boxOf(modal);
    const title = await boxOf(modal.getByRole('heading', { name: 'Add tag' }));
    const grab = { x: title.x + 5, y: title.y + title.height / 2 };

    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    await page.mouse.move(grab.x + 150, grab.y + 60, { steps: 5 });
    await page.mouse.up();
    const moved = await boxOf(modal);
    expect(Math.abs(moved.x - (start.x + 150))).toBeLessThanOrEqual(1);
    expect(Math.abs(moved.y - (start.y + 60))).toBeLessThanOrEqual(1);
    expect(Math.round(moved.width)).toBe(Math.round(start.width));

    // Dragged towards the bottom-right corner: it stops at the edges.
    const header = await boxOf(modal.getByRole('heading', { name: 'Add tag' }));
    await page.mouse.move(header.x + 5, header.y + header.height / 2);
    await page.mouse.down();
    await page.mouse.move(VIEWPORT.width - 1, VIEWPORT.height - 1, { steps: 5 });
    await page.mouse.up();
    const corner = await boxOf(modal);
    expect(corner.x + corner.width).toBeLessThanOrEqual(VIEWPORT.width + 0.5);
    expect(corner.y + corner.height).toBeLessThanOrEqual(VIEWPORT.height + 0.5);
    expect(corner.x + corner.width).toBeGreaterThan(VIEWPORT.width - 2);
    expect(corner.y + corner.height).toBeGreaterThan(VIEWPORT.height - 2);

    // And towards the top-left corner.
    const again = await boxOf(modal.getByRole('heading', { name: 'Add tag' }));
    await page.mouse.move(again.x + 5, again.y + again.height / 2);
    await page.mouse.down();
    await page.mouse.move(1, 1, { steps: 5 });
    await page.mouse.up();
    const topLeft = await boxOf(modal);
    expect(Math.round(topLeft.x)).toBe(0);
    expect(Math.round(topLeft.y)).toBe(0);

    // The keyboard alternative: arrow keys on the move handle.
    await button('Move window (arrow keys)', modal).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    const keyed = await boxOf(modal);
    expect(Math.round(keyed.x)).toBe(10);
    expect(Math.round(keyed.y)).toBe(50);
  });
});

describe('page scroll lock', () => {
  it('locks the page while a modal is open and frees it when all are minimized or closed', async () => {
    const modal = await openAddTag();
    await expect(scrollLock()).resolves.toEqual({ locked: true, overflow: 'hidden', scrollY: 0 });
    // The backdrop covers the page.
    await expect(page.locator('.nf-modal-backdrop').count()).resolves.toBe(1);
    await wheel(600);
    await page.keyboard.press('PageDown');
    await settle();
    await expect(scrollLock()).resolves.toMatchObject({ locked: true, scrollY: 0 });

    // Minimized: the page scrolls again.
    await button('Minimize', modal).click();
    await expect(scrollLock()).resolves.toMatchObject({ locked: false, overflow: 'visible' });
    await expect(page.locator('.nf-modal-backdrop').count()).resolves.toBe(0);
    await wheel(400);
    const scrolled = (await scrollLock()).scrollY;
    expect(scrolled).toBeGreaterThan(0);

    // Restored: locked again, where the page was.
    await button('Restore Add tag', tray()).click();
    await modal.waitFor();
    await expect(scrollLock()).resolves.toEqual({ locked: true, overflow: 'hidden', scrollY: scrolled });
    await wheel(400);
    await expect(scrollLock()).resolves.toMatchObject({ scrollY: scrolled });

    // Closed: free again (focus went back to the opener, which may have scrolled it into view).
    await button('Close', modal).click();
    await modal.waitFor({ state: 'detached' });
    const closed = await scrollLock();
    expect(closed).toMatchObject({ locked: false, overflow: 'visible' });
    await wheel(300);
    expect((await scrollLock()).scrollY).toBeGreaterThan(closed.scrollY);
  });
});

describe('prompts', () => {
  it('keeps Confirm disabled until the required input is filled; buttons default to Confirm and Cancel', async () => {
    await button('Rename device').click();
    const prompt = dialog('Rename device');
    await prompt.waitFor();
    await expect(
      prompt.getByRole('button', { name: /^(Confirm|Cancel)$/ }).allTextContents(),
    ).resolves.toEqual(['Cancel', 'Confirm']);
    const confirm = button('Confirm', prompt);
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await expect(focused()).resolves.toBe('Name');
    await prompt.getByLabel('Name').fill('   ');
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await prompt.getByLabel('Name').fill('Core router');
    await expect(confirm.isEnabled()).resolves.toBe(true);
    await confirm.click();
    await prompt.waitFor({ state: 'detached' });
    await expect(promptResult()).resolves.toBe('Rename device: {"confirmed":true,"value":"Core router"}');
  });

  it('keeps Confirm disabled until the required select box has a choice', async () => {
    await button('Move devices').click();
    const prompt = dialog('Move devices');
    await prompt.waitFor();
    const move = button('Move', prompt);
    await expect(move.isDisabled()).resolves.toBe(true);
    const select = prompt.getByLabel('Target company');
    await select.selectOption('Northwind Transport');
    await expect(move.isEnabled()).resolves.toBe(true);
    await select.selectOption('');
    await expect(move.isDisabled()).resolves.toBe(true);
    await select.selectOption('Acme Networks');
    await move.click();
    await prompt.waitFor({ state: 'detached' });
    await expect(promptResult()).resolves.toBe(
      'Move devices: {"confirmed":true,"selection":["Acme Networks"]}',
    );
  });

  it('skips a prompt confirmed with "Do not show again", also after a reload, until asked again', async () => {
    const open = async () => {
      await button('Reboot devices').click();
      const prompt = dialog('Reboot devices');
      await prompt.waitFor();
      return prompt;
    };
    // Checked but cancelled: nothing is saved.
    let prompt = await open();
    await prompt.getByRole('checkbox', { name: 'Do not show again' }).check();
    await button('Cancel', prompt).click();
    await prompt.waitFor({ state: 'detached' });
    await expect(promptResult()).resolves.toBe('Reboot devices: {"confirmed":false}');

    prompt = await open();
    await prompt.getByRole('checkbox', { name: 'Do not show again' }).check();
    await button('Reboot', prompt).click();
    await prompt.waitFor({ state: 'detached' });
    await expect(promptResult()).resolves.toBe('Reboot devices: {"confirmed":true}');

    await page.reload();
    await button('Reboot devices').click();
    await page.getByTestId('prompt-result').getByText('skipped').waitFor();
    await expect(promptResult()).resolves.toBe('Reboot devices: {"confirmed":true,"skipped":true}');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    await button('Ask about reboots again').click();
    await page.getByTestId('prompt-result').getByText('shown again').waitFor();
    prompt = await open();
    await expect(prompt.getByRole('checkbox', { name: 'Do not show again' }).isChecked()).resolves.toBe(
      false,
    );
    await button('Cancel', prompt).click();
    await prompt.waitFor({ state: 'detached' });
  });

  it('shows the apply-config and monitoring-templates-remove prompt contents', async () => {
    await button('Apply configuration').click();
    const apply = dialog('Apply configuration');
    await apply.waitFor();
    for (const text of [
      'Apply this configuration to the selected devices?',
      'Configuration: Office LAN',
      '3 devices selected.',
    ]) {
      await expect(apply.getByText(text, { exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(apply.getByText(/Devices may restart while it is applied/).isVisible()).resolves.toBe(true);
    await expect(button('Cancel', apply).isVisible()).resolves.toBe(true);
    await button('Apply', apply).click();
    await apply.waitFor({ state: 'detached' });
    await expect(promptResult()).resolves.toBe('Apply configuration: {"confirmed":true}');

    await button('Remove monitoring templates').click();
    const remove = dialog('Remove monitoring templates');
    await remove.waitFor();
    await expect(remove.getByText('Remove the selected monitoring templates?').isVisible()).resolves.toBe(
      true,
    );
    const items = await remove.getByRole('listitem').allTextContents();
    expect(items).toHaveLength(11);
    expect(items.slice(0, 2)).toEqual(['Template 1', 'Template 2']);
    expect(items.at(-1)).toBe('and 2 more');
    await expect(remove.getByText(/This cannot be undone/).isVisible()).resolves.toBe(true);
    await expect(button('Remove', remove).isVisible()).resolves.toBe(true);
    await button('Cancel', remove).click();
    await remove.waitFor({ state: 'detached' });
    await expect(promptResult()).resolves.toBe('Remove monitoring templates: {"confirmed":false}');
  });
});

describe('window header', () => {
  it('toggles fullscreen only where allowed and opens help in a new tab', async () => {
    const modal = await openAddTag();
    const help = modal.getByRole('link', { name: 'Help (opens in a new tab)' });
    await expect(help.getAttribute('href')).resolves.toBe('https://wiki.netfleet.example/tags');
    await expect(help.getAttribute('target')).resolves.toBe('_blank');
    await expect(help.getAttribute('rel')).resolves.toContain('noopener');

    const normal = await boxOf(modal);
    await button('Full screen', modal).click();
    await button('Exit full screen', modal).waitFor();
    expect(await boxOf(modal)).toEqual({ x: 0, y: 0, width: VIEWPORT.width, height: VIEWPORT.height });
    // No dragging in fullscreen: the move handle is gone.
    await expect(button('Move window (arrow keys)', modal).count()).resolves.toBe(0);
    await button('Exit full screen', modal).click();
    await button('Full screen', modal).waitFor();
    expect(await boxOf(modal)).toEqual(normal);
    await button('Close', modal).click();
    await modal.waitFor({ state: 'detached' });

    await button('Device info').click();
    const info = dialog('Device info');
    await info.waitFor();
    await expect(info.getByRole('button', { name: /full screen/i }).count()).resolves.toBe(0);
    await expect(button('Minimize', info).isVisible()).resolves.toBe(true);
    await expect(button('Close', info).first().isVisible()).resolves.toBe(true);
  });
});
