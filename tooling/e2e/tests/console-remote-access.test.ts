import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from '../src/consoleSession.js';
import { cspViolations, recordCspViolations } from '../src/cspViolations.js';
import { consoleSuite } from '../src/index.js';

// The console's remote access pages against the real server: an admin adds an entry on a
// device's access tab, edits it on /remote/access (the stored password stays "stored"),
// shares it (a link with a one-time key), connects (a new tab at the key's connect page),
// sees its session on the entry's page and in the access history, and deletes it with the
// confirm prompt; a guest sees entries and history without a single action. Every page
// runs under the server's CSP without a violation.

const suite = consoleSuite({ deviceCount: 10, arrival: 'landing', onContext: recordCspViolations });
const { signedIn } = suite;

interface Entry {
  id: number;
  name: string;
  device_id: number;
  has_password: boolean;
  port: number;
}

async function firstDevice(page: Page): Promise<{ id: number; name: string }> {
  const answer = await callApi<{ data: { id: number; name: string }[] }>(
    page,
    'GET',
    '/api/devices?limit=1&fields=id,name',
  );
  const device = answer.body.data[0];
  if (!device) throw new Error('The user sees no device');
  return device;
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

describe('remote access in the console', () => {
  it('an admin adds, edits, shares, connects to and deletes an entry; its session is in the history', async () => {
    const page = await signedIn('admin@netfleet.test', '/remote/access');
    const device = await firstDevice(page);
    const name = `e2e-ssh-${unique()}`;

    // Add, on the device's access tab: the device is set, the port follows the protocol.
    await page.goto(`/devices/${device.id}/access`);
    await page.getByRole('button', { name: 'Add entry' }).click();
    const add = page.getByRole('dialog', { name: 'Add remote access entry' });
    // The form's code may still be loading when the window opens: its device comes with it.
    await add.getByText(device.name).first().waitFor();
    const port = add.getByLabel('Port');
    expect(await port.inputValue()).toBe('22');
    await add.getByLabel('Protocol').selectOption('vnc');
    expect(await port.inputValue()).toBe('5900');
    await add.getByLabel('Protocol').selectOption('ssh');
    expect(await port.inputValue()).toBe('22');
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await add.getByLabel('Username').fill('root');
    await add.getByLabel('Password', { exact: true }).fill('netfleet-demo');
    // A bad destination shows on its field (the contracts' rule, checked before sending); the input stays.
    await add.getByLabel('Destination').fill('not a host!');
    await add.getByRole('button', { name: 'Create' }).click();
    await add.getByText('Destination must be an IPv4 address or a host name').waitFor();
    expect(await add.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(name);
    await add.getByLabel('Destination').fill('127.0.0.1');
    await add.getByRole('button', { name: 'Create' }).click();
    await add.waitFor({ state: 'detached' });
    const tabRow = page
      .getByRole('table', { name: 'Remote access entries' })
      .getByRole('row')
      .filter({ hasText: name });
    await tabRow.waitFor();
    expect(await tabRow.textContent()).toContain('Password stored');

    const listed = await callApi<{ data: Entry[] }>(
      page,
      'GET',
      `/api/devices/remote-access?device_id=${device.id}&limit=100`,
    );
    const entry = listed.body.data.find((row) => row.name === name);
    if (!entry) throw new Error('The new entry is not listed');
    expect(entry.has_password).toBe(true);

    // Edit, on /remote/access: a new name and port; the password stays stored, never shown.
    await page.goto(`/remote/access?q=${encodeURIComponent(name)}`);
    const actions = page.getByRole('group', { name: `Actions for ${name}` });
    await actions.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit remote access entry' });
    await edit.waitFor();
    await edit.getByRole('group', { name: 'Password' }).getByText('Password: stored').waitFor();
    await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name}-edited`);
    await edit.getByLabel('Port').fill('2222');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.goto(`/remote/access?q=${encodeURIComponent(`${name}-edited`)}`);
    const row = page.getByRole('row').filter({ hasText: `${name}-edited` });
    await row.waitFor();
    const rowText = await row.textContent();
    expect(rowText).toContain('127.0.0.1:2222');
    expect(rowText).toContain('Password stored');
    expect(rowText).not.toContain('netfleet-demo');

    // Share: a link with a one-time key of 43 URL-safe characters, and its expiry.
    const edited = page.getByRole('group', { name: `Actions for ${name}-edited` });
    await edited.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: `Share ${name}-edited` });
    await share.waitFor();
    const link = await share.getByRole('textbox', { name: 'Link' }).inputValue();
    expect(link).toMatch(new RegExp(`^${suite.stack.baseUrl}/rms-connect/ssh\\?key=[A-Za-z0-9_-]{43}$`));
    expect(await share.textContent()).toMatch(/Expires: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await share.getByRole('button', { name: 'Close' }).click();
    await share.waitFor({ state: 'detached' });

    // Connect: a new tab, sent to the ssh page with a connect key once the key is minted.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      edited.getByRole('button', { name: 'Connect' }).click(),
    ]);
    await popup.waitForURL(/\/rms-connect\/ssh\?key=[A-Za-z0-9_-]{43}$/);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();

    // A session of the entry, started through the API as the console's user would.
    const started = await callApi<{ data: { session_id: number } }>(page, 'POST', '/api/remote/sessions', {
      access_id: entry.id,
    });
    expect(started.status).toBe(201);

    // The entry's page: its facts, its host key (none yet) and its recent session.
    await page.goto(`/remote/access/${entry.id}`);
    await page.getByRole('heading', { name: `${name}-edited`, level: 1 }).waitFor();
    await page.getByText('None remembered yet', { exact: false }).waitFor();
    const recent = page.getByRole('table', { name: 'Recent sessions' });
    await recent.getByRole('row').filter({ hasText: 'admin@netfleet.test' }).first().waitFor();

    // The access history lists it, by the entry's name, found through the search box.
    await page.goto(`/access-history?q=${encodeURIComponent(`${name}-edited`)}`);
    const history = page.getByRole('table', { name: 'Remote sessions' });
    const sessionRow = history
      .getByRole('row')
      .filter({ hasText: `${name}-edited` })
      .first();
    await sessionRow.waitFor();
    expect(await sessionRow.textContent()).toContain('admin@netfleet.test');
    expect(await sessionRow.textContent()).toContain('SSH');

    // Delete, with the confirm prompt; the row goes.
    await page.goto(`/remote/access?q=${encodeURIComponent(`${name}-edited`)}`);
    await edited.getByRole('button', { name: 'Delete' }).click();
    const prompt = page.getByRole('dialog', { name: 'Delete remote access entry' });
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Remote access entry deleted').waitFor();
    // The list, still searched for the entry, has nothing left to show.
    await page.getByText(`Nothing matches “${name}-edited”.`).waitFor();
    expect(
      await page
        .locator('tbody tr:not(.nf-table__state)')
        .filter({ hasText: `${name}-edited` })
        .count(),
    ).toBe(0);
    const gone = await callApi(page, 'GET', `/api/devices/remote-access/${entry.id}`);
    expect(gone.status).toBe(404);

    expect(await cspViolations(page)).toEqual([]);
  });

  it('a guest sees the entries and the history, but no Connect, Add, Edit or Delete', async () => {
    // An entry on a device of the guest's company, made by the super admin through the API.
    const admin = await signedIn('super_admin@netfleet.test', '/remote/access');
    const guest = await signedIn('read_only@netfleet.test', '/remote/access');
    const device = await firstDevice(guest);
    const name = `e2e-guest-${unique()}`;
    const created = await callApi<{ data: Entry }>(admin, 'POST', '/api/devices/remote-access', {
      device_id: device.id,
      name,
      protocol: 'ssh',
      destination: '127.0.0.1',
      port: 22,
    });
    expect(created.status).toBe(201);
    // The server refuses the guest what the page does not offer.
    const refused = await callApi(guest, 'POST', `/api/devices/remote-access/${created.body.data.id}/keys`, {
      purpose: 'connect',
    });
    expect(refused.status).toBe(403);

    await guest.goto(`/remote/access?q=${encodeURIComponent(name)}`);
    const row = guest
      .getByRole('table', { name: 'Remote access entries' })
      .getByRole('row')
      .filter({ hasText: name });
    await row.waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    expect(await guest.getByRole('button', { name: 'Add entry' }).count()).toBe(0);

    await guest.goto(`/devices/${device.id}/access`);
    await guest
      .getByRole('table', { name: 'Remote access entries' })
      .getByRole('row')
      .filter({ hasText: name })
      .waitFor();
    for (const label of ['Connect', 'Add entry', 'Edit', 'Delete']) {
      expect(await guest.getByRole('button', { name: label, exact: true }).count()).toBe(0);
    }

    await guest.goto('/access-history');
    await guest.getByRole('heading', { name: 'Access history', level: 1 }).waitFor();
    await guest.getByRole('table', { name: 'Remote sessions' }).waitFor();
    expect(await cspViolations(guest)).toEqual([]);
  });
});
