import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SshdPeer, startSshd } from '@netfleet/test-peers';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAxe, seriousViolations } from '../src/axe.js';
import { callApi, openConsole, signInAs } from '../src/consoleSession.js';
import { cspViolations, recordCspViolations } from '../src/cspViolations.js';
import { launchBrowser, type Stack, startStack } from '../src/index.js';

// The SFTP connect page against the real server and a real OpenSSH sshd: an admin creates an
// SFTP entry with the peer's key as its stored credential, opens it, trusts the host key, and
// in the peer's folder uploads 5 MB (the progress bar passes through several values), gets it
// back through the download link byte for byte, sees `bad:name.txt` refused before anything
// is sent, creates a folder, renames the file, and deletes the folder (Escape first keeps it).
// No serious axe finding, no CSP violation. An entry without stored credentials asks for them:
// a wrong password ends with the device's refusal, Reconnect and the pasted key get in.
// Disconnect ends the session on the server.

let stack: Stack;
let browser: Browser;
let sshd: SshdPeer;
let context: BrowserContext;
let page: Page;
let entryId: number;
let sessionId: number;
const scratch = mkdtempSync(join(tmpdir(), 'nf-e2e-sftp-'));

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  [stack, browser, sshd] = await Promise.all([startStack({ deviceCount: 20 }), launchBrowser(), startSshd()]);
  ({ context, page } = await openConsole(browser, stack, { viewport: { width: 1280, height: 900 } }));
  await recordCspViolations(context);
  await signInAs(page, 'admin@netfleet.test');
  const devices = await callApi<{ data: { id: number }[] }>(page, 'GET', '/api/devices?limit=1&fields=id');
  const device = devices.body.data[0];
  if (!device) throw new Error('the demo fleet has no device');
  const created = await callApi<{ data: { id: number } }>(page, 'POST', '/api/devices/remote-access', {
    device_id: device.id,
    name: 'Peer files',
    protocol: 'sftp',
    destination: sshd.host,
    port: sshd.port,
    username: sshd.username,
    private_key: sshd.privateKey,
  });
  expect(created.status).toBe(201);
  entryId = created.body.data.id;
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
  await sshd?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const table = () => page.getByRole('table', { name: `Files in ${sshd.home}` });
const row = (name: string) => table().locator(`tr[data-entry="${name}"]`);
const uploadRow = (name: string) => page.locator(`li[data-upload="${name}"]`);

/** Chooses files through the Upload button's file picker, as a person does. */
async function chooseFiles(paths: string[]): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Upload files' }).click(),
  ]);
  await chooser.setFiles(paths);
}

describe('the SFTP file browser', () => {
  it('opens the entry after the host key is trusted, in the folder the address names', async () => {
    await page.goto(`/rms-connect/sftp?id=${entryId}#${encodeURI(sshd.home)}`);
    await page.getByRole('heading', { name: 'Trust this host key?' }).waitFor();
    await expect(
      page.getByRole('alertdialog', { name: 'Trust this host key?' }).textContent(),
    ).resolves.toContain(sshd.hostKeySha256);
    await page.getByRole('button', { name: 'Trust and connect' }).click();
    await table().waitFor();
    await page.getByText('This folder is empty').waitFor();
    await expect(page.getByRole('status').filter({ hasText: 'Connected' }).count()).resolves.toBe(1);
    // The breadcrumb's last step is the folder itself.
    const here = page.getByRole('navigation', { name: 'Folder path' }).locator('[aria-current="location"]');
    await expect(here.textContent()).resolves.toBe(sshd.home.split('/').pop());
    const sessions = await callApi<{ data: { id: number; access_id: number; ended_at: string | null }[] }>(
      page,
      'GET',
      '/api/remote/sessions',
    );
    const open = sessions.body.data.find((session) => session.access_id === entryId && !session.ended_at);
    if (!open) throw new Error('no open session of the entry');
    sessionId = open.id;
  });

  it('uploads 5 MB with a moving progress bar and downloads the same bytes back', async () => {
    const bytes = randomBytes(5 * 1024 * 1024);
    const source = join(scratch, 'five.bin');
    writeFileSync(source, bytes);
    // Slow the browser's uploads down (DevTools throttling) so the bar has time to move.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 2 * 1024 * 1024,
    });
    // Every value the bar shows, read in the page as it paints.
    await page.evaluate(() => {
      const seen = new Set<number>();
      (window as unknown as { barValues: Set<number> }).barValues = seen;
      const read = () => {
        const bar = document.querySelector<HTMLProgressElement>('li[data-upload="five.bin"] progress');
        if (bar) seen.add(bar.value);
        requestAnimationFrame(read);
      };
      read();
    });
    await chooseFiles([source]);
    const bar = page.getByRole('progressbar', { name: 'Uploading five.bin' });
    await bar.waitFor();
    await uploadRow('five.bin').getByText('Uploaded').waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const values = await page.evaluate(() => [
      ...(window as unknown as { barValues: Set<number> }).barValues,
    ]);
    expect(values.filter((value) => value > 0 && value < 100).length).toBeGreaterThanOrEqual(3);
    expect(sha256(readFileSync(join(sshd.home, 'five.bin')))).toBe(sha256(bytes));
    // The list refreshed: the file is there with its size.
    await expect(row('five.bin').locator('.sftp-row__size').textContent()).resolves.toBe('5 MB');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row('five.bin').getByRole('link', { name: 'Download five.bin' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('five.bin');
    const saved = await download.path();
    expect(sha256(readFileSync(saved))).toBe(sha256(bytes));
  });

  it('refuses a forbidden name before sending a byte', async () => {
    const source = join(scratch, 'bad:name.txt');
    writeFileSync(source, 'never sent');
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sftp/upload')) uploads.push(request.url());
    });
    await chooseFiles([source]);
    await expect(uploadRow('bad:name.txt').textContent()).resolves.toContain(
      'File name contains forbidden symbols',
    );
    await page.waitForTimeout(300);
    expect(uploads).toEqual([]);
    expect(readdirSync(sshd.home).filter((name) => name.includes('bad'))).toEqual([]);
  });

  it('creates a folder, refusing a bad name first', async () => {
    await page.getByRole('button', { name: 'New folder' }).click();
    const name = page.getByLabel('Folder name');
    await name.fill('a/b');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('alert').filter({ hasText: 'File name contains forbidden symbols' }).waitFor();
    await name.fill('logs');
    await name.press('Enter');
    await row('logs').waitFor();
    expect(statSync(join(sshd.home, 'logs')).isDirectory()).toBe(true);
    // Folders come first.
    await expect(table().locator('tbody tr').first().getAttribute('data-entry')).resolves.toBe('logs');
  });

  it('renames a file inline', async () => {
    await row('five.bin').getByRole('button', { name: 'Rename five.bin' }).click();
    const name = page.getByLabel('New name for five.bin');
    await name.fill('renamed.bin');
    await name.press('Enter');
    await row('renamed.bin').waitFor();
    expect(existsSync(join(sshd.home, 'renamed.bin'))).toBe(true);
    expect(existsSync(join(sshd.home, 'five.bin'))).toBe(false);
  });

  it('uploads a file dropped onto the list', async () => {
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['dropped bytes'], 'dropped.txt', { type: 'text/plain' }));
      return transfer;
    });
    const zone = page.getByTestId('sftp-drop');
    await zone.dispatchEvent('dragover', { dataTransfer });
    await page.getByText(`Drop files here to upload them to ${sshd.home}`).waitFor();
    await zone.dispatchEvent('drop', { dataTransfer });
    await row('dropped.txt').waitFor();
    expect(readFileSync(join(sshd.home, 'dropped.txt'), 'utf8')).toBe('dropped bytes');
  });

  it('opens a folder by keyboard and comes back up by the breadcrumb', async () => {
    writeFileSync(join(sshd.home, 'logs', 'inner.txt'), 'inside');
    await row('logs').getByRole('button', { name: 'Open folder logs' }).focus();
    await page.keyboard.press('Enter');
    const inside = page.getByRole('table', { name: `Files in ${sshd.home}/logs` });
    await inside.locator('tr[data-entry="inner.txt"]').waitFor();
    await page
      .getByRole('navigation', { name: 'Folder path' })
      .getByRole('button', { name: sshd.home.split('/').pop() })
      .click();
    await row('logs').waitFor();
  });

  it('deletes a folder with all it holds after asking; Escape keeps it', async () => {
    const question = 'Delete folder logs and everything in it?';
    await row('logs').getByRole('button', { name: 'Delete logs' }).click();
    const dialog = page.getByRole('dialog', { name: question });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(existsSync(join(sshd.home, 'logs', 'inner.txt'))).toBe(true);

    await row('logs').getByRole('button', { name: 'Delete logs' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await row('logs').waitFor({ state: 'detached' });
    expect(existsSync(join(sshd.home, 'logs'))).toBe(false);
  });

  it('has no serious accessibility problem and broke no CSP rule', async () => {
    await page.getByRole('button', { name: 'New folder' }).click();
    expect(seriousViolations(await runAxe(page))).toEqual([]);
    await page.getByLabel('Folder name').press('Escape');
    expect(await cspViolations(page)).toEqual([]);
  });

  it('signs in with typed credentials when the entry stores none; a wrong password ends with the refusal', async () => {
    const devices = await callApi<{ data: { id: number }[] }>(page, 'GET', '/api/devices?limit=1&fields=id');
    const created = await callApi<{ data: { id: number } }>(page, 'POST', '/api/devices/remote-access', {
      device_id: devices.body.data[0]?.id,
      name: 'Peer files, typed key',
      protocol: 'sftp',
      destination: sshd.host,
      port: sshd.port,
      username: sshd.username,
    });
    expect(created.status).toBe(201);
    const other = await context.newPage();
    try {
      await other.goto(`/rms-connect/sftp?id=${created.body.data.id}#${encodeURI(sshd.home)}`);
      await other.getByRole('heading', { name: `Sign in to ${sshd.host}:${sshd.port}` }).waitFor();
      await expect(other.getByLabel('User name').inputValue()).resolves.toBe(sshd.username);
      await other.locator('input[type=password]').fill('not the password');
      await other.getByRole('button', { name: 'Connect', exact: true }).click();
      await other.getByRole('button', { name: 'Trust and connect' }).click();
      await other.getByText('The device refused the user name or password.').waitFor();

      await other.getByRole('button', { name: 'Reconnect' }).click();
      await other.getByRole('radio', { name: 'Private key' }).check();
      await other.locator('textarea[name=private_key]').fill(sshd.privateKey);
      await other.getByRole('button', { name: 'Connect', exact: true }).click();
      // The host key was remembered on the first try: no question this time.
      await other.getByRole('table', { name: `Files in ${sshd.home}` }).waitFor();
      await other.locator('tr[data-entry="renamed.bin"]').waitFor();
    } finally {
      await other.close();
    }
  });

  it('ends the session on Disconnect', async () => {
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText('The session was closed.').waitFor();
    await expect
      .poll(
        async () => (await callApi(page, 'GET', `/api/remote/sessions/${sessionId}/sftp/list?path=/`)).status,
      )
      .toBe(404);
  });
});
