import { sql } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import type { DemoDeviceRow } from './generateDemoDevices.js';

/** A transaction or the database: whatever `db.transaction` hands its callback. */
type Writer = Pick<Database, 'execute'>;

/** The rows of `execute`, whichever driver answered (postgres-js: an array; PGlite: `rows`). */
function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return ((result as { rows?: unknown[] }).rows ?? []) as Record<string, unknown>[];
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** A row as the JSON record `json_to_recordset` reads (column names, ISO timestamps). */
function record(row: DemoDeviceRow) {
  return {
    company_id: row.companyId,
    name: row.name,
    serial: row.serial,
    mac: row.mac,
    model: row.model,
    original_model: row.originalModel,
    firmware: row.firmware,
    status: row.status ?? 3,
    esim: row.esim ?? false,
    created_at: iso(row.createdAt),
    last_seen_at: iso(row.lastSeenAt),
    family: row.family ?? '',
    firmware_order: row.firmwareOrder ?? 0,
    imei: row.imei ?? null,
    ip: row.ip ?? null,
    operator: row.operator ?? null,
    technology: row.technology ?? null,
    signal: row.signal ?? null,
    iccid: row.iccid ?? null,
    sim_slot: row.simSlot ?? null,
    latitude: row.latitude ?? null,
    longitude: row.longitude ?? null,
    location_source: row.locationSource ?? null,
    located_at: iso(row.locatedAt),
    io: row.io ?? null,
    data_used_bytes: row.dataUsedBytes ?? 0,
    data_month: row.dataMonth ?? null,
    ingest_token_hash: row.ingestTokenHash ?? null,
    ingest_token_issued_at: iso(row.ingestTokenIssuedAt),
  };
}

/**
 * Inserts demo devices batch by batch, each batch one statement of one JSON parameter
 * (`json_to_recordset`): PostgreSQL parses it in C, where a multi-row `VALUES` of 29 columns
 * costs a bind parameter per cell. With `rebuildIndexes` the secondary indexes of the devices
 * and of their search texts (which a trigger fills, batch by batch) are dropped first and built
 * again after the load (one sort each instead of a million inserts into each of some 25
 * indexes): how a million devices seed in minutes.
 *
 * @returns how many devices were inserted.
 */
export async function insertDemoDevices(
  tx: Writer,
  batches: Iterable<DemoDeviceRow[]>,
  options: {
    rebuildIndexes: boolean;
    /** Runs once the rows are in, before the indexes are built: where updates of many devices belong. */
    afterLoad?: () => Promise<void>;
  },
): Promise<number> {
  let definitions: string[] = [];
  if (options.rebuildIndexes) {
    const indexes = rowsOf(
      await tx.execute(sql`
        select i.indexname as name, i.indexdef as definition
        from pg_indexes i join pg_class c on c.relname = i.indexname
        join pg_index x on x.indexrelid = c.oid
        where i.schemaname = 'public' and i.tablename in ('devices', 'device_search_texts')
          and not x.indisprimary`),
    );
    definitions = indexes.map((index) => String(index.definition));
    for (const index of indexes) await tx.execute(sql.raw(`drop index "${String(index.name)}"`));
  }
  let inserted = 0;
  for (const batch of batches) {
    await tx.execute(sql`
      insert into devices (company_id, name, serial, mac, model, original_model, firmware, status, esim,
        created_at, last_seen_at, family, firmware_order, imei, ip, operator, technology, signal, iccid,
        sim_slot, latitude, longitude, location_source, located_at, io, data_used_bytes, data_month,
        ingest_token_hash, ingest_token_issued_at)
      select * from json_to_recordset(${JSON.stringify(batch.map(record))}::json) as r(company_id integer,
        name text, serial text, mac text, model text, original_model text, firmware text, status smallint,
        esim boolean, created_at timestamptz, last_seen_at timestamptz, family text, firmware_order integer,
        imei text, ip text, operator text, technology text, signal smallint, iccid text, sim_slot smallint,
        latitude double precision, longitude double precision, location_source text, located_at timestamptz,
        io jsonb, data_used_bytes bigint, data_month date, ingest_token_hash text,
        ingest_token_issued_at timestamptz)`);
    inserted += batch.length;
  }
  await options.afterLoad?.();
  if (definitions.length > 0) {
    // Index builds sort in memory up to this much (PGlite's default is 64 MB): the trigram index
    // of a million devices builds in a fraction of the time.
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    // A trigram index over a million rows takes longer than the server's statement timeout.
    await tx.execute(sql`set local statement_timeout = 0`);
    // The updates of `afterLoad` wrote new versions of an eighth of the rows at the table's end
    // (its pages were full), and the list's id walks (a first page, a search's page) read those
    // a page apart: 19 ms instead of 5 for one search's page. With only the primary key left,
    // putting the rows back in id order is one sequential rewrite.
    await tx.execute(sql`cluster devices using devices_pkey`);
  }
  for (const definition of definitions) await tx.execute(sql.raw(definition));
  return inserted;
}
