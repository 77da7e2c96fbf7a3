import { DeviceSchema, listResponseSchema } from '@netfleet/contracts';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiSend, signIn, type TestSession } from '../../../test/support/signIn.js';
import { startTestServer, TEST_DEVICE_COUNT } from '../../../test/support/testServer.js';
import { tags } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

const DeviceListSchema = listResponseSchema(DeviceSchema);
/** Devices added to the demo fleet: past the exact count's limit of 1,000. */
const ADDED = 1_200;

let server: NetfleetServer;
let session: TestSession;
/** A tag every added device carries. */
let tagId: number;

beforeAll(async () => {
  server = await startTestServer();
  session = await signIn(server.app, 'super_admin@netfleet.test');
  await server.db.execute(sql`
    insert into devices (company_id, name, serial, mac, model, original_model, firmware, status, family, firmware_order)
    select (select min(id) from companies), 'Bulk ' || n, 'B' || lpad(n::text, 9, '0'), 'AA:00:00:' || lpad(to_hex(n), 6, '0'),
      'RUT241', 'RUT2410000XX', 'RUT2M_R_00.07.19.1', 0, 'RUT', 71901
    from generate_series(1, ${ADDED}) as n`);
  const [tag] = await server.db
    .insert(tags)
    .values({
      companyId: sql`(select min(id) from companies)`,
      name: 'Bulk',
      color: '#546e7a',
      createdAt: new Date(),
    })
    .returning({ id: tags.id });
  tagId = tag?.id ?? 0;
  await server.db.execute(sql`
    insert into device_tags (device_id, tag_id) select id, ${tagId} from devices where name like 'Bulk %'`);
  await server.db.execute(sql`analyze devices`);
  await server.db.execute(sql`analyze device_tags`);
});
afterAll(() => server?.close());

const list = async (query: string) => {
  const response = await apiGet(server.app, `/api/devices?${query}`, session);
  expect(response.statusCode).toBe(200);
  return v.parse(DeviceListSchema, response.json());
};

describe('the total of GET /api/devices', () => {
  it('is the planner’s estimate, flagged, beyond 1,000 matches', async () => {
    const { meta } = await list('limit=25');
    expect(meta.total_estimated).toBe(true);
    expect(meta.total).toBeGreaterThan(1_000);
    // An estimate, but from fresh statistics: near the real count.
    expect(Math.abs(meta.total - (ADDED + TEST_DEVICE_COUNT))).toBeLessThan(200);
  });

  it('is exact, unflagged, up to 1,000 matches, on every page', async () => {
    const all = await list('q=Bulk 1&limit=1000');
    const expected = all.data.length;
    expect(expected).toBeGreaterThan(25);
    expect(all.meta).toEqual({ total: expected });
    const second = await list('q=Bulk 1&limit=25&offset=25');
    expect(second.meta.total).toBe(expected);
    expect(second.meta.total_estimated).toBeUndefined();
    const cursor = await list('q=Bulk 1&limit=25');
    const next = await list(`q=Bulk 1&limit=25&after=${cursor.meta.next}`);
    expect(next.meta.total).toBe(expected);
  });

  it('is counted afresh once a bulk action took the matches to the limit or below', async () => {
    const before = await list(`tag_id=${tagId}&limit=25`);
    expect(before.meta.total_estimated).toBe(true);
    const untag = (await list(`tag_id=${tagId}&limit=300&sort=id`)).data.map((device) => device.id);
    expect(untag).toHaveLength(300);

    const started = await apiSend(server.app, 'POST', '/api/devices/bulk', session, {
      action: 'remove_tags',
      device_id: untag,
      options: { tag_ids: [tagId] },
    });
    expect(started.statusCode, started.body).toBe(202);
    const jobId = started.json().data.job_id as number;
    await expect
      .poll(
        async () => (await apiGet(server.app, `/api/devices/bulk/${jobId}`, session)).json().data.finished,
        { timeout: 15_000 },
      )
      .toBe(true);

    // Within the estimate's life, but the bulk action's writes forgot it (with its last chunk,
    // which may come a moment after its items show done).
    await expect
      .poll(
        async () => {
          const { meta } = await list(`tag_id=${tagId}&limit=25`);
          return { total: meta.total, estimated: meta.total_estimated };
        },
        { timeout: 5_000 },
      )
      .toEqual({ total: ADDED - 300, estimated: undefined });
  });
});
