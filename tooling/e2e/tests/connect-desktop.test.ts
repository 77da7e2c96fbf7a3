import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, connect as tcpConnect } from 'node:net';
import { startVncServer, type VncPeer } from '@netfleet/test-peers';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runAxe, seriousViolations } from '../src/axe.js';
import { callApi, openConsole, signInAs } from '../src/consoleSession.js';
import { cspViolations, recordCspViolations } from '../src/cspViolations.js';
import { launchBrowser, type Stack, startStack } from '../src/index.js';
import { mintConnectPath } from '../src/remoteAccessEntries.js';

// The desktop connect page against the real server and a real VNC server (Xvfb + x11vnc from
// @netfleet/test-peers): as an admin, open a VNC entry and see the remote screen drawn by noVNC
// (the canvas's pixels, not one colour), toggle View only, send Ctrl+Alt+Del and clipboard
// text, scale 1:1, Disconnect and Reconnect. A second x11vnc on the same screen asks for a
// password: the page's form sends it; a wrong one is refused. An entry pointing at a closed
// port says that no VNC server answers there. A one-time key opens the screen in a browser
// without a session. An RDP entry says what RDP needs, with no canvas. No page breaks the CSP.

let stack: Stack;
let browser: Browser;
let vnc: VncPeer;
let admin: Page;
let deviceId: number;
const contexts: BrowserContext[] = [];
const children: ChildProcess[] = [];

beforeAll(async () => {
  [stack, browser, vnc] = await Promise.all([
    startStack({ deviceCount: 20 }),
    launchBrowser(),
    startVncServer(),
  ]);
  const { context, page } = await openConsole(browser, stack);
  await recordCspViolations(context);
  await signInAs(page, 'admin@netfleet.test');
  admin = page;
  const devices = await callApi<{ data: { id: number }[] }>(page, 'GET', '/api/devices?limit=1&fields=id');
  const first = devices.body.data[0];
  if (!first) throw new Error('admin@ sees no device');
  deviceId = first.id;
});

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await browser?.close();
  await vnc?.stop();
  await stack?.close();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

let entries = 0;

/** A new VNC entry of the admin's first device. */
async function createEntry(
  port: number,
  name = `Desktop e2e ${++entries}`,
  protocol: 'vnc' | 'rdp' = 'vnc',
): Promise<number> {
  const answer = await callApi<{ data: { id: number } }>(admin, 'POST', '/api/devices/remote-access', {
    device_id: deviceId,
    name,
    protocol,
    destination: '127.0.0.1',
    port,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id;
}

/** The admin's browser, another tab, as the console opens connect pages. */
async function openPage(path: string): Promise<{ page: Page; errors: Error[] }> {
  const page = await admin.context().newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.goto(path);
  return { page, errors };
}

const status = (page: Page) => page.locator('header.connect-bar output');

async function connected(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('header.connect-bar output')?.textContent === 'Connected',
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * Waits until noVNC's canvas shows the remote screen: its size is the server's and its pixels
 * are not all one colour (Xvfb's root weave is black and white). Returns the colours counted.
 */
async function screenDrawn(page: Page): Promise<{ width: number; height: number; colours: number }> {
  const handle = await page.waitForFunction(
    () => {
      const canvas = document.querySelector<HTMLCanvasElement>('.desktop-screen canvas');
      if (!canvas || canvas.width === 0 || canvas.height === 0) return null;
      const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
      if (!data) return null;
      const colours = new Set<number>();
      // Every 7th pixel is plenty for a weave of single-pixel lines.
      for (let i = 0; i < data.length; i += 4 * 7) {
        colours.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
      }
      return colours.size > 1 ? { width: canvas.width, height: canvas.height, colours: colours.size } : null;
    },
    undefined,
    { timeout: 20_000 },
  );
  return (await handle.jsonValue()) as { width: number; height: number; colours: number };
}

/** A port on 127.0.0.1 that nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Waits until a VNC server greets on `port` ("RFB 003.008\n"). */
async function waitForRfb(port: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const greeted = await new Promise<boolean>((resolve) => {
      const socket = tcpConnect(port, '127.0.0.1');
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString('latin1').startsWith('RFB '));
      });
      socket.once('error', () => resolve(false));
      socket.setTimeout(1000, () => {
        socket.destroy();
        resolve(false);
      });
    });
    if (greeted) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no VNC server greeted on port ${port}`);
}

/** A second x11vnc on the peer's screen that asks for `password` (VNC authentication). */
async function startPasswordVnc(password: string): Promise<number> {
  const port = await closedPort();
  const child = spawn(
    '/usr/bin/x11vnc',
    [
      '-display',
      vnc.display,
      '-rfbport',
      String(port),
      '-passwd',
      password,
      '-forever',
      '-shared',
      '-localhost',
      '-quiet',
    ],
    { stdio: 'ignore' },
  );
  children.push(child);
  await waitForRfb(port);
  return port;
}

describe('the VNC desktop', () => {
  it('draws the remote screen, toggles view-only, sends Ctrl+Alt+Del and disconnects', async () => {
    const id = await createEntry(vnc.port, 'Panel VNC');
    const { page, errors } = await openPage(`/rms-connect/desktop?id=${id}`);
    await connected(page);
    const drawn = await screenDrawn(page);
    expect(drawn).toMatchObject({ width: vnc.width, height: vnc.height });
    expect(drawn.colours).toBeGreaterThan(1);
    expect(await page.title()).toBe('Panel VNC · Remote desktop · Netfleet');
    expect(
      await page.getByRole('application', { name: 'Remote screen of Panel VNC' }).locator('canvas').count(),
    ).toBe(1);

    const viewOnly = page.getByRole('checkbox', { name: 'View only' });
    const ctrlAltDel = page.getByRole('button', { name: 'Send Ctrl+Alt+Del to the remote desktop' });
    await viewOnly.check();
    expect(await ctrlAltDel.isDisabled()).toBe(true);
    await viewOnly.uncheck();
    expect(await ctrlAltDel.isEnabled()).toBe(true);
    await ctrlAltDel.click();

    // The clipboard panel sends text to the remote clipboard (x11vnc puts it on the X selection).
    await page.getByRole('button', { name: 'Clipboard' }).click();
    await page.getByLabel('Text to send').fill('hello from the browser');
    await page.getByRole('button', { name: 'Send to the remote clipboard' }).click();
    await page.getByText('Sent to the remote clipboard.').waitFor();
    expect(seriousViolations(await runAxe(page))).toEqual([]);
    await page.getByRole('region', { name: 'Clipboard' }).getByRole('button', { name: 'Close' }).click();

    // Fit (the default) scales the 800 × 600 screen to the window; 1:1 keeps the server's size.
    const shownWidth = () =>
      page.evaluate(() => document.querySelector('.desktop-screen canvas')?.getBoundingClientRect().width);
    expect(await shownWidth()).not.toBe(vnc.width);
    await page.getByRole('combobox', { name: 'Scaling' }).selectOption('actual');
    await page.setViewportSize({ width: 640, height: 480 });
    await page.waitForFunction(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('.desktop-screen canvas');
      return canvas?.getBoundingClientRect().width === canvas?.width;
    });
    // The session is still up after all that, and nothing threw.
    await page.waitForTimeout(500);
    expect(await status(page).textContent()).toBe('Connected');
    expect(errors).toEqual([]);

    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText('The session was closed.').waitFor();
    expect(await status(page).textContent()).toBe('Disconnected');
    expect(await cspViolations(page)).toEqual([]);

    // Reconnect: a new session of the same entry draws again.
    await page.getByRole('button', { name: 'Reconnect' }).click();
    await connected(page);
    await screenDrawn(page);
    expect(errors).toEqual([]);
  });

  it('sends the password the VNC server asks for, and says when it refuses one', async () => {
    const port = await startPasswordVnc('s3cret');
    const id = await createEntry(port);
    const { page } = await openPage(`/rms-connect/desktop?id=${id}`);
    const form = page.getByRole('form', { name: `The VNC server at 127.0.0.1:${port} asks for a password` });
    await form.waitFor();
    expect(seriousViolations(await runAxe(page))).toEqual([]);
    await form.getByLabel('Password').fill('wrong-one');
    await form.getByRole('button', { name: 'Connect' }).click();
    await page.getByText('The device refused the user name or password.').waitFor();
    expect(await status(page).textContent()).toBe('Disconnected');

    await page.getByRole('button', { name: 'Reconnect' }).click();
    await form.waitFor();
    await form.getByLabel('Password').fill('s3cret');
    await form.getByRole('button', { name: 'Connect' }).click();
    await connected(page);
    await screenDrawn(page);
  });

  it('says that no VNC server answers when the port is closed, and offers Reconnect', async () => {
    const port = await closedPort();
    const id = await createEntry(port);
    const { page, errors } = await openPage(`/rms-connect/desktop?id=${id}`);
    await page
      .getByText(`No VNC server answers at 127.0.0.1:${port} on the device.`, { exact: false })
      .waitFor();
    expect(await page.getByText('The device could not be reached.').count()).toBe(1);
    expect(await status(page).textContent()).toBe('Disconnected');
    expect(await page.getByRole('button', { name: 'Reconnect' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });

  it('opens the screen from a one-time key in a browser without a session', async () => {
    const id = await createEntry(vnc.port);
    const path = await mintConnectPath(admin, id);
    expect(path).toMatch(/^\/rms-connect\/desktop\?key=[A-Za-z0-9_-]{43}$/);

    const context = await browser.newContext({
      baseURL: stack.baseUrl,
      viewport: { width: 1200, height: 800 },
    });
    contexts.push(context);
    await recordCspViolations(context);
    const page = await context.newPage();
    await page.goto(path);
    await connected(page);
    expect((await screenDrawn(page)).colours).toBeGreaterThan(1);
    expect(await cspViolations(page)).toEqual([]);
  });
});

describe('an RDP entry', () => {
  it('says what RDP needs instead of drawing a broken screen', async () => {
    const id = await createEntry(3389, 'Panel RDP', 'rdp');
    const { page, errors } = await openPage(`/rms-connect/desktop?id=${id}`);
    await page.getByText('RDP does not open in the browser yet').waitFor();
    expect(await page.getByText(/connects to 127\.0\.0\.1:3389 with RDP/).count()).toBe(1);
    expect(await page.locator('canvas').count()).toBe(0);
    expect(errors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });
});
