import { asc, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/support/testServer.js';
import type { NetfleetServer } from '../index.js';
import { DEVICE_COLUMNS } from '../resources/devices/queries.js';
import { flatSelection } from './flatSelection.js';
import { devices } from './schema.js';

let server: NetfleetServer;

beforeAll(async () => {
  server = await startTestServer();
  // A null in a column with a decoder (a timestamp) and in a plain one, on the first rows read.
  await server.db
    .update(devices)
    .set({ lastSeenAt: null, latitude: null })
    .where(sql`${devices.id} = (select min(id) from devices)`);
});

afterAll(async () => {
  await server?.close();
});

// Every field of a device row (columns, timestamps, expressions with decoders), the id twice
// (a list page's hidden sort value is often the id again), and a timestamp as text.
const selection = {
  ...DEVICE_COLUMNS,
  __sort: devices.id,
  seen_text: sql<string>`${devices.lastSeenAt}::text`,
};

describe('flatSelection', () => {
  it("reads the rows Drizzle's own select reads, keyed and ordered as the selection", async () => {
    const { db } = server;
    const expected = await db.select(selection).from(devices).orderBy(asc(devices.id)).limit(8);
    const flat = flatSelection(selection);
    const query = db.select(flat.fields).from(devices).orderBy(asc(devices.id)).limit(8).toSQL();
    const rows = await flat.prepare(db, query, 'flat_selection_test').execute();

    expect(rows).toEqual(expected);
    expect(rows.map((row) => Object.keys(row))).toEqual(expected.map(() => Object.keys(selection)));
    const [first] = rows;
    expect(first?.last_seen_at).toBeNull();
    expect(first?.latitude).toBeNull();
    expect(first?.__sort).toBe(first?.id);
    expect(rows.find((row) => row.last_seen_at !== null)?.last_seen_at).toBeInstanceOf(Date);
    // The expressions' decoders ran: a number from bigint, tags in name order.
    expect(typeof first?.data_used_bytes).toBe('number');
    const tags = rows.flatMap((row) => row.tags as { name: string }[]);
    expect(tags.length).toBeGreaterThan(0);
    for (const row of rows) {
      const names = (row.tags as { name: string }[]).map((tag) => tag.name);
      expect(names).toEqual([...names].sort());
    }
  });

  it('runs again with new placeholder values', async () => {
    const { db } = server;
    const flat = flatSelection({ id: devices.id, seen: devices.lastSeenAt });
    const query = db
      .select(flat.fields)
      .from(devices)
      .where(gt(devices.id, sql.placeholder('after')))
      .orderBy(asc(devices.id))
      .limit(3)
      .toSQL();
    const page = flat.prepare<{ id: number; seen: Date | null }>(db, query, 'flat_selection_after');
    const one = await page.execute({ after: 0 });
    const two = await page.execute({ after: 3 });
    expect(one).toHaveLength(3);
    expect(two.map((row) => row.id)).toEqual(
      (
        await db
          .select({ id: devices.id })
          .from(devices)
          .where(gt(devices.id, 3))
          .orderBy(asc(devices.id))
          .limit(3)
      ).map((row) => row.id),
    );
  });
});
