import {
  DEVICE_POSITIONS_MAX,
  DeviceDataUsageResponseSchema,
  DeviceIoResponseSchema,
  DeviceLocationsResponseSchema,
  DevicePositionsResponseSchema,
  DeviceSamplesResponseSchema,
} from '@netfleet/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, signIn, type TestSession } from '../../../test/support/signIn.js';
import { createTestClock, startTestServer } from '../../../test/support/testServer.js';
import { companies, deviceDataUsage, deviceEvents, devices, users } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

const HOUR = 3_600_000;
const DAY = 86_400_000;
const clock = createTestClock();
let server: NetfleetServer;
let superAdmin: TestSession;
let admin: TestSession;
/** Devices in admin@'s companies, and one outside them. */
let inside: number;
let insideOther: number;
let outside: number;
/** When the roll-up last ran in this test's story: hours before it are in the hourly table. */
let rolledUpTo: number;

const iso = (ms: number) => new Date(ms).toISOString();
const get = (url: string, session: TestSession = admin) => apiGet(server.app, url, session);
const message = (response: { json: () => unknown }) =>
  (response.json() as { errors: { message: string; source: string | null }[] }).errors[0];

beforeAll(async () => {
  // Mid-hour, so the hour boundaries below are not the clock's.
  clock.advance(HOUR / 2 - (clock.now() % HOUR));
  server = await startTestServer({ now: clock.now });
  superAdmin = await signIn(server.app, 'super_admin@netfleet.test');
  admin = await signIn(server.app, 'admin@netfleet.test');
  const [adminRow] = await server.db
    .select({ path: companies.path })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, 'admin@netfleet.test'));
  const rows = await server.db
    .select({ id: devices.id, path: companies.path })
    .from(devices)
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .orderBy(devices.id);
  const adminPath = adminRow?.path ?? '';
  const mine = rows.filter((row) => row.path.startsWith(adminPath));
  inside = mine[0]?.id ?? 0;
  insideOther = mine[1]?.id ?? 0;
  outside = rows.find((row) => !row.path.startsWith(adminPath))?.id ?? 0;
  expect([inside, insideOther, outside].every((id) => id > 0)).toBe(true);

  const now = clock.now();
  // 7 days of 5-minute raw samples (signal -60, CPU 0.25), and 30 days of hourly roll-ups up to
  // two hours ago (signal -70): the roll-up has not reached the last two hours yet.
  rolledUpTo = Math.floor(now / HOUR) * HOUR - 2 * HOUR;
  await server.db.execute(sql`
    INSERT INTO device_samples (device_id, at, signal, rsrp, temperature, cpu_load, memory_used)
    SELECT ${inside}, at, -60, -95, 40, 0.25, 0.5
    FROM generate_series(${iso(now - 7 * DAY + 60_000)}::timestamptz, ${iso(now)}::timestamptz, interval '5 minutes') AS at`);
  await server.db.execute(sql`
    INSERT INTO device_samples_hourly (device_id, hour, samples, signal_avg, temperature_avg, cpu_load_avg, memory_used_avg)
    SELECT ${inside}, hour, 12, -70, 41, 0.5, 0.75
    FROM generate_series(${iso(rolledUpTo - 30 * DAY)}::timestamptz, ${iso(rolledUpTo - HOUR)}::timestamptz, interval '1 hour') AS hour`);
});
afterAll(() => server?.close());

describe('GET /devices/{id}/samples', () => {
  it('answers the last 24 hours raw by default, as columns in time order', async () => {
    const response = await get(`/api/devices/${inside}/samples`);
    expect(response.statusCode).toBe(200);
    const { data } = v.parse(DeviceSamplesResponseSchema, response.json());
    expect(data.resolution).toBe('raw');
    expect(data.t).toHaveLength(288);
    expect(data.t[0]).toBeGreaterThanOrEqual((clock.now() - DAY) / 1000);
    expect(data.t.at(-1)).toBeLessThanOrEqual(clock.now() / 1000);
    expect(data.t.every((t, i) => i === 0 || t > (data.t[i - 1] ?? 0))).toBe(true);
    for (const column of [
      'signal',
      'rsrp',
      'rsrq',
      'sinr',
      'temperature',
      'cpu_load',
      'memory_used',
    ] as const) {
      expect(data[column]).toHaveLength(288);
    }
    expect(data.signal[0]).toBe(-60);
    expect(data.rsrp[0]).toBe(-95);
    expect(data.sinr[0]).toBeNull();
    expect(data.cpu_load[0]).toBe(0.25);
  });

  it('answers hourly averages for a range over 7 days, up to now (hours not rolled up yet from the raw samples)', async () => {
    const to = clock.now();
    const from = to - 30 * DAY;
    const response = await get(`/api/devices/${inside}/samples?from=${iso(from)}&to=${iso(to)}`);
    expect(response.statusCode).toBe(200);
    const { data } = v.parse(DeviceSamplesResponseSchema, response.json());
    expect(data.resolution).toBe('hour');
    // Every whole hour of the 30 days is there once, stamped at its start.
    expect(data.t[0]).toBe(Math.floor(from / HOUR) * 3600);
    expect(data.t.at(-1)).toBe(Math.floor(to / HOUR) * 3600);
    expect(data.t).toHaveLength(30 * 24 + 1);
    expect(new Set(data.t).size).toBe(data.t.length);
    expect(data.t.every((t) => t % 3600 === 0)).toBe(true);
    const rolled = data.t.findIndex((t) => t * 1000 === rolledUpTo - HOUR);
    expect(data.signal[rolled]).toBe(-70);
    expect(data.cpu_load[rolled]).toBe(0.5);
    // The hours since the roll-up's (the current one too) come from the raw samples.
    expect(data.t.at(-4)).toBe((rolledUpTo - HOUR) / 1000);
    expect(data.signal.slice(-4)).toEqual([-70, -60, -60, -60]);
    expect(data.cpu_load.at(-1)).toBe(0.25);
    expect(data.rsrp.every((value) => value === null)).toBe(true);
  });

  it('fills the hours the roll-up never computed from the raw samples still kept', async () => {
    const gapFrom = rolledUpTo - 3 * DAY;
    await server.db.execute(sql`
      DELETE FROM device_samples_hourly
      WHERE device_id = ${inside} AND hour >= ${iso(gapFrom)}::timestamptz AND hour < ${iso(gapFrom + 6 * HOUR)}::timestamptz`);
    const to = clock.now();
    const response = await get(`/api/devices/${inside}/samples?from=${iso(to - 30 * DAY)}&to=${iso(to)}`);
    const { data } = v.parse(DeviceSamplesResponseSchema, response.json());
    expect(data.t).toHaveLength(30 * 24 + 1);
    const gap = data.t.findIndex((t) => t * 1000 === gapFrom);
    expect(data.signal.slice(gap - 1, gap + 7)).toEqual([-70, -60, -60, -60, -60, -60, -60, -70]);
  });

  it('answers raw for "the last 7 days" asked a moment before', async () => {
    const to = clock.now();
    clock.advance(5000);
    const response = await get(`/api/devices/${inside}/samples?from=${iso(to - 7 * DAY)}&to=${iso(to)}`);
    const { data } = v.parse(DeviceSamplesResponseSchema, response.json());
    expect(data.resolution).toBe('raw');
    expect(data.t).toHaveLength(7 * 288);
  });

  it('answers hourly for a short range older than the raw retention', async () => {
    const to = clock.now() - 20 * DAY;
    const response = await get(`/api/devices/${inside}/samples?from=${iso(to - 2 * DAY)}&to=${iso(to)}`);
    const { data } = v.parse(DeviceSamplesResponseSchema, response.json());
    expect(data.resolution).toBe('hour');
    expect(data.t).toHaveLength(2 * 24 + 1);
  });

  it('refuses a bad range with 422 and a clear message', async () => {
    const now = clock.now();
    const cases: [string, string][] = [
      [`from=${iso(now)}&to=${iso(now - HOUR)}`, 'from must be before to'],
      [`from=${iso(now - 367 * DAY)}&to=${iso(now)}`, 'The range may span at most 366 days'],
      ['from=yesterday', 'from must be an ISO 8601 time such as 2026-11-23T10:00:00Z'],
      ['to=2026-13-40T00:00:00Z', 'to must be an ISO 8601 time such as 2026-11-23T10:00:00Z'],
    ];
    for (const [query, text] of cases) {
      for (const series of ['samples', 'positions', 'io']) {
        const response = await get(`/api/devices/${inside}/${series}?${query}`);
        expect(response.statusCode, `${series}?${query}`).toBe(422);
        expect(message(response)?.message).toBe(text);
      }
    }
  });

  it('answers 404 for a device outside the scope or unknown, 401 without a session', async () => {
    for (const series of ['samples', 'positions', 'io', 'data-usage']) {
      expect((await get(`/api/devices/${outside}/${series}`)).statusCode).toBe(404);
      expect((await get(`/api/devices/999999999/${series}`)).statusCode).toBe(404);
      expect((await server.app.inject({ url: `/api/devices/${inside}/${series}` })).statusCode).toBe(401);
      expect((await get(`/api/devices/${outside}/${series}`, superAdmin)).statusCode).toBe(200);
    }
    // A device with no history: empty columns.
    const samples = await get(`/api/devices/${outside}/samples`, superAdmin);
    expect(samples.headers['content-type']).toContain('application/json');
    expect(v.parse(DeviceSamplesResponseSchema, samples.json()).data).toMatchObject({
      resolution: 'raw',
      t: [],
      signal: [],
    });
    const positions = await get(`/api/devices/${outside}/positions`, superAdmin);
    expect(v.parse(DevicePositionsResponseSchema, positions.json())).toMatchObject({
      data: { t: [] },
      meta: { truncated: false },
    });
  });
});

describe('GET /devices/{id}/positions', () => {
  it('answers the track oldest first, thinned evenly to at most 10,000 points, ending at the newest', async () => {
    const now = clock.now();
    const count = 25_003;
    await server.db.execute(sql`
      INSERT INTO device_positions (device_id, at, latitude, longitude, speed, satellites, source)
      SELECT ${insideOther}, ${iso(now - DAY)}::timestamptz + i * interval '1 second', 59 + i / 1e6, 10.5, 50, 9, 'gps'
      FROM generate_series(1, ${count}) AS i`);
    const response = await get(`/api/devices/${insideOther}/positions?from=${iso(now - DAY)}&to=${iso(now)}`);
    expect(response.statusCode).toBe(200);
    const { data, meta } = v.parse(DevicePositionsResponseSchema, response.json());
    expect(meta.truncated).toBe(true);
    expect(data.t.length).toBeLessThanOrEqual(DEVICE_POSITIONS_MAX);
    expect(data.t.length).toBeGreaterThan(DEVICE_POSITIONS_MAX / 2);
    expect(data.t[0]).toBe((now - DAY) / 1000 + 1);
    expect(data.t.at(-1)).toBe((now - DAY) / 1000 + count);
    // Evenly: one step between every kept point but the newest.
    const steps = new Set(data.t.slice(1, -1).map((t, i) => t - (data.t[i] ?? 0)));
    expect(steps.size).toBe(1);
    expect(data.latitude.at(-1)).toBeCloseTo(59 + count / 1e6, 9);
    expect(data.speed[0]).toBe(50);
    expect(data.altitude[0]).toBeNull();
    expect(data.satellites[0]).toBe(9);
    expect(data.source[0]).toBe('gps');

    const short = await get(
      `/api/devices/${insideOther}/positions?from=${iso(now - DAY)}&to=${iso(now - DAY + 100_000)}`,
    );
    const few = v.parse(DevicePositionsResponseSchema, short.json());
    expect(few.meta.truncated).toBe(false);
    expect(few.data.t).toHaveLength(100);
  });
});

describe('GET /devices/{id}/io', () => {
  it('answers the io events as pin and value columns, oldest first, leaving out malformed ones', async () => {
    const now = clock.now();
    await server.db.insert(deviceEvents).values([
      { deviceId: insideOther, at: new Date(now - 3000), kind: 'io', data: { pin: 'din1', value: true } },
      { deviceId: insideOther, at: new Date(now - 1000), kind: 'io', data: { pin: 'din1', value: 0 } },
      { deviceId: insideOther, at: new Date(now - 2000), kind: 'io', data: { pin: 'dout1', value: true } },
      { deviceId: insideOther, at: new Date(now - 1500), kind: 'io', data: { pin: 'din2', value: 'on' } },
      { deviceId: insideOther, at: new Date(now - 1500), kind: 'reboot', data: { pin: 'din2', value: true } },
      { deviceId: insideOther, at: new Date(now - 2 * DAY), kind: 'io', data: { pin: 'din9', value: true } },
    ]);
    const response = await get(`/api/devices/${insideOther}/io`);
    expect(response.statusCode).toBe(200);
    expect(v.parse(DeviceIoResponseSchema, response.json()).data).toEqual({
      t: [(now - 3000) / 1000, (now - 2000) / 1000, (now - 1000) / 1000],
      pin: ['din1', 'dout1', 'din1'],
      value: [true, true, false],
    });
  });
});

describe('GET /devices/{id}/data-usage', () => {
  it('answers this month per day and SIM by default, and a chosen range of days', async () => {
    const today = iso(clock.now()).slice(0, 10);
    const firstOfMonth = `${today.slice(0, 7)}-01`;
    const lastMonth = iso(Date.parse(firstOfMonth) - DAY).slice(0, 10);
    await server.db.insert(deviceDataUsage).values([
      { deviceId: insideOther, day: firstOfMonth, simSlot: 1, rxBytes: 5_000_000_000, txBytes: 20 },
      { deviceId: insideOther, day: today, simSlot: 2, rxBytes: 300, txBytes: 40 },
      { deviceId: insideOther, day: today, simSlot: 1, rxBytes: 100, txBytes: 10 },
      { deviceId: insideOther, day: lastMonth, simSlot: 3, rxBytes: 7, txBytes: 8 },
    ]);
    const month = v.parse(
      DeviceDataUsageResponseSchema,
      (await get(`/api/devices/${insideOther}/data-usage`)).json(),
    );
    const expected = [
      { day: firstOfMonth, sim_slot: 1, rx_bytes: 5_000_000_000, tx_bytes: 20 },
      { day: today, sim_slot: 1, rx_bytes: 100, tx_bytes: 10 },
      { day: today, sim_slot: 2, rx_bytes: 300, tx_bytes: 40 },
    ];
    expect(month.data).toEqual(today === firstOfMonth ? expected.slice(1) : expected);
    const range = await get(`/api/devices/${insideOther}/data-usage?from=${lastMonth}&to=${lastMonth}`);
    expect(v.parse(DeviceDataUsageResponseSchema, range.json()).data).toEqual([
      { day: lastMonth, sim_slot: 3, rx_bytes: 7, tx_bytes: 8 },
    ]);
  });

  it('refuses a bad range of days with 422', async () => {
    const cases: [string, string][] = [
      ['from=2026-11-02&to=2026-11-01', 'from must not be after to'],
      ['from=2024-01-01&to=2026-01-01', 'The range may span at most 731 days'],
      ['from=2026-11', 'from must be a date such as 2026-11-01'],
    ];
    for (const [query, text] of cases) {
      const response = await get(`/api/devices/${insideOther}/data-usage?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(message(response)?.message).toBe(text);
    }
    expect(
      (await get(`/api/devices/${insideOther}/data-usage?from=2024-01-01&to=2025-12-31`)).statusCode,
    ).toBe(200);
  });
});

describe('GET /devices/locations', () => {
  it('answers the located devices of the scope matching the list filters, as columns', async () => {
    await server.db.update(devices).set({ latitude: null, longitude: null });
    await server.db
      .update(devices)
      .set({ latitude: 59.9, longitude: 10.7, status: 1 })
      .where(inArray(devices.id, [inside, outside]));
    await server.db
      .update(devices)
      .set({ latitude: -33.9, longitude: 18.4, status: 0 })
      .where(eq(devices.id, insideOther));
    const names = await server.db
      .select({ id: devices.id, name: devices.name })
      .from(devices)
      .where(inArray(devices.id, [inside, insideOther, outside]));
    const nameOf = (id: number) => names.find((row) => row.id === id)?.name;

    const all = v.parse(
      DeviceLocationsResponseSchema,
      (await get('/api/devices/locations', superAdmin)).json(),
    );
    expect(all.meta).toEqual({ total: 3, truncated: false });
    expect(all.data.id).toEqual([inside, insideOther, outside].sort((a, b) => a - b));

    const scoped = v.parse(DeviceLocationsResponseSchema, (await get('/api/devices/locations')).json());
    expect(scoped).toEqual({
      data: {
        id: [inside, insideOther],
        latitude: [59.9, -33.9],
        longitude: [10.7, 18.4],
        status: [1, 0],
        name: [nameOf(inside), nameOf(insideOther)],
      },
      meta: { total: 2, truncated: false },
    });

    const online = v.parse(
      DeviceLocationsResponseSchema,
      (await get('/api/devices/locations?status=1')).json(),
    );
    expect(online.data.id).toEqual([inside]);
    expect((await get('/api/devices/locations?status=9')).statusCode).toBe(422);
  });
});
