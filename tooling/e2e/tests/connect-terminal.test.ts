import { type SshdPeer, startSshd, startTelnetd, type TelnetdPeer } from '@netfleet/test-peers';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runAxe, seriousViolations } from '../src/axe.js';
import { callApi, openConsole, signInAs } from '../src/consoleSession.js';
import { cspViolations, recordCspViolations } from '../src/cspViolations.js';
import { launchBrowser, type Stack, startStack } from '../src/index.js';
import { mintConnectPath } from '../src/remoteAccessEntries.js';
import {
  waitConnected as connected,
  runInTerminal as run,
  terminalText,
  waitForLine,
} from '../src/terminalPage.js';

// The terminal connect page against the real server and real peers (Debian's sshd and busybox
// telnetd): as an admin, open an SSH entry, trust its host key, run `echo $((6*7))` and read 42;
// the window's new size reaches the shell (`stty size`); `exit` shows that the device closed the
// connection, and Reconnect finds the host key remembered. The sign-in form: a wrong password
// is refused, a private key typed into it signs in. Telnet does the same through the page's own
// option negotiation (NAWS for the size). A one-time key opens the shell in a browser without
// a session. No page breaks the CSP (xterm.js's styles go through adopted style sheets), and
// axe finds nothing serious on the form, the host key question, the terminal or the end notice.

let stack: Stack;
let browser: Browser;
let sshd: SshdPeer;
let telnetd: TelnetdPeer;
let admin: Page;
let deviceId: number;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [stack, browser, sshd, telnetd] = await Promise.all([
    startStack({ deviceCount: 20 }),
    launchBrowser(),
    startSshd(),
    startTelnetd(),
  ]);
  // One signed-in admin creates the entries through the API; each test opens its own pages.
  const { context, page } = await openConsole(browser, stack);
  await recordCspViolations(context);
  // The page's Copy and Ctrl+Shift+V use the clipboard; the test reads and fills it.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, 'admin@netfleet.test');
  admin = page;
  const devices = await callApi<{ data: { id: number }[] }>(page, 'GET', '/api/devices?limit=1&fields=id');
  const first = devices.body.data[0];
  if (!first) throw new Error('admin@ sees no device');
  deviceId = first.id;
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([sshd?.stop(), telnetd?.stop()]);
  await stack?.close();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

let entries = 0;

/** A new remote access entry of the admin's first device, pointing at a test peer. */
async function createEntry(fields: Record<string, unknown>): Promise<number> {
  entries++;
  const answer = await callApi<{ data: { id: number } }>(admin, 'POST', '/api/devices/remote-access', {
    device_id: deviceId,
    name: `Terminal e2e ${entries}`,
    destination: '127.0.0.1',
    ...fields,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id;
}

/** The admin's browser, another tab: the console opens connect pages in a window of their own. */
async function openPage(path: string): Promise<Page> {
  const page = await admin.context().newPage();
  await page.goto(path);
  return page;
}

const status = (page: Page) => page.locator('header.connect-bar output');

const rowCount = (page: Page) => page.locator('.xterm-rows > div').count();

/** Checks the shell's idea of the window against the page's after the window shrinks. */
async function checkResize(page: Page): Promise<void> {
  await run(page, 'echo size:$(stty size)');
  const [, rowsBefore, colsBefore] = await waitForLine(page, /^size:(\d+) (\d+)$/);
  expect(Number(rowsBefore)).toBe(await rowCount(page));
  const before = await rowCount(page);
  await page.setViewportSize({ width: 800, height: 480 });
  await page.waitForFunction((rows) => document.querySelectorAll('.xterm-rows > div').length < rows, before);
  const after = await rowCount(page);
  await run(page, 'clear; echo resized:$(stty size)');
  const [, rows, cols] = await waitForLine(page, /^resized:(\d+) (\d+)$/);
  expect(Number(rows)).toBe(after);
  expect(Number(cols)).toBeLessThan(Number(colsBefore));
}

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/**
 * Copy: the bar's button copies the screen when nothing is selected; a double click selects
 * the word `42` and Ctrl+Shift+C copies it. Paste: Ctrl+Shift+V types the clipboard.
 */
async function checkCopyAndPaste(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: 'Copy the selected text (the whole screen when nothing is selected)' })
    .click();
  await expect.poll(() => readClipboard(page)).toMatch(/^42$/m);

  const rows = page.locator('.xterm-rows > div');
  const texts = await rows.allTextContents();
  const index = texts.findLastIndex((text) => text.replace(/\u00a0/g, ' ').trimEnd() === '42');
  const box = await rows.nth(index).boundingBox();
  if (!box) throw new Error('the row of 42 is not on the screen');
  await page.mouse.dblclick(box.x + 4, box.y + box.height / 2);
  await page.keyboard.press('Control+Shift+C');
  await expect.poll(() => readClipboard(page)).toBe('42');

  await page.evaluate(() => navigator.clipboard.writeText('echo pasted:$((6*7))'));
  await page.locator('.xterm-helper-textarea').focus();
  await page.keyboard.press('Control+Shift+V');
  await page.keyboard.press('Enter');
  await waitForLine(page, /^pasted:42$/);
}

async function trustHostKey(page: Page): Promise<void> {
  const question = page.getByRole('alertdialog', { name: 'Trust this host key?' });
  await question.waitFor();
  expect(seriousViolations(await runAxe(page))).toEqual([]);
  // The fingerprint shown is the peer's own, as ssh-keygen prints it.
  expect(await question.textContent()).toContain(sshd.hostKeySha256);
  await question.getByRole('button', { name: 'Trust and connect' }).click();
}

describe('the SSH terminal', () => {
  it('trusts the host key, answers 42, follows the window size and says when the device closes', async () => {
    const id = await createEntry({
      name: 'Router SSH',
      protocol: 'ssh',
      port: sshd.port,
      username: sshd.username,
      private_key: sshd.privateKey,
    });
    const page = await openPage(`/rms-connect/ssh?id=${id}`);
    await trustHostKey(page);
    await connected(page);
    // Focused once ready: typing goes straight to the shell.
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('xterm-helper-textarea');
    await page.keyboard.type('echo $((6*7))');
    await page.keyboard.press('Enter');
    await waitForLine(page, /^42$/);
    // Unfocused, the cursor stops its endless blink, which axe's wait for animations would wait out.
    await page.locator('.xterm-helper-textarea').blur();
    expect(seriousViolations(await runAxe(page))).toEqual([]);
    await checkCopyAndPaste(page);

    await checkResize(page);

    await run(page, 'exit');
    await page.getByText('The device closed the connection.').waitFor();
    expect(await status(page).textContent()).toBe('Disconnected');
    // The output stays to read.
    expect(await terminalText(page)).toMatch(/^resized:/m);

    // Reconnect: a new session; the host key is remembered now, so no question, and the bar says so.
    await page.getByRole('button', { name: 'Reconnect' }).click();
    await page.getByText(`Host key ${sshd.hostKeySha256.slice(0, 16)}…`).waitFor();
    await connected(page);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await run(page, 'echo again:$((6*7))');
    await waitForLine(page, /^again:42$/);
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText('The session was closed.').waitFor();
    expect(await cspViolations(page)).toEqual([]);
  });

  it('refuses a wrong password typed into the sign-in form', async () => {
    const id = await createEntry({ protocol: 'ssh', port: sshd.port, username: sshd.username });
    const page = await openPage(`/rms-connect/ssh?id=${id}`);
    const form = page.getByRole('form', { name: `Sign in to 127.0.0.1:${sshd.port}` });
    await form.waitFor();
    expect(await form.getByLabel('User name').inputValue()).toBe(sshd.username);
    expect(seriousViolations(await runAxe(page))).toEqual([]);
    await form.locator('input[type=password]').fill('not-the-password');
    await form.getByRole('button', { name: 'Connect' }).click();
    await trustHostKey(page);
    await page.getByText('The device refused the user name or password.').waitFor();
    expect(seriousViolations(await runAxe(page))).toEqual([]);
    expect(await status(page).textContent()).toBe('Disconnected');
  });

  it('signs in with a private key chosen from its file in the sign-in form', async () => {
    const id = await createEntry({ protocol: 'ssh', port: sshd.port, username: sshd.username });
    const page = await openPage(`/rms-connect/ssh?id=${id}`);
    const form = page.getByRole('form', { name: `Sign in to 127.0.0.1:${sshd.port}` });
    await form.getByRole('radio', { name: 'Private key' }).check();
    // The page's own button (in the page's language) opens the file chooser of the labelled input.
    const chooser = page.waitForEvent('filechooser');
    await form.getByText('Choose file', { exact: true }).click();
    await (await chooser).setFiles({
      name: 'id_ed25519',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(sshd.privateKey),
    });
    await form.getByText('Key read from id_ed25519.').waitFor();
    expect(await form.locator('textarea[name=private_key]').inputValue()).toBe(sshd.privateKey);
    // Hidden, the input is still the field's keyboard control: it takes the focus.
    await form.getByLabel('Key file').focus();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('file');
    await form.getByRole('button', { name: 'Connect' }).click();
    await trustHostKey(page);
    await connected(page);
    await run(page, 'echo key:$((6*7))');
    await waitForLine(page, /^key:42$/);
  });

  it('opens the shell from a one-time key in a browser without a session', async () => {
    const id = await createEntry({
      protocol: 'ssh',
      port: sshd.port,
      username: sshd.username,
      private_key: sshd.privateKey,
    });
    const path = await mintConnectPath(admin, id);
    expect(path).toMatch(/^\/rms-connect\/ssh\?key=[A-Za-z0-9_-]{43}$/);

    const context = await browser.newContext({
      baseURL: stack.baseUrl,
      viewport: { width: 1200, height: 700 },
    });
    contexts.push(context);
    await recordCspViolations(context);
    const page = await context.newPage();
    await page.goto(path);
    await trustHostKey(page);
    await connected(page);
    await run(page, 'echo link:$((6*7))');
    await waitForLine(page, /^link:42$/);
    expect(await cspViolations(page)).toEqual([]);
  });
});

describe('the telnet terminal', () => {
  it('answers 42, tells the shell the window size (NAWS) and says when the device closes', async () => {
    const id = await createEntry({ name: 'Router telnet', protocol: 'telnet', port: telnetd.port });
    const page = await openPage(`/rms-connect/telnet?id=${id}`);
    await connected(page);
    // Into the terminal's own input: typed at the page, the keys were lost whenever the
    // terminal had not taken the focus yet (CI, under load).
    await run(page, 'echo $((6*7))');
    await waitForLine(page, /^42$/);
    // The option bytes never reach the screen.
    expect(await terminalText(page)).not.toMatch(/[\u00fb-\u00ff]/);

    await checkResize(page);

    await run(page, 'exit');
    await page.getByText('The device closed the connection.').waitFor();
    expect(await cspViolations(page)).toEqual([]);
  });
});
