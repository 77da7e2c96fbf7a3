import { DeviceDetailSchema, DeviceEventListResponseSchema } from '@netfleet/contracts';
import { latestFirmware } from '@netfleet/device-capabilities';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectFieldErrors, expectUnchanged } from '../../../test/support/forms.js';
import { apiGet, apiSend, errorCode, type TestSession, unsafeHeaders } from '../../../test/support/signIn.js';
import { signInEveryRole } from '../../../test/support/signInEveryRole.js';
import { createTestClock, startTestServer } from '../../../test/support/testServer.js';
import { deviceEvents, devicePositions, devices, deviceTags, tags, users } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

let server: NetfleetServer;
let company: Record<string, number> = {};
let as: Record<string, TestSession> = {};
const clock = createTestClock();

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  ({ company, as } = await signInEveryRole(server));
});
afterAll(() => server?.close());
afterEach(() => vi.restoreAllMocks());

const get = (role: string, url: string) => apiGet(server.app, url, as[role]);
const put = (role: string, url: string, body: unknown) =>
  apiSend(server.app, 'PUT', url, as[role] as TestSession, body);

/** The devices of a company, in id order; each test takes its own. */
async function devicesOf(name: string): Promise<number[]> {
  const rows = await server.db
    .select({ id: devices.id })
    .from(devices)
    .where(eq(devices.companyId, company[name] as number))
    .orderBy(devices.id);
  return rows.map((row) => row.id);
}

async function tagIn(name: string, label: string): Promise<number> {
  const [created] = await server.db
    .insert(tags)
    .values({ companyId: company[name] as number, name: label, color: '#546e7a', createdAt: new Date() })
    .returning({ id: tags.id });
  return created?.id as number;
}

async function userId(email: string): Promise<number> {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id as number;
}

/** What the server publishes on `private-device.*` channels. */
function published(): { channel: string; event: string; data: unknown }[] {
  const messages: { channel: string; event: string; data: unknown }[] = [];
  const publish = server.realtime.publish.bind(server.realtime);
  vi.spyOn(server.realtime, 'publish').mockImplementation((channel, event, data) => {
    if (channel.startsWith('private-device.')) messages.push({ channel, event, data });
    publish(channel, event, data);
  });
  return messages;
}

const eventsOf = (deviceId: number, kind: string) =>
  server.db
    .select()
    .from(deviceEvents)
    .where(and(eq(deviceEvents.deviceId, deviceId), eq(deviceEvents.kind, kind)))
    .orderBy(deviceEvents.id);

describe('GET /api/devices/{id}', () => {
  it('gives every field of the detail, the reported state and all 8 monitoring types', async () => {
    const [id] = await devicesOf('Harbor Logistics');
    const ports = [{ name: 'LAN1', link: true, speed_mbps: 1000, duplex: 'full' }];
    const network = [{ name: 'wan', kind: 'wan', ip: '10.0.0.2', up: true, proto: 'dhcp' }];
    const esim = [{ iccid: '8937204016161234567', operator: 'Telia', name: 'Work', enabled: true }];
    await server.db
      .update(devices)
      .set({
        uptimeS: 3600,
        ports,
        portsScannedAt: new Date('2026-01-02T03:04:05Z'),
        network,
        l2tpSummary: 4,
        esimProfiles: esim,
        io: { din1: true, dout1: false },
        iccid: '8937204016161234567',
        simSlot: 2,
        connectionCode: 15,
        connectionAt: new Date('2026-01-02T03:00:00Z'),
        monitoring: [{ config_id: 3, interval_s: 900, enabled: false }],
        model: 'RUTX11',
        originalModel: 'RUTX11000000',
        firmware: 'RUTX_R_00.07.01',
      })
      .where(eq(devices.id, id as number));
    const response = await get('end_user', `/api/devices/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json().data;
    // Every field is there (none optional), and the answer keeps the contract.
    expect(Object.keys(body).sort()).toEqual(Object.keys(DeviceDetailSchema.entries).sort());
    const detail = v.parse(DeviceDetailSchema, body);
    expect(detail).toMatchObject({
      id,
      uptime_s: 3600,
      ports,
      ports_scanned_at: '2026-01-02T03:04:05.000Z',
      network,
      l2tp_summary: 4,
      esim_profiles: esim,
      io: { din1: true, dout1: false },
      sim_slot: 2,
      connection_code: 15,
      connection_at: '2026-01-02T03:00:00.000Z',
      company_id: company['Harbor Logistics'],
      company_name: 'Harbor Logistics',
      firmware_available: latestFirmware('RUTX11'),
    });
    expect(detail.firmware_available).toMatch(/^RUTX_R_/);
    expect(detail.monitoring.map((p) => p.config_id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(detail.monitoring[0]).toEqual({ config_id: 0, interval_s: 300, enabled: true });
    expect(detail.monitoring[1]).toEqual({ config_id: 1, interval_s: 1_296_000, enabled: true });
    expect(detail.monitoring[3]).toEqual({ config_id: 3, interval_s: 900, enabled: false });
  });

  it('reads state it cannot understand as null, not a failure', async () => {
    const [, id] = await devicesOf('Harbor Logistics');
    await server.db
      .update(devices)
      .set({ ports: { not: 'a list' }, io: ['x'], monitoring: 'junk' })
      .where(eq(devices.id, id as number));
    const response = await get('end_user', `/api/devices/${id}`);
    expect(response.statusCode).toBe(200);
    const detail = v.parse(DeviceDetailSchema, response.json().data);
    expect([detail.ports, detail.io]).toEqual([null, null]);
    expect(detail.monitoring).toHaveLength(8);
  });

  it('404 for a device outside the scope and for none', async () => {
    const [baltic] = await devicesOf('Amber Energy');
    for (const url of [`/api/devices/${baltic}`, '/api/devices/999999999', `/api/devices/${baltic}/events`]) {
      const response = await get('end_user', url);
      expect(response.statusCode, url).toBe(404);
      expect(errorCode(response)).toBe('NOT_FOUND');
    }
    expect((await get('super_admin', `/api/devices/${baltic}`)).statusCode).toBe(200);
  });
});

describe('PUT /api/devices/{id} renames', () => {
  it('renames, records who did it, publishes the event after the commit', async () => {
    const [, , id] = await devicesOf('Harbor Logistics');
    const [before] = await server.db
      .select({ name: devices.name })
      .from(devices)
      .where(eq(devices.id, id as number));
    const messages = published();
    const response = await put('end_user', `/api/devices/${id}`, { name: '  Gate router  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(v.parse(DeviceDetailSchema, response.json().data).name).toBe('Gate router');
    const [event] = await eventsOf(id as number, 'renamed');
    expect(event).toMatchObject({
      userId: await userId('end_user@netfleet.test'),
      data: { from: before?.name, to: 'Gate router' },
    });
    expect(messages).toEqual([
      {
        channel: `private-device.${id}`,
        event: 'event',
        data: expect.objectContaining({
          kind: 'renamed',
          user: expect.objectContaining({ email: 'end_user@netfleet.test' }),
          data: { from: before?.name, to: 'Gate router' },
        }),
      },
      // Other pages open on the device refetch it.
      { channel: `private-device.${id}`, event: 'detail', data: { id } },
    ]);
    // The same name again changes nothing, records and publishes nothing.
    await put('end_user', `/api/devices/${id}`, { name: 'Gate router' });
    expect(await eventsOf(id as number, 'renamed')).toHaveLength(1);
    expect(messages).toHaveLength(2);
  });

  it('refuses a blank or long name (422), a guest (403), a device outside the scope (404), changing nothing', async () => {
    const [id] = await devicesOf('Harbor Logistics');
    const [baltic] = await devicesOf('Amber Energy');
    await expectUnchanged(server, async () => {
      expectFieldErrors(await put('end_user', `/api/devices/${id}`, { name: ' ' }), ['name']);
      expectFieldErrors(await put('end_user', `/api/devices/${id}`, {}), ['name']);
      expectFieldErrors(await put('end_user', `/api/devices/${id}`, { name: 'x'.repeat(256) }), ['name']);
      expectFieldErrors(await put('end_user', '/api/devices/abc', { name: 'A' }), ['id']);
      for (const role of ['read_only', 'readonly_admin']) {
        const refused = await put(role, `/api/devices/${baltic}`, { name: 'Mine' });
        expect(refused.statusCode, role).toBe(403);
      }
      expect((await put('end_user', `/api/devices/${baltic}`, { name: 'Mine' })).statusCode).toBe(404);
    });
  });
});

describe('PUT /api/devices/{id}/tags', () => {
  it("sets exactly the tags, of the device's company and its parents, recording added and removed by name", async () => {
    const [, , , id] = await devicesOf('Harbor Logistics');
    const own = await tagIn('Harbor Logistics', 'Dock A');
    const parent = await tagIn('Northwind Networks', 'Northwind fleet');
    const sibling = await tagIn('Greenfield Farms', 'Fields');
    const spare = await tagIn('Northwind Networks', 'Northwind spare');
    await server.db.delete(deviceTags).where(eq(deviceTags.deviceId, id as number));
    const first = await put('admin', `/api/devices/${id}/tags`, { tag_ids: [own, parent] });
    expect(first.statusCode, first.body).toBe(200);
    expect(
      v
        .parse(DeviceDetailSchema, first.json().data)
        .tags.map((tag) => tag.id)
        .sort(),
    ).toEqual([own, parent].sort());
    const second = await put('admin', `/api/devices/${id}/tags`, { tag_ids: [parent] });
    expect(second.statusCode).toBe(200);
    expect((await eventsOf(id as number, 'tags')).map((event) => event.data)).toEqual([
      { added: ['Dock A', 'Northwind fleet'], removed: [] },
      { added: [], removed: ['Dock A'] },
    ]);
    await expectUnchanged(server, async () => {
      // A sibling company's tag is not for this device; the end client's scope is its own company.
      expectFieldErrors(await put('admin', `/api/devices/${id}/tags`, { tag_ids: [sibling] }), ['tag_ids']);
      expectFieldErrors(await put('end_user', `/api/devices/${id}/tags`, { tag_ids: [parent, spare] }), [
        'tag_ids',
      ]);
      expectFieldErrors(await put('end_user', `/api/devices/${id}/tags`, { tag_ids: ['x'] }), ['tag_ids']);
    });
    // A tag the device carries already (a bulk action over the admin's scope put it on) may stay.
    await server.db.insert(deviceTags).values({ deviceId: id as number, tagId: sibling });
    const kept = await put('admin', `/api/devices/${id}/tags`, { tag_ids: [sibling, parent, own] });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await eventsOf(id as number, 'tags')).at(-1)?.data).toEqual({ added: ['Dock A'], removed: [] });
    const cleared = await put('end_user', `/api/devices/${id}/tags`, { tag_ids: [] });
    expect(v.parse(DeviceDetailSchema, cleared.json().data).tags).toEqual([]);
  });
});

describe('PUT /api/devices/{id}/location', () => {
  it('sets a manual position, a point of the track and an event; refuses coordinates out of range', async () => {
    const [, , , , id] = await devicesOf('Harbor Logistics');
    const response = await put('end_user', `/api/devices/${id}/location`, {
      latitude: 54.6872,
      longitude: 25.2797,
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = v.parse(DeviceDetailSchema, response.json().data);
    expect(detail).toMatchObject({
      latitude: 54.6872,
      longitude: 25.2797,
      location_source: 'manual',
      located_at: new Date(clock.now()).toISOString(),
    });
    const track = await server.db
      .select()
      .from(devicePositions)
      .where(eq(devicePositions.deviceId, id as number));
    expect(track.filter((point) => point.source === 'manual')).toEqual([
      expect.objectContaining({ latitude: 54.6872, longitude: 25.2797, at: new Date(clock.now()) }),
    ]);
    expect((await eventsOf(id as number, 'location')).map((event) => event.data)).toEqual([
      { latitude: 54.6872, longitude: 25.2797 },
    ]);
    await expectUnchanged(server, async () => {
      expectFieldErrors(
        await put('end_user', `/api/devices/${id}/location`, { latitude: 91, longitude: 0 }),
        ['latitude'],
      );
      expectFieldErrors(
        await put('end_user', `/api/devices/${id}/location`, { latitude: 0, longitude: '-181' }),
        ['longitude'],
      );
    });
  });
});

describe('PUT /api/devices/{id}/monitoring', () => {
  it('changes the named types, keeps the others, one event per changed type', async () => {
    const [, , , , , id] = await devicesOf('Harbor Logistics');
    const response = await put('end_user', `/api/devices/${id}/monitoring`, {
      parameters: [
        { config_id: 0, interval_s: 600, enabled: true },
        { config_id: 1, interval_s: 1_296_000, enabled: true },
        { config_id: 6, interval_s: 120, enabled: false },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = v.parse(DeviceDetailSchema, response.json().data);
    expect(detail.monitoring[0]).toEqual({ config_id: 0, interval_s: 600, enabled: true });
    expect(detail.monitoring[6]).toEqual({ config_id: 6, interval_s: 120, enabled: false });
    expect(detail.monitoring[1]).toEqual({ config_id: 1, interval_s: 1_296_000, enabled: true });
    const events = (await eventsOf(id as number, 'monitoring')).map((event) => event.data);
    expect(events).toEqual([
      { config_id: 0, from_interval_s: 300, to_interval_s: 600, from_enabled: true, to_enabled: true },
      expect.objectContaining({ config_id: 6, from_interval_s: 300, to_interval_s: 120, to_enabled: false }),
    ]);
    await expectUnchanged(server, async () => {
      const twice = {
        parameters: [
          { config_id: 0, interval_s: 60, enabled: true },
          { config_id: 0, interval_s: 120, enabled: true },
        ],
      };
      expectFieldErrors(await put('end_user', `/api/devices/${id}/monitoring`, twice), ['parameters']);
      expectFieldErrors(
        await put('end_user', `/api/devices/${id}/monitoring`, {
          parameters: [{ config_id: 8, interval_s: 60, enabled: true }],
        }),
        ['parameters'],
      );
      expect(
        (
          await put('read_only', `/api/devices/${id}/monitoring`, {
            parameters: [{ config_id: 0, interval_s: 60, enabled: true }],
          })
        ).statusCode,
      ).toBe(403);
    });
  });
});

describe('GET /api/devices/{id}/events', () => {
  it('pages newest first by (at, id) — ties in time included — with the kind and time filters and the user', async () => {
    const [id] = await devicesOf('Metro Transit Depot North');
    const deviceId = id as number;
    await server.db.delete(deviceEvents).where(eq(deviceEvents.deviceId, deviceId));
    const admin = await userId('admin@netfleet.test');
    const base = Date.parse('2026-03-01T00:00:00Z');
    // Five events in the same microsecond-precise instant, and five a minute apart.
    const same = new Date(base + 60_000 * 10);
    const rows = [
      ...Array.from({ length: 5 }, (_, i) => ({
        deviceId,
        at: same,
        kind: 'status',
        data: { status: i % 2 },
      })),
      ...Array.from({ length: 5 }, (_, i) => ({
        deviceId,
        at: new Date(base + 60_000 * i),
        kind: i % 2 === 0 ? 'connection' : 'renamed',
        userId: i % 2 === 0 ? null : admin,
        data: { n: i },
      })),
    ];
    await server.db.insert(deviceEvents).values(rows);
    const seen: number[] = [];
    const ats: string[] = [];
    let before: string | null = null;
    do {
      const url: string = `/api/devices/${deviceId}/events?limit=3${before ? `&before=${before}` : ''}`;
      const response = await get('admin', url);
      expect(response.statusCode, response.body).toBe(200);
      const page = v.parse(DeviceEventListResponseSchema, response.json());
      expect(page.data.length).toBeLessThanOrEqual(3);
      seen.push(...page.data.map((event) => event.id));
      ats.push(...page.data.map((event) => event.at));
      before = page.meta.next;
    } while (before !== null);
    expect(seen).toHaveLength(10);
    expect(new Set(seen).size).toBe(10);
    // Newest first: the five of one instant (by id, descending), then the minute-apart ones.
    expect(ats.slice(0, 5).every((at) => at === same.toISOString())).toBe(true);
    expect(seen.slice(0, 5)).toEqual([...seen.slice(0, 5)].sort((a, b) => b - a));
    expect(ats.slice(5)).toEqual([4, 3, 2, 1, 0].map((i) => new Date(base + 60_000 * i).toISOString()));

    const renamed = v.parse(
      DeviceEventListResponseSchema,
      (await get('admin', `/api/devices/${deviceId}/events?kind=renamed,tags`)).json(),
    );
    expect(renamed.data.map((event) => event.data)).toEqual([{ n: 3 }, { n: 1 }]);
    expect(renamed.data[0]?.user).toEqual({
      id: admin,
      email: 'admin@netfleet.test',
      name: expect.any(String),
    });
    const connection = v.parse(
      DeviceEventListResponseSchema,
      (await get('admin', `/api/devices/${deviceId}/events?kind=connection`)).json(),
    );
    expect(connection.data.every((event) => event.user === null)).toBe(true);
    const window = v.parse(
      DeviceEventListResponseSchema,
      (
        await get(
          'admin',
          `/api/devices/${deviceId}/events?from=${new Date(base + 60_000).toISOString()}&to=${new Date(base + 180_000).toISOString()}`,
        )
      ).json(),
    );
    expect(window.data.map((event) => event.data)).toEqual([{ n: 3 }, { n: 2 }, { n: 1 }]);
  });

  it('422 for a bad cursor, limit or kind', async () => {
    const [id] = await devicesOf('Metro Transit Depot North');
    for (const [query, source] of [
      ['before=bm90LWEtY3Vyc29y', 'before'],
      ['before=%%%', 'before'],
      ['limit=0', 'limit'],
      ['limit=500', 'limit'],
      ['kind=DROP%20TABLE', 'kind'],
      ['from=soon', 'from'],
    ] as const) {
      expectFieldErrors(await get('admin', `/api/devices/${id}/events?${query}`), [source]);
    }
  });
});

describe('hostile input: a 4xx, never a 500', () => {
  it('answers malformed writes with 4xx and changes nothing', async () => {
    const [id] = await devicesOf('Harbor Logistics');
    const raw = (url: string, payload: string | undefined, type = 'application/json') =>
      server.app.inject({
        method: 'PUT',
        url,
        cookies: { nf_session: (as.end_user as TestSession).access },
        headers: {
          ...unsafeHeaders(as.end_user as TestSession),
          ...(payload === undefined ? {} : { 'content-type': type }),
        },
        payload,
      });
    await expectUnchanged(server, async () => {
      for (const path of ['', '/tags', '/location', '/monitoring']) {
        for (const body of [
          undefined,
          '{',
          '[]',
          'null',
          '"x"',
          '{"name":7,"tag_ids":"1","latitude":"a","parameters":{}}',
        ]) {
          const response = await raw(`/api/devices/${id}${path}`, body);
          // Past the guard (not a 403 for a missing XSRF token): the input itself is refused.
          expect([400, 415, 422], `${path} ${body} ${response.body}`).toContain(response.statusCode);
          expect(response.statusCode, `${path} ${body}`).toBeLessThan(500);
        }
      }
      for (const url of [`/api/devices/99999999999/tags`, `/api/devices/-1/location`]) {
        const response = await put('end_user', url, { tag_ids: [], latitude: 0, longitude: 0 });
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, url).toBeLessThan(500);
      }
      for (const query of ['limit=abc', 'to=2026-99-99', 'before=', 'kind=', `before=${'A'.repeat(5000)}`]) {
        const response = await get('end_user', `/api/devices/${id}/events?${query}`);
        expect(response.statusCode, query).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, query).toBeLessThan(500);
      }
    });
  });
});
