import { type SshdPeer, startSshd, startTelnetd, type TelnetdPeer } from '@netfleet/test-peers';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, openConsole, signInAs } from '../src/consoleSession.js';
import { cspViolations, recordCspViolations } from '../src/cspViolations.js';
import { launchBrowser, type Stack, startStack } from '../src/index.js';
import { createRemoteAccessEntry } from '../src/remoteAccessEntries.js';
import { runInTerminal, waitConnected, waitForLine } from '../src/terminalPage.js';

// Remote access as an operator does it, end to end against the real server and real peers
// (Debian's sshd and telnetd): from a device in the devices list to its Access tab, Connect
// over SSH (trust the host key, `echo $((6*7))` → 42), the same over telnet, the SSH entry's
// files in the SFTP browser; then the access history lists the three sessions and plays the
// SSH one back with its 42. The other browser tests take each connect page apart.

let stack: Stack;
let browser: Browser;
let sshd: SshdPeer;
let telnetd: TelnetdPeer;
let context: BrowserContext;
let consolePage: Page;
let device: { id: number; name: string };

beforeAll(async () => {
  [stack, browser, sshd, telnetd] = await Promise.all([
    startStack({ deviceCount: 20 }),
    launchBrowser(),
    startSshd(),
    startTelnetd(),
  ]);
  const opened = await openConsole(browser, stack);
  context = opened.context;
  consolePage = opened.page;
  await recordCspViolations(context);
  await signInAs(consolePage, 'admin@netfleet.test');
  const first = await callApi<{ data: { id: number; name: string }[] }>(
    consolePage,
    'GET',
    '/api/devices?limit=1&sort=name&fields=id,name',
  );
  const found = first.body.data[0];
  if (!found) throw new Error('admin@ sees no device');
  device = found;
  await createRemoteAccessEntry(consolePage, {
    device_id: device.id,
    name: 'Journey SSH',
    protocol: 'ssh',
    port: sshd.port,
    username: sshd.username,
    private_key: sshd.privateKey,
  });
  await createRemoteAccessEntry(consolePage, {
    device_id: device.id,
    name: 'Journey Telnet',
    protocol: 'telnet',
    port: telnetd.port,
  });
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([sshd?.stop(), telnetd?.stop()]);
  await stack?.close();
});

/** The Access tab of the device, reached from its row in the devices list. */
async function openAccessTab(): Promise<void> {
  await consolePage.goto(`/management/devices?q=${encodeURIComponent(device.name)}`);
  await consolePage.getByRole('grid').getByRole('link', { name: device.name, exact: true }).first().click();
  await consolePage.waitForURL((url) => url.pathname.startsWith(`/devices/${device.id}`));
  await consolePage
    .getByRole('navigation', { name: 'Device sections' })
    .getByRole('link', { name: 'Access' })
    .click();
  await consolePage.waitForURL((url) => url.pathname === `/devices/${device.id}/access`);
}

/** Clicks an action of an entry's row; resolves with the connect page it opens in a new tab. */
async function openFromRow(entry: string, action: 'Connect' | 'Files'): Promise<Page> {
  const opened = context.waitForEvent('page');
  await consolePage
    .getByRole('group', { name: `Actions for ${entry}` })
    .getByRole('button', { name: action })
    .click();
  const page = await opened;
  // The tab opens blank in the click and goes on to the connect page once the key is there.
  await page.waitForURL((url) => url.pathname.startsWith('/rms-connect/'));
  return page;
}

async function disconnect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await page.getByText('The session was closed.').waitFor();
  await page.close();
}

describe('remote access from a device’s row', () => {
  it('connects over SSH, trusts the host key and reads 42', async () => {
    await openAccessTab();
    const page = await openFromRow('Journey SSH', 'Connect');
    // Connect opened the SSH page with a one-time key: no session of the console was needed.
    expect(new URL(page.url()).pathname).toBe('/rms-connect/ssh');
    expect(new URL(page.url()).searchParams.get('key')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const question = page.getByRole('alertdialog', { name: 'Trust this host key?' });
    await question.waitFor();
    expect(await question.textContent()).toContain(sshd.hostKeySha256);
    await question.getByRole('button', { name: 'Trust and connect' }).click();
    await waitConnected(page);
    await runInTerminal(page, 'echo $((6*7))');
    await waitForLine(page, /^42$/);
    await disconnect(page);
  });

  it('connects over telnet and reads 42', async () => {
    await openAccessTab();
    const page = await openFromRow('Journey Telnet', 'Connect');
    expect(new URL(page.url()).pathname).toBe('/rms-connect/telnet');
    await waitConnected(page);
    await runInTerminal(page, 'echo $((6*7))');
    await waitForLine(page, /^42$/);
    await disconnect(page);
  });

  it('opens the SSH entry’s files with the host key remembered', async () => {
    await openAccessTab();
    const page = await openFromRow('Journey SSH', 'Files');
    expect(new URL(page.url()).pathname).toBe('/rms-connect/sftp');
    await waitConnected(page);
    // No question this time: the key trusted in the first test is the entry's now.
    expect(await page.getByRole('alertdialog', { name: 'Trust this host key?' }).count()).toBe(0);
    await page.getByRole('table').waitFor();
    await disconnect(page);
  });
});

describe('the access history', () => {
  it('lists the three sessions and plays the SSH one back', async () => {
    await consolePage.goto(`/access-history?device_id=${device.id}`);
    const rows = consolePage.getByRole('row').filter({ hasText: 'Journey' });
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(3);
    // Two of them are terminal sessions, recorded: the SSH shell and the telnet one (not the files).
    const play = consolePage.getByRole('button', { name: /^Play the session of admin@netfleet\.test/ });
    const recorded = rows.filter({ has: play });
    expect(await recorded.count()).toBe(2);
    expect(await rows.filter({ hasText: 'Journey Telnet' }).count()).toBe(1);
    expect(await rows.filter({ hasText: 'Journey SSH' }).count()).toBe(2);
    await recorded.filter({ hasText: 'Journey SSH' }).getByRole('button', { name: /^Play/ }).click();
    const player = consolePage.getByRole('dialog', { name: /Journey SSH/ });
    await player.waitFor();
    // The player's screen (asciinema-player draws one element per terminal line) shows the 42.
    const lines = () =>
      player
        .locator('.ap-line')
        .evaluateAll((rows) => rows.map((row) => (row.textContent ?? '').replace(/\u00a0/g, ' ').trim()));
    await expect.poll(lines, { timeout: 15_000 }).toContain('42');
    expect(await cspViolations(consolePage)).toEqual([]);
  });
});
