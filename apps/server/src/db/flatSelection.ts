import { Column, is, noopDecoder, type Query, type SQL, sql } from 'drizzle-orm';
import type { Database } from './Database.js';

/** A field of a flat selection: a column, or an SQL expression (decoded by its `mapWith`). */
export type FlatField = Column | SQL;

/** A prepared statement whose rows come back as objects of the selection's keys. */
export interface FlatSelect<Row> {
  execute(placeholders?: Record<string, unknown>): Promise<Row[]>;
}

/** A flat selection made ready to select and to prepare (see {@link flatSelection}). */
export interface FlatSelection {
  /** The fields to give `db.select()`: each named as its key in the query itself. */
  fields: Record<string, SQL.Aliased>;
  /** `query`, a select of {@link fields} as `toSQL()` wrote it, prepared under `name`. */
  prepare<Row extends Record<string, unknown>>(db: Database, query: Query, name: string): FlatSelect<Row>;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The field's decoder: the column itself, or the expression's `mapWith` (Drizzle keeps it internal). */
const decoderOf = (field: FlatField): Decoder =>
  is(field, Column) ? field : (field as unknown as { decoder: Decoder }).decoder;

/**
 * `expression` decoded as `field` is: a field read again from a subquery's rows (its column
 * there), whose values come back as the field's own would.
 */
export const readAs = (field: FlatField, expression: SQL): SQL =>
  expression.mapWith(decoderOf(field) as Parameters<SQL['mapWith']>[0]);

/** The rows of a raw answer, whichever driver gave it (postgres-js: an array; PGlite: `rows`). */
const rowsOf = (result: unknown): Record<string, unknown>[] =>
  (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as Record<
    string,
    unknown
  >[];

/**
 * A select of flat fields whose rows are read as the driver's own objects, each column named as
 * its key, and decoded in place (null stays null; every other value goes through its field's
 * decoder: the values Drizzle's `prepare(name)` would give).
 *
 * Drizzle reads a select's rows as arrays (postgres-js `.values()`) and builds an object from
 * each. Read so under load, a device list page's values outlived the young generation on
 * PostgreSQL: 30 KB a page promoted to the old one, scavenges of 6 to 9 ms. postgres-js alone
 * did the same with `.values()` and not with objects; by all signs V8 came to allocate the row
 * arrays in the old generation, where dead rows keep their young strings alive until a full
 * collection. Read as objects, a page's rows die young (11 KB promoted a scavenge, 1 to 2 ms).
 *
 * @example
 * const selection = flatSelection({ id: devices.id, name: devices.name });
 * const page = selection.prepare<{ id: number; name: string }>(
 *   db, db.select(selection.fields).from(devices).limit(25).toSQL(), 'first_devices');
 * const rows = await page.execute();
 */
export function flatSelection(selection: Readonly<Record<string, FlatField>>): FlatSelection {
  const keys = Object.keys(selection);
  const fields = Object.fromEntries(keys.map((key) => [key, sql`${selection[key]}`.as(key)]));
  // Only the fields whose decoder changes a value: text columns and plain expressions keep theirs.
  const decoded = keys.flatMap((key) => {
    const decoder = decoderOf(selection[key] as FlatField);
    const identity =
      decoder === noopDecoder || decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue;
    return identity ? [] : [{ key, decoder }];
  });
  const decode = (rows: Record<string, unknown>[]) => {
    for (const row of rows) {
      for (const { key, decoder } of decoded) {
        const value = row[key];
        if (value !== null) row[key] = decoder.mapFromDriverValue(value);
      }
    }
    return rows;
  };
  return {
    fields,
    prepare<Row extends Record<string, unknown>>(db: Database, query: Query, name: string) {
      // Neither fields nor a mapper: Drizzle hands back the driver's rows as they came.
      const prepared = db._.session.prepareQuery(query, undefined, name, false);
      return {
        execute: async (placeholders = {}) => decode(rowsOf(await prepared.execute(placeholders))) as Row[],
      };
    },
  };
}
