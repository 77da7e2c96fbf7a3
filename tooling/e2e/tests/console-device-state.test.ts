import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe, seriousViolations } from '../src/axe.js';
import { callApi } from '../src/consoleSession.js';
import { consoleSuite } from '../src/index.js';

// The device page's state tabs against the real server, as an operator: open a device's
// ports tab, scan the ports and watch the action status finish while the device (driven
// here through the ingest API with its own token, as a router would) answers the command
// with its port states; change a monitoring interval and read the change in the history
// with who made it; enable another eSIM profile and see the device switch to it. A Guest sees
// the same tabs without Scan ports or Edit.

const suite = consoleSuite({ deviceCount: 120, viewport: { width: 1400, height: 900 }, arrival: 'landing' });
const { signedIn } = suite;

interface DeviceLine {
  id: number;
  name: string;
}

/** A device of the user's with Ethernet ports (the ports tab shows for it). */
async function deviceWithPorts(page: Page, offset = 0): Promise<DeviceLine> {
  const answer = await callApi<{ data: DeviceLine[] }>(
    page,
    'GET',
    '/api/devices?limit=50&fields=id,name&capability=has_lan&sort=id',
  );
  expect(answer.status).toBe(200);
  const device = answer.body.data[offset];
  if (!device) throw new Error('the demo fleet has no device with Ethernet ports');
  return device;
}

interface Command {
  id: number;
  kind: string;
  params?: Record<string, unknown>;
}

/** One report of the device through the ingest API; the commands waiting for it come back. */
async function report(token: string, body: Record<string, unknown>): Promise<Command[]> {
  const response = await fetch(`${suite.stack.baseUrl}/ingest/v1/report`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ at: Math.floor(Date.now() / 1000), ...body }),
  });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { data: { commands: Command[] } };
  return answer.data.commands;
}

const PORTS = [
  { name: 'LAN1', link: true, speed_mbps: 1000, duplex: 'full' },
  { name: 'LAN2', link: false, speed_mbps: null, duplex: null },
  { name: 'LAN3', link: true, speed_mbps: 100, duplex: 'half' },
];

describe('the device state tabs', () => {
  it('scans the ports: the action status follows the command until the device answers with its ports', async () => {
    const page = await signedIn('admin@netfleet.test');
    const device = await deviceWithPorts(page);
    const issued = await callApi<{ data: { token: string } }>(
      page,
      'POST',
      `/api/devices/${device.id}/ingest-token`,
    );
    expect(issued.status).toBe(200);
    const token = issued.body.data.token;
    // The device is online (it reports), with nothing of its ports known yet.
    await report(token, {});

    await page.goto(`/devices/${device.id}/ports`);
    const tab = page.getByRole('region', { name: 'Ports' });
    await tab.getByRole('heading', { name: 'Ports', level: 2 }).waitFor();
    await tab.getByText(/has not reported its ports yet/).waitFor();
    await tab.getByRole('button', { name: 'Scan ports' }).click();
    const form = page.getByRole('dialog', { name: 'Scan ports' });
    await form.getByText(/scans its Ethernet ports when it next reports/).waitFor();
    await form.getByRole('button', { name: 'Scan ports' }).click();
    const status = page.getByRole('dialog', { name: 'Action status' });
    await status.waitFor();

    // The router's next report gets the command; the one after answers it with its ports.
    let scan: Command | undefined;
    for (let attempt = 0; attempt < 40 && !scan; attempt += 1) {
      scan = (await report(token, {})).find((command) => command.kind === 'port_scan');
      if (!scan) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (!scan) throw new Error('the port scan never reached the device');
    await report(token, { command_results: [{ id: scan.id, ok: true }], ports: PORTS });

    await status.getByText('Finished: 1 done, 0 failed').waitFor({ timeout: 30_000 });
    await status.getByRole('button', { name: 'Close' }).last().click();
    // The device page is live: the new port states show without a reload.
    const table = tab.getByRole('table', { name: 'Port states' });
    await table.getByRole('row', { name: /LAN1 Up 1000 Mbit\/s Full/ }).waitFor({ timeout: 15_000 });
    await table.getByRole('row', { name: /LAN2 Down/ }).waitFor();
    const scanned = tab.locator('dt', { hasText: 'Last scanned' }).locator('xpath=following-sibling::dd[1]');
    expect(await scanned.textContent()).not.toBe('Never');
    expect(seriousViolations(await runAxe(page, '.device-tab'))).toEqual([]);
  });

  it('changes a monitoring interval and shows it in the history with who changed it', async () => {
    const page = await signedIn('admin@netfleet.test');
    const device = await deviceWithPorts(page, 1);
    await page.goto(`/devices/${device.id}/monitoring-parameters-history`);
    const tab = page.getByRole('region', { name: 'Monitoring parameters history' });
    const parameters = tab.getByRole('table', { name: 'Monitoring parameters', exact: true });
    await parameters.getByRole('row', { name: /Dynamic 5 min Enabled/ }).waitFor();
    await tab.getByText(/Active monitoring parameters: \d+ out of 200/).waitFor();

    await tab.getByRole('button', { name: 'Edit monitoring parameters' }).click();
    const form = page.getByRole('dialog', { name: 'Edit monitoring parameters' });
    const dynamic = form.getByLabel('Dynamic: interval in seconds');
    // Out of the spec's range: refused before anything is sent, the input kept.
    await dynamic.fill('30');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText(/60/).first().waitFor();
    expect(await dynamic.inputValue()).toBe('30');

    await dynamic.fill('600');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await parameters.getByRole('row', { name: /Dynamic 10 min Enabled/ }).waitFor();
    const history = tab.getByRole('table', { name: 'Changes of the monitoring parameters' });
    const change = history.getByRole('row', { name: /Ada Admin Dynamic Interval 5 min → 10 min/ });
    await change.waitFor();

    const stored = await callApi<{ data: { monitoring: { config_id: number; interval_s: number }[] } }>(
      page,
      'GET',
      `/api/devices/${device.id}`,
    );
    expect(stored.body.data.monitoring.find((parameter) => parameter.config_id === 0)?.interval_s).toBe(600);
    expect(seriousViolations(await runAxe(page, '.device-tab'))).toEqual([]);
  });

  it('enables another eSIM profile: the device gets the command and reports the switch', async () => {
    const page = await signedIn('admin@netfleet.test');
    const answer = await callApi<{ data: DeviceLine[] }>(
      page,
      'GET',
      '/api/devices?limit=1&fields=id,name&capability=has_esim&sort=id',
    );
    const device = answer.body.data[0];
    if (!device) throw new Error('the demo fleet has no eSIM device');
    const issued = await callApi<{ data: { token: string } }>(
      page,
      'POST',
      `/api/devices/${device.id}/ingest-token`,
    );
    const token = issued.body.data.token;
    const work = { iccid: '89370000000000000017', operator: 'Telia', name: 'Work', enabled: true };
    const travel = { iccid: '89370000000000000025', operator: 'Telenor', name: 'Travel', enabled: false };
    await report(token, { esim_profiles: [work, travel] });

    await page.goto(`/devices/${device.id}/esim`);
    const tab = page.getByRole('region', { name: 'eSIM' });
    const profiles = tab.getByRole('table', { name: 'eSIM profiles' });
    await profiles.getByRole('row', { name: /89370000000000000017 Telia Work Enabled/ }).waitFor();
    // The profile in use cannot be deleted.
    expect(await tab.getByRole('button', { name: `Delete the profile ${work.iccid}` }).isDisabled()).toBe(
      true,
    );
    await tab.getByRole('button', { name: `Enable the profile ${travel.iccid}` }).click();
    const form = page.getByRole('dialog', { name: 'Enable eSIM profile' });
    await form.getByText(new RegExp(`switches to the profile ${travel.iccid}`)).waitFor();
    await form.getByRole('button', { name: 'Enable' }).click();
    const status = page.getByRole('dialog', { name: 'Action status' });
    await status.waitFor();

    let command: Command | undefined;
    for (let attempt = 0; attempt < 40 && !command; attempt += 1) {
      command = (await report(token, {})).find((one) => one.kind === 'esim_enable');
      if (!command) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (!command) throw new Error('the eSIM command never reached the device');
    expect(command.params).toEqual({ iccid: travel.iccid });
    await report(token, {
      command_results: [{ id: command.id, ok: true }],
      esim_profiles: [
        { ...work, enabled: false },
        { ...travel, enabled: true },
      ],
    });
    await status.getByText('Finished: 1 done, 0 failed').waitFor({ timeout: 30_000 });
    await status.getByRole('button', { name: 'Close' }).last().click();
    await profiles
      .getByRole('row', { name: /89370000000000000025 Telenor Travel Enabled/ })
      .waitFor({ timeout: 15_000 });
    expect(await tab.getByRole('button', { name: `Delete the profile ${work.iccid}` }).isDisabled()).toBe(
      false,
    );
  });

  it('shows the network as the device reports it: interfaces, SIM slot and the L2TP summary in words, live', async () => {
    const page = await signedIn('admin@netfleet.test');
    const device = await deviceWithPorts(page, 3);
    const issued = await callApi<{ data: { token: string } }>(
      page,
      'POST',
      `/api/devices/${device.id}/ingest-token`,
    );
    const token = issued.body.data.token;
    await report(token, {
      ip: '10.20.30.40',
      modem: { operator: 'Telia', technology: 'LTE', iccid: '89370000000000000033', sim_slot: 2 },
      network: [{ name: 'wan', kind: 'wan', ip: '10.20.30.40', up: true, proto: 'dhcp' }],
      l2tp_summary: 2,
    });

    await page.goto(`/devices/${device.id}/network`);
    const tab = page.getByRole('region', { name: 'Network' });
    const fact = (term: string) =>
      tab.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    await fact('L2TP instances').getByText('All L2TP instances are offline').waitFor();
    expect(await fact('SIM slot').textContent()).toBe('SIM 2');
    expect(await fact('Operator').textContent()).toBe('Telia');
    const interfaces = tab.getByRole('table', { name: 'Network interfaces' });
    await interfaces.getByRole('row', { name: /wan WAN 10\.20\.30\.40 Up dhcp/ }).waitFor();

    // The next report changes them; the open tab follows without a reload.
    await report(token, {
      network: [
        { name: 'wan', kind: 'wan', ip: '10.20.30.40', up: false, proto: 'dhcp' },
        { name: 'mob1s1a1', kind: 'mobile', ip: '10.99.0.2', up: true, proto: 'qmi' },
      ],
      l2tp_summary: 4,
    });
    await fact('L2TP instances').getByText('L2TP instances are in mixed states').waitFor({ timeout: 15_000 });
    await interfaces.getByRole('row', { name: /mob1s1a1 Mobile 10\.99\.0\.2 Up qmi/ }).waitFor();
    await interfaces.getByRole('row', { name: /wan WAN 10\.20\.30\.40 Down dhcp/ }).waitFor();
  });

  it('assigns a credit from the services tab and shows the credit active', async () => {
    const page = await signedIn('admin@netfleet.test');
    const device = await deviceWithPorts(page, 2);
    await page.goto(`/devices/${device.id}/services`);
    const tab = page.getByRole('region', { name: 'Services' });
    const credit = tab.locator('dt', { hasText: 'Credit' }).locator('xpath=following-sibling::dd[1]');
    await credit.waitFor();
    const before = await callApi<{ data: { credit_expires_at: string | null } }>(
      page,
      'GET',
      `/api/devices/${device.id}`,
    );
    const wasUntil = before.body.data.credit_expires_at;
    await tab.getByRole('button', { name: 'Assign credits' }).click();
    const form = page.getByRole('dialog', { name: 'Assign credits' });
    await form.getByText('The action applies to 1 device.').waitFor();
    const type = form.getByLabel(/Credit type/);
    await type.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    await type.selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Assign' }).click();
    const status = page.getByRole('dialog', { name: 'Action status' });
    await status.getByText('Finished: 1 done, 0 failed').waitFor({ timeout: 30_000 });
    await status.getByRole('button', { name: 'Close' }).last().click();
    // One credit extends the device's credit from now (or from its current end) by its period.
    const after = await callApi<{ data: { credit_expires_at: string | null } }>(
      page,
      'GET',
      `/api/devices/${device.id}`,
    );
    const until = after.body.data.credit_expires_at;
    if (until === null) throw new Error('the credit was not assigned');
    expect(Date.parse(until)).toBeGreaterThan(Math.max(Date.now(), wasUntil ? Date.parse(wasUntil) : 0));
    const day = await page.evaluate((at) => new Date(at).toLocaleDateString('sv'), until);
    await credit.getByText(`Active until ${day}`).waitFor({ timeout: 15_000 });
  });

  it("lists the device's remote access entries, and only its own", async () => {
    const page = await signedIn('admin@netfleet.test');
    const all = await callApi<{ data: { device_id: number; name: string }[] }>(
      page,
      'GET',
      '/api/devices/remote-access?limit=100&sort=id',
    );
    const deviceId = all.body.data[0]?.device_id;
    if (deviceId === undefined) throw new Error('the demo data has no remote access entry');
    const own = all.body.data.filter((entry) => entry.device_id === deviceId).map((entry) => entry.name);
    const others = all.body.data.filter((entry) => !own.includes(entry.name)).map((entry) => entry.name);

    await page.goto(`/devices/${deviceId}/access`);
    const tab = page.getByRole('region', { name: 'Access' });
    const table = tab.getByRole('table', { name: 'Remote access entries' });
    await table.getByRole('row', { name: new RegExp(own[0] ?? '') }).waitFor();
    const names = await table.locator('tbody th').allTextContents();
    expect(names.sort()).toEqual([...own].sort());
    for (const name of others) expect(names).not.toContain(name);
    const help = tab.getByRole('link', { name: 'About remote access' });
    expect(await help.getAttribute('target')).toBe('_blank');
  });

  it('shows a Guest the ports and monitoring parameters without Scan ports or Edit', async () => {
    const page = await signedIn('read_only@netfleet.test');
    const device = await deviceWithPorts(page);
    await page.goto(`/devices/${device.id}/ports`);
    const ports = page.getByRole('region', { name: 'Ports' });
    await ports.getByText('Ethernet ports of the model').waitFor();
    expect(await ports.getByRole('button', { name: 'Scan ports' }).count()).toBe(0);

    await page.goto(`/devices/${device.id}/monitoring-parameters-history`);
    const monitoring = page.getByRole('region', { name: 'Monitoring parameters history' });
    await monitoring.getByRole('table', { name: 'Monitoring parameters', exact: true }).waitFor();
    expect(await monitoring.getByRole('button', { name: 'Edit monitoring parameters' }).count()).toBe(0);
    // The tabs a Guest may not open are not offered.
    const tabs = page.getByRole('navigation', { name: 'Device sections' });
    expect(await tabs.getByRole('link', { name: 'Network' }).count()).toBe(0);
    expect(await tabs.getByRole('link', { name: 'eSIM' }).count()).toBe(0);
  });
});
