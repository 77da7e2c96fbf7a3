import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/support/testServer.js';
import type { NetfleetServer } from '../index.js';
import { rowsOf } from '../telemetry/rowsOf.js';
import { insertDemoHistory } from './insertDemoHistory.js';

let server: NetfleetServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const rows = async (query: ReturnType<typeof sql>) =>
  rowsOf<Record<string, unknown>>(await server.db.execute(query));

describe('insertDemoHistory', () => {
  it("gives the reporting devices a day of 5-minute samples and this month's daily data, totals matching", async () => {
    const now = Date.parse('2026-11-23T12:02:00Z');
    await insertDemoHistory(server.db, now);
    const reporting = await rows(sql`select id, signal from devices where status in (1, 2) order by id`);
    const silent = await rows(sql`select id from devices where status not in (1, 2)`);
    expect(reporting.length).toBeGreaterThan(0);

    const perDevice = await rows(sql`
      select device_id, count(*)::int as n, min(at) as first, max(at) as last,
        count(signal)::int as with_signal, min(temperature) as tmin, max(temperature) as tmax,
        min(cpu_load) as cmin, max(cpu_load) as cmax
      from device_samples group by device_id`);
    const byId = new Map(perDevice.map((row) => [Number(row.device_id), row]));
    for (const device of reporting) {
      const samples = byId.get(Number(device.id));
      // 288 five-minute steps ending 5 minutes before the last whole 5 minutes.
      expect(samples?.n).toBe(288);
      expect(new Date(String(samples?.last)).toISOString()).toBe('2026-11-23T11:55:00.000Z');
      expect(new Date(String(samples?.first)).toISOString()).toBe('2026-11-22T12:00:00.000Z');
      // Signal only where the device has a modem.
      expect(samples?.with_signal).toBe(device.signal === null ? 0 : 288);
      expect(Number(samples?.tmax)).toBeGreaterThan(Number(samples?.tmin));
      expect(Number(samples?.cmin)).toBeGreaterThanOrEqual(0);
      expect(Number(samples?.cmax)).toBeLessThanOrEqual(1);
    }
    for (const device of silent) expect(byId.has(Number(device.id))).toBe(false);

    const usage = await rows(sql`
      select u.device_id, count(distinct u.day)::int as days, min(u.day)::text as first, max(u.day)::text as last,
        sum(u.rx_bytes + u.tx_bytes)::float8 as total, d.data_used_bytes::float8 as row_total, d.data_month::text as month
      from device_data_usage u join devices d on d.id = u.device_id
      group by u.device_id, d.data_used_bytes, d.data_month`);
    expect(usage.length).toBeGreaterThan(0);
    for (const device of usage) {
      expect([device.days, device.first, device.last]).toEqual([22, '2026-11-01', '2026-11-22']);
      // The list's "data this month" is the sum of the days the data-usage tab shows.
      expect([device.row_total, device.month]).toEqual([device.total, '2026-11-01']);
    }

    // Deterministic, and a second run adds nothing.
    const before = await rows(sql`select count(*)::int as n, sum(signal)::int as s from device_samples`);
    await insertDemoHistory(server.db, now);
    expect(await rows(sql`select count(*)::int as n, sum(signal)::int as s from device_samples`)).toEqual(
      before,
    );
  });
});
