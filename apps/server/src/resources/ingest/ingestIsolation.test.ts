import { IngestBatchResponseSchema, IngestTokenResponseSchema } from '@netfleet/contracts';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceRow } from '../../../test/support/deviceRow.js';
import { apiSend, signIn } from '../../../test/support/signIn.js';
import { createTestClock, startTestServer } from '../../../test/support/testServer.js';
import { deviceDataUsage, deviceEvents, deviceSamples, devices } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';
import { ingestReports } from '../../telemetry/ingestReports.js';
import { BYTE_COUNTER_MAX, monthOf } from '../../telemetry/telemetryRows.js';

// One device's report must never fail the reports stored with it: the HTTP batch and the MQTT
// group commit write many devices in one transaction, so whatever the database would refuse of
// one of them is settled before the write. Run on PGlite and PostgreSQL alike.

const clock = createTestClock();
let server: NetfleetServer;
/** A device whose counters a broken router ran to the end, and one that reports normally. */
let runaway: { id: number; token: string };
let bystander: { id: number; token: string };

/** A report of 1,000 usage rows, each the largest the schema takes: 2 × 10^16 bytes in all. */
const LARGEST_USAGE = {
  data_usage: Array.from({ length: 1000 }, () => ({ sim_slot: 1, rx_bytes: 1e13, tx_bytes: 1e13 })),
};

const post = (url: string, body: unknown, token?: string) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    payload: JSON.stringify(body),
  });

const today = () => new Date(clock.now()).toISOString().slice(0, 10);

/**
 * Puts the runaway device's month and today's usage where about 461 of the largest reports
 * leave them (the probe's way there, a minute of requests): past 9.22 × 10^18 the next report
 * overflowed PostgreSQL's bigint, a 500 for it and for every report in its transaction.
 */
async function runCountersToTheEnd(deviceId: number) {
  await server.db.execute(sql`
    UPDATE devices SET data_used_bytes = 9220000000000000000, data_month = ${monthOf(clock.now())}::date
    WHERE id = ${deviceId}`);
  await server.db.execute(sql`
    INSERT INTO device_data_usage (device_id, day, sim_slot, rx_bytes, tx_bytes)
    VALUES (${deviceId}, ${today()}::date, 1, 9220000000000000000, 9220000000000000000)
    ON CONFLICT (device_id, day, sim_slot) DO UPDATE SET rx_bytes = excluded.rx_bytes, tx_bytes = excluded.tx_bytes`);
}

async function todaysUsage(deviceId: number) {
  const [row] = await server.db
    .select({ rx: deviceDataUsage.rxBytes, tx: deviceDataUsage.txBytes })
    .from(deviceDataUsage)
    .where(
      and(
        eq(deviceDataUsage.deviceId, deviceId),
        eq(deviceDataUsage.day, today()),
        eq(deviceDataUsage.simSlot, 1),
      ),
    );
  return row;
}

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  const superAdmin = await signIn(server.app, 'super_admin@netfleet.test');
  const rows = await server.db.select({ id: devices.id }).from(devices).orderBy(devices.id).limit(2);
  const withToken = async (id: number) => {
    const response = await apiSend(server.app, 'POST', `/api/devices/${id}/ingest-token`, superAdmin);
    return { id, token: v.parse(IngestTokenResponseSchema, response.json()).data.token };
  };
  runaway = await withToken(rows[0]?.id ?? 0);
  bystander = await withToken(rows[1]?.id ?? 0);
});
afterAll(() => server?.close());

describe('one device never fails the reports stored with it', () => {
  it('stops a byte counter at 9 × 10^18 bytes instead of failing the report', async () => {
    await runCountersToTheEnd(runaway.id);
    for (let i = 0; i < 2; i++) {
      const response = await post('/ingest/v1/report', LARGEST_USAGE, runaway.token);
      expect(response.statusCode, response.body).toBe(200);
      expect((await deviceRow(server, runaway.id)).dataUsedBytes).toBe(BYTE_COUNTER_MAX);
      expect(await todaysUsage(runaway.id)).toEqual({ rx: BYTE_COUNTER_MAX, tx: BYTE_COUNTER_MAX });
    }
    expect(BYTE_COUNTER_MAX).toBe(9_000_000_000_000_000_000);
  });

  it('stores the other devices of a batch that holds a device at the end of its counters', async () => {
    await runCountersToTheEnd(runaway.id);
    const response = await post('/ingest/v1/batch', {
      reports: [
        { token: bystander.token, report: { firmware: 'RUT9_R_00.07.08.1' } },
        { token: runaway.token, report: LARGEST_USAGE },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(v.parse(IngestBatchResponseSchema, response.json())).toEqual({
      data: [
        { ok: true, device_id: bystander.id, commands: [] },
        { ok: true, device_id: runaway.id, commands: [] },
      ],
      meta: { accepted: 2, rejected: 0 },
    });
    expect((await deviceRow(server, bystander.id)).firmware).toBe('RUT9_R_00.07.08.1');
    expect((await deviceRow(server, runaway.id)).dataUsedBytes).toBe(BYTE_COUNTER_MAX);
  });

  it('stores the other reports of a group when one device was deleted after its token was read', async () => {
    // An MQTT connection keeps its device for as long as it is open, and a batch's tokens are
    // read before the transaction: the device's rows may be gone by the write.
    const deleted = 2_000_000_000;
    const at = new Date(clock.now() - 60_000).toISOString();
    const everything = {
      ip: '10.4.4.4',
      samples: [{ at: Date.parse(at), signal: -70 }],
      positions: [{ at: Date.parse(at), latitude: 54.7, longitude: 25.3 }],
      data_usage: [{ sim_slot: 1, rx_bytes: 1, tx_bytes: 1 }],
      events: [{ kind: 'reboot', message: 'Watchdog' }],
    };
    await ingestReports({ db: server.db, realtime: server.realtime, now: clock.now }, [
      { deviceId: deleted, report: everything },
      { deviceId: bystander.id, report: { ...everything, ip: '10.5.5.5' } },
    ]);
    expect((await deviceRow(server, bystander.id)).ip).toBe('10.5.5.5');
    const stored = await server.db
      .select({ at: deviceSamples.at })
      .from(deviceSamples)
      .where(and(eq(deviceSamples.deviceId, bystander.id), eq(deviceSamples.at, new Date(at))));
    expect(stored).toHaveLength(1);
    const orphans = await server.db.select().from(deviceEvents).where(eq(deviceEvents.deviceId, deleted));
    expect(orphans).toEqual([]);
  });
});
