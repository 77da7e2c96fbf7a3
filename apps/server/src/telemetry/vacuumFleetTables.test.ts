import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { recordStatements } from '../../test/support/recordStatements.js';
import { startTestServer } from '../../test/support/testServer.js';
import type { NetfleetServer } from '../index.js';
import { rowsOf } from './rowsOf.js';
import { driverTelemetryOptions } from './startTelemetryJobs.js';
import { vacuumFleetTables } from './vacuumFleetTables.js';

let server: NetfleetServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** What the planner believes `device_samples` holds: -1 until the table is first analyzed. */
async function plannedSamples(db: NetfleetServer['db']): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select reltuples::int as n from pg_class where relname = 'device_samples'`),
  );
  return Number(row?.n);
}

/** A sample of each of the first 60 devices, every minute of the last `minutes`. */
async function addSamples(db: NetfleetServer['db'], minutes: number): Promise<number> {
  await db.execute(sql`
    insert into device_samples (device_id, at, temperature)
    select d.id, date_trunc('minute', now()) - m * interval '1 minute', 40
    from (select id from devices order by id limit 60) d cross join generate_series(1, ${minutes}) m
    on conflict do nothing`);
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from device_samples`));
  return Number(row?.n);
}

describe('the maintenance pass with vacuum', () => {
  it('vacuums and analyzes the tables the reports rewrite, so the planner knows what they hold', async () => {
    server = await startTestServer({ telemetry: { jobs: false, vacuum: true } });
    const rows = await addSamples(server.db, 30);
    expect(rows).toBeGreaterThan(1_000);
    expect(await plannedSamples(server.db)).not.toBe(rows);
    await server.telemetry.maintain();
    expect(await plannedSamples(server.db)).toBe(rows);
  });

  it('ends before its next table once told to stop (a server closing)', async () => {
    server = await startTestServer({ telemetry: { jobs: false } });
    const rows = await addSamples(server.db, 30);
    let asked = 0;
    // Stopped at its second step (the devices vacuumed, not yet analysed): the samples, further
    // on, are not analysed either.
    await vacuumFleetTables(server.db, { stopped: () => asked++ > 0, all: true });
    expect(asked).toBe(2);
    expect(await plannedSamples(server.db)).not.toBe(rows);
    await vacuumFleetTables(server.db, { all: true });
    expect(await plannedSamples(server.db)).toBe(rows);
  });

  it('analyses a column that keeps more statistics on its own, so that no statement samples the whole table for all', async () => {
    server = await startTestServer({ telemetry: { jobs: false } });
    const target = server.db;
    const { db: recording, statements } = recordStatements(target);
    await vacuumFleetTables(recording, { all: true });
    const devicesAnalysed = statements.filter((text) => text.startsWith('analyze "devices"'));
    expect(devicesAnalysed).toContain('analyze "devices" ("search_text")');
    expect(devicesAnalysed).toHaveLength(2);
    expect(devicesAnalysed.find((text) => text !== 'analyze "devices" ("search_text")')).toMatch(
      /^analyze "devices" \("id", .*"status".*\)$/,
    );
    expect(statements.filter((text) => text.includes('search_text') && text.includes('"id"'))).toEqual([]);
    // Every column has its statistics, the search text its own.
    const analysed = rowsOf<{ attname: string }>(
      await target.execute(
        sql`select attname from pg_stats where tablename = 'devices' and attname in ('search_text', 'status', 'serial')`,
      ),
    ).map((row) => row.attname);
    expect(analysed.sort()).toEqual(['search_text', 'serial', 'status']);
  });

  it('is on for the embedded database, which runs no autovacuum, and left to PostgreSQL’s own', () => {
    expect(driverTelemetryOptions('pglite')).toEqual({ vacuum: true });
    expect(driverTelemetryOptions('postgres')).toEqual({ vacuum: false });
  });
});
