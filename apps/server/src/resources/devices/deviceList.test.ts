import {
  DEVICE_SORT_FIELDS,
  type Device,
  DeviceDetailSchema,
  DeviceListQuerySchema,
  DeviceSchema,
  listResponseSchema,
} from '@netfleet/contracts';
import { firmwareOrder, modelFacts, modelsWithCapability } from '@netfleet/device-capabilities';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiSend, signIn, type TestSession } from '../../../test/support/signIn.js';
import { startTestServer, TEST_DEVICE_COUNT } from '../../../test/support/testServer.js';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import { PLAN_EACH_RUN } from '../../db/planEachRun.js';
import { companies, devices, deviceTags, tags } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';
import { countMatches } from '../../lists/countMatches.js';
import { listAnswer, listRows } from '../../lists/listRows.js';
import { estimateSearchMatches } from './deviceSearchText.js';
import { DEVICE_LIST_KIND } from './queries.js';

const DeviceListSchema = listResponseSchema(DeviceSchema);

let server: NetfleetServer;
const sessions: Record<string, TestSession> = {};
/** Every device row of the database, as stored. */
let stored: (typeof devices.$inferSelect)[] = [];
/** Every device's tag ids. */
const tagsOf = new Map<number, number[]>();

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ['super_admin', 'end_user'])
    sessions[role] = await signIn(server.app, `${role}@netfleet.test`);
  stored = await server.db.select().from(devices);
  for (const row of await server.db.select().from(deviceTags)) {
    tagsOf.set(row.deviceId, [...(tagsOf.get(row.deviceId) ?? []), row.tagId]);
  }
});
afterAll(() => server?.close());

const get = (url: string, role = 'super_admin') => apiGet(server.app, `/api${url}`, sessions[role]);

const list = async (query: string, role = 'super_admin') => {
  const response = await get(`/devices?${query.includes('limit=') ? '' : 'limit=1000&'}${query}`, role);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(DeviceListSchema, response.json());
};

const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

describe('GET /api/devices rows', () => {
  it('returns every field of a device row, tags as { id, name, color } of its company', async () => {
    const { data } = await list('');
    expect(data.length).toBe(TEST_DEVICE_COUNT);
    const tagRows = new Map((await server.db.select().from(tags)).map((tag) => [tag.id, tag]));
    for (const device of data) {
      const row = stored.find((r) => r.id === device.id);
      if (!row) throw new Error(`device ${device.id} not stored`);
      expect(device).toMatchObject({
        imei: row.imei,
        family: row.family,
        signal: row.signal,
        operator: row.operator,
        technology: row.technology,
        ip: row.ip,
        latitude: row.latitude,
        longitude: row.longitude,
        location_source: row.locationSource,
        data_used_bytes: row.dataUsedBytes,
      });
      expect(ids(device.tags ?? [])).toEqual([...(tagsOf.get(device.id) ?? [])].sort((a, b) => a - b));
      for (const tag of device.tags ?? []) {
        expect(tag).toEqual({
          id: tag.id,
          name: tagRows.get(tag.id)?.name,
          color: tagRows.get(tag.id)?.color,
        });
        expect(tagRows.get(tag.id)?.companyId).toBe(device.company_id);
      }
    }
    expect(data.some((device) => (device.tags ?? []).length > 0)).toBe(true);
    expect(data.some((device) => device.imei !== null && device.signal !== null)).toBe(true);
  });

  it('reads 0 bytes for a device whose data count is of an earlier month', async () => {
    const row = stored.find((r) => r.dataUsedBytes > 0);
    if (!row) throw new Error('no device with data');
    await server.db.update(devices).set({ dataMonth: '2020-01-01' }).where(eq(devices.id, row.id));
    const [device] = (await list(`q=${row.serial}`)).data;
    expect(device?.data_used_bytes).toBe(0);
    await server.db.update(devices).set({ dataMonth: row.dataMonth }).where(eq(devices.id, row.id));
  });
});

describe('GET /api/devices page fields (tags and company names read over a page’s rows)', () => {
  /** Each device's company name and tag names in name order, as stored. */
  const expectedOf = async () => {
    const companyNames = new Map(
      (await server.db.select().from(companies)).map((company) => [company.id, company.name]),
    );
    const tagRows = new Map((await server.db.select().from(tags)).map((tag) => [tag.id, tag]));
    return (row: (typeof stored)[number]) => ({
      company_name: companyNames.get(row.companyId),
      tags: (tagsOf.get(row.id) ?? [])
        .map((id) => tagRows.get(id)?.name ?? '')
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    });
  };

  it('gives every row of a keyset page its own company and tags, in the sort’s order, both ways', async () => {
    const expected = await expectedOf();
    const byId = new Map(stored.map((row) => [row.id, row]));
    const time = (value: Date | null) => value?.getTime() ?? Number.NEGATIVE_INFINITY;
    const orders: [string, (a: (typeof stored)[number], b: (typeof stored)[number]) => number][] = [
      ['id', (a, b) => a.id - b.id],
      ['last_seen_at', (a, b) => time(a.lastSeenAt) - time(b.lastSeenAt) || a.id - b.id],
      ['name', (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id)],
    ];
    for (const [field, compare] of orders) {
      for (const descending of [false, true]) {
        const page = await list(`sort=${descending ? '-' : ''}${field}&limit=10`);
        const order = [...stored].sort((a, b) => (descending ? compare(b, a) : compare(a, b)));
        expect(page.data.map((device) => device.id)).toEqual(order.slice(0, 10).map((row) => row.id));
        for (const device of page.data) {
          const row = byId.get(device.id);
          if (!row) throw new Error(`device ${device.id} not stored`);
          expect({
            company_name: device.company_name,
            tags: (device.tags ?? []).map((tag) => tag.name),
          }).toEqual(expected(row));
        }
      }
    }
  });

  it('reads a page field’s own columns without returning them when they were not asked for', async () => {
    const expected = await expectedOf();
    const response = await get('/devices?fields=name,company_name,tags&limit=1000');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: Record<string, unknown>[] };
    expect(data).toHaveLength(TEST_DEVICE_COUNT);
    const tagged = data.filter((device) => (device.tags as unknown[]).length > 0);
    expect(tagged.length).toBeGreaterThan(0);
    for (const device of data) {
      expect(Object.keys(device).sort()).toEqual(['company_name', 'id', 'name', 'tags']);
      const row = stored.find((r) => r.id === device.id);
      if (!row) throw new Error(`device ${device.id} not stored`);
      expect({
        company_name: device.company_name,
        tags: (device.tags as { name: string }[]).map((tag) => tag.name),
      }).toEqual(expected(row));
    }
  });
});

describe('GET /api/devices pages written by the database (listAnswer)', () => {
  /** Everything in scope, as super_admin sees it. */
  const auth = { role: { scope: 'all' }, company: { id: 0, path: '/' } } as unknown as AuthContext;
  const queryOf = (params: Record<string, string>) => v.parse(DeviceListQuerySchema, params);

  it('writes a keyset page with tags or company names as the rows listRows reads, field for field', async () => {
    const first = await listRows(server.db, auth, DEVICE_LIST_KIND, queryOf({ sort: 'name', limit: '7' }));
    const cases: Record<string, string>[] = [
      { limit: '1000' },
      { sort: '-id', limit: '10' },
      { sort: '-last_seen_at', limit: '10' },
      { sort: 'created_at', limit: '10' },
      { sort: '-latitude', limit: '10' },
      { sort: 'name', limit: '7', after: first.meta.next ?? '' },
      { q: 'rut', sort: 'serial', limit: '5' },
      { status: '1', limit: '10', fields: 'tags,last_seen_at,data_used_bytes' },
      { limit: '10', fields: 'company_name,created_at' },
    ];
    for (const params of cases) {
      const query = queryOf(params);
      const text = await listAnswer(server.db, auth, DEVICE_LIST_KIND, query);
      if (typeof text !== 'string') throw new Error(`not written by the database: ${JSON.stringify(params)}`);
      const rows = await listRows(server.db, auth, DEVICE_LIST_KIND, query);
      expect(rows.data.length, JSON.stringify(params)).toBeGreaterThan(0);
      expect(JSON.parse(text), JSON.stringify(params)).toEqual(JSON.parse(JSON.stringify(rows)));
      // The route sends the database's text on PostgreSQL; on PGlite the serializer writes the rows.
      const response = await get(`/devices?${new URLSearchParams(params)}`);
      if (server.driver === 'postgres') expect(response.body).toBe(text);
      else expect(response.json()).toEqual(JSON.parse(JSON.stringify(rows)));
    }
  });

  it('writes every timestamp as toISOString does, and the tags in name order', async () => {
    // One device with every tag of its company, added in reverse name order.
    const device = stored.find((row) => !tagsOf.has(row.id));
    if (!device) throw new Error('no untagged device');
    const companyTags = (await server.db.select().from(tags).where(eq(tags.companyId, device.companyId)))
      .sort((a, b) => (a.name < b.name ? 1 : -1))
      .map((tag) => ({ deviceId: device.id, tagId: tag.id }));
    expect(companyTags.length).toBeGreaterThan(1);
    await server.db.insert(deviceTags).values(companyTags);
    const { data } = await list('sort=-last_seen_at').finally(() =>
      server.db.delete(deviceTags).where(eq(deviceTags.deviceId, device.id)),
    );
    const byId = new Map(stored.map((row) => [row.id, row]));
    for (const device of data) {
      const row = byId.get(device.id);
      expect(device.created_at).toBe(row?.createdAt.toISOString());
      expect(device.last_seen_at).toBe(row?.lastSeenAt?.toISOString() ?? null);
      const names = (device.tags ?? []).map((tag) => tag.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    const tagged = data.find((row) => row.id === device.id);
    expect(tagged?.tags?.map((tag) => tag.id).sort()).toEqual(companyTags.map((tag) => tag.tagId).sort());
  });

  it('leaves other pages to the serializer: without page fields, and at an offset by company name', async () => {
    const cases: Record<string, string>[] = [
      { limit: '10', fields: 'name,last_seen_at' },
      { sort: 'company_name', limit: '10' },
    ];
    for (const params of cases) {
      const answer = await listAnswer(server.db, auth, DEVICE_LIST_KIND, queryOf(params));
      expect(typeof answer).toBe('object');
      const response = await get(`/devices?${new URLSearchParams(params)}`);
      expect(response.json()).toEqual(JSON.parse(JSON.stringify(answer)));
    }
  });
});

describe('GET /api/devices filters', () => {
  const expectFilter = async (query: string, keep: (row: (typeof stored)[number]) => boolean) => {
    const expected = stored
      .filter(keep)
      .map((row) => row.id)
      .sort((a, b) => a - b);
    const page = await list(query);
    expect(ids(page.data)).toEqual(expected);
    expect(page.meta.total).toBe(expected.length);
    expect(page.meta.total_estimated).toBeUndefined();
    return expected.length;
  };

  it('filters by status, any of a list', async () => {
    expect(await expectFilter('status=0', (row) => row.status === 0)).toBeGreaterThan(0);
    await expectFilter('status=1,2', (row) => row.status === 1 || row.status === 2);
  });

  it('filters by family and by model, case-insensitively', async () => {
    expect(await expectFilter('family=trb', (row) => row.family === 'TRB')).toBeGreaterThan(0);
    const [a, b] = [...new Set(stored.map((row) => row.model))];
    await expectFilter(`model=${a?.toLowerCase()},${b}`, (row) => row.model === a || row.model === b);
  });

  it('filters by firmware below a version, in any of its spellings', async () => {
    const orders = [...new Set(stored.map((row) => row.firmwareOrder))].sort((x, y) => x - y);
    const middle = orders[Math.floor(orders.length / 2)] ?? 0;
    const version = `${Math.floor(middle / 10000)}.${Math.floor(middle / 100) % 100}.${middle % 100}`;
    const count = await expectFilter(
      `firmware_below=${version}`,
      (row) => row.firmwareOrder > 0 && row.firmwareOrder < middle,
    );
    expect(count).toBeGreaterThan(0);
    const padded = version
      .split('.')
      .map((part) => part.padStart(2, '0'))
      .join('.');
    expect((await list(`firmware_below=${padded}`)).meta.total).toBe(count);
    for (const row of stored) expect(row.firmwareOrder).toBe(firmwareOrder(row.firmware));
  });

  it('filters by tags, any of them', async () => {
    const tagged = [...tagsOf.entries()];
    const [first, second] = [...new Set(tagged.flatMap(([, tagIds]) => tagIds))];
    const wanted = [first, second].filter((id) => id !== undefined);
    expect(
      await expectFilter(`tag_id=${wanted.join(',')}`, (row) =>
        (tagsOf.get(row.id) ?? []).some((id) => wanted.includes(id)),
      ),
    ).toBeGreaterThan(0);
  });

  it('filters by capabilities, all of them', async () => {
    const gps = new Set(modelsWithCapability('has_gps'));
    const io = new Set(modelsWithCapability('has_io'));
    expect(await expectFilter('capability=has_gps', (row) => gps.has(row.model))).toBeGreaterThan(0);
    await expectFilter('capability=has_gps,has_io', (row) => gps.has(row.model) && io.has(row.model));
    await expectFilter('capability=has_esim', (row) => row.esim && modelFacts(row.model)?.mobile === true);
  });

  it('filters by last seen, before and after; never seen matches neither', async () => {
    const seen = stored
      .flatMap((row) => (row.lastSeenAt ? [row.lastSeenAt.getTime()] : []))
      .sort((a, b) => a - b);
    const middle = new Date(seen[Math.floor(seen.length / 2)] ?? 0);
    const at = encodeURIComponent(middle.toISOString());
    const before = await expectFilter(
      `seen_before=${at}`,
      (row) => row.lastSeenAt !== null && row.lastSeenAt < middle,
    );
    const after = await expectFilter(
      `seen_after=${at}`,
      (row) => row.lastSeenAt !== null && row.lastSeenAt > middle,
    );
    expect(before).toBeGreaterThan(0);
    expect(after).toBeGreaterThan(0);
    expect(before + after).toBeLessThan(TEST_DEVICE_COUNT);
  });

  it('combines filters with the search and the scope', async () => {
    const own = stored.filter((row) => row.companyId === stored.find((r) => r.status === 1)?.companyId);
    const page = await list('status=1', 'end_user');
    for (const device of page.data) expect(device.status).toBe(1);
    expect(page.data.every((device) => own.some((row) => row.companyId === device.company_id) || true)).toBe(
      true,
    );
    const sample = stored.find((row) => row.status === 1) as (typeof stored)[number];
    await expectFilter(
      `status=1&q=${sample.serial.slice(2, 8)}`,
      (row) => row.status === 1 && row.serial.includes(sample.serial.slice(2, 8)),
    );
  });

  it.each([
    ['firmware_below', 'firmware_below=latest'],
    ['capability', 'capability=has_gps,has_warp_drive'],
    ['status', 'status=9'],
    ['tag_id', 'tag_id=x'],
    ['seen_after', 'seen_after=tomorrow'],
    ['model', 'model=RUT%27%3B'],
  ])('refuses a bad %s with 422 naming it', async (source, query) => {
    const response = await get(`/devices?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', source });
  });
});

describe('GET /api/devices search', () => {
  it('finds substrings of the name, serial, MAC (any case) and IMEI', async () => {
    const sample = stored.find((row) => row.imei !== null) as (typeof stored)[number];
    const texts = [
      sample.name.slice(2, 9).toLowerCase(),
      sample.serial.slice(3, 9),
      sample.mac.slice(6).toLowerCase(),
      (sample.imei ?? '').slice(5, 13),
    ];
    for (const q of texts) {
      const page = await list(`q=${encodeURIComponent(q)}`);
      const expected = stored.filter((row) =>
        [row.name, row.serial, row.mac, row.imei ?? ''].some((text) =>
          text.toLowerCase().includes(q.toLowerCase()),
        ),
      );
      expect(ids(page.data)).toEqual(ids(expected));
      expect(page.data.some((device) => device.id === sample.id)).toBe(true);
    }
  });

  it('matches any case of the query, and a renamed device by its new name only', async () => {
    const sample = stored[3] as (typeof stored)[number];
    expect(ids((await list(`q=${encodeURIComponent(sample.serial.toUpperCase())}`)).data)).toEqual([
      sample.id,
    ]);
    const rename = (name: string) =>
      apiSend(server.app, 'PUT', `/api/devices/${sample.id}`, sessions.super_admin as TestSession, { name });
    expect((await rename('Aerlig Olkjeller QX-7')).statusCode).toBe(200);
    try {
      expect(ids((await list('q=olkjeller qx')).data)).toEqual([sample.id]);
      expect(ids((await list('q=RLIG%20OL')).data)).toEqual([sample.id]);
      expect(ids((await list(`q=${encodeURIComponent(sample.name)}`)).data)).not.toContain(sample.id);
    } finally {
      expect((await rename(sample.name)).statusCode).toBe(200);
    }
  });

  it('does not match across two fields, nor a model name alone', async () => {
    const sample = stored[0] as (typeof stored)[number];
    const across = `${sample.name.slice(-3)}${sample.serial.slice(0, 3)}`;
    const expected = stored.filter((row) => [row.name, row.serial].some((text) => text.includes(across)));
    expect((await list(`q=${encodeURIComponent(across)}`)).meta.total).toBe(expected.length);
  });

  it('finds the same devices in every order, and keeps up with a device added and deleted', async () => {
    const sample = stored.find((row) => row.imei !== null) as (typeof stored)[number];
    for (const q of ['rut', sample.serial.slice(4), (sample.imei ?? '').slice(3, 10)]) {
      const expected = ids(
        stored.filter((row) =>
          [row.name, row.serial, row.mac, row.imei ?? ''].some((text) => text.toLowerCase().includes(q)),
        ),
      );
      expect(expected.length).toBeGreaterThan(0);
      // The default order reads the narrow search table; the others, the device rows' own text.
      for (const sort of ['id', '-id', 'name', '-signal', 'last_seen_at']) {
        expect(ids((await list(`q=${q}&sort=${sort}`)).data), `q=${q}&sort=${sort}`).toEqual(expected);
      }
    }
    const created = await apiSend(server.app, 'POST', '/api/devices', sessions.super_admin as TestSession, {
      serial: '9911000001',
      mac: '00:1E:42:AB:00:01',
      name: 'Fjellstue Nord',
      company_id: sample.companyId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    try {
      for (const sort of ['id', 'name']) {
        expect(ids((await list(`q=fjellstue&sort=${sort}`)).data)).toEqual([id]);
        expect(ids((await list(`q=1e:42:ab:00:01&sort=${sort}`)).data)).toEqual([id]);
      }
    } finally {
      await server.db.delete(devices).where(eq(devices.id, id));
    }
    for (const sort of ['id', 'name']) expect((await list(`q=fjellstue&sort=${sort}`)).data).toEqual([]);
    // One search text per device, no more and no fewer.
    const [counts] = (await server.db
      .execute(
        sql`select (select count(*) from device_search_texts)::int as texts, (select count(*) from devices)::int as devices`,
      )
      .then((result) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows))) as {
      texts: number;
      devices: number;
    }[];
    expect(counts).toEqual({ texts: TEST_DEVICE_COUNT, devices: TEST_DEVICE_COUNT });
  });

  it('searches the named search fields only', async () => {
    const sample = stored.find((row) => row.imei !== null) as (typeof stored)[number];
    expect((await list(`q=${sample.imei}&search-fields=imei`)).meta.total).toBe(1);
    expect((await list(`q=${sample.imei}&search-fields=name,serial`)).meta.total).toBe(0);
  });
});

describe('GET /api/devices sorts', () => {
  /** Reads every page by the `meta.next` cursor. */
  const byCursor = async (sort: string, query = '') => {
    const seen: Device[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await list(`${query}sort=${sort}&limit=7${after ? `&after=${after}` : ''}`);
      seen.push(...page.data);
      after = page.meta.next;
      pages += 1;
    } while (after !== undefined && pages < 20);
    return seen;
  };

  it.each(DEVICE_SORT_FIELDS.filter((field) => field !== 'company_name'))(
    'pages sort=%s both ways by cursor without gaps or repeats, as one page orders them',
    async (field) => {
      for (const sort of [field, `-${field}`]) {
        const whole = (await list(`sort=${sort}`)).data.map((device) => device.id);
        expect(whole.length).toBe(TEST_DEVICE_COUNT);
        expect((await byCursor(sort)).map((device) => device.id)).toEqual(whole);
      }
    },
  );

  it('pages a search by cursor both ways, in id order and by name, as one page orders them', async () => {
    const matching = stored.filter((row) => row.name.toLowerCase().includes('rut'));
    expect(matching.length).toBeGreaterThan(14);
    for (const sort of ['id', '-id', 'name', '-name', 'serial']) {
      const whole = (await list(`q=rut&sort=${sort}`)).data.map((device) => device.id);
      expect(whole.length).toBeGreaterThanOrEqual(matching.length);
      expect((await byCursor(sort, 'q=rut&')).map((device) => device.id)).toEqual(whole);
    }
  });

  it('pages one company’s devices in id order both ways by cursor (its own scope)', async () => {
    const me = (await get('/user', 'end_user')).json() as { company: { id: number } };
    const mine = stored
      .filter((row) => row.companyId === me.company.id)
      .map((row) => row.id)
      .sort((a, b) => a - b);
    expect(mine.length).toBeGreaterThan(7);
    for (const [sort, expected] of [
      ['id', mine],
      ['-id', [...mine].reverse()],
    ] as const) {
      const seen: number[] = [];
      let after: string | undefined;
      do {
        const page = await list(`sort=${sort}&limit=3${after ? `&after=${after}` : ''}`, 'end_user');
        seen.push(...page.data.map((device) => device.id));
        after = page.meta.next;
      } while (after !== undefined && seen.length <= mine.length);
      expect(seen).toEqual(expected);
    }
  });

  it('orders numbers and times by value, empty values first ascending', async () => {
    const check = async (
      field: 'signal' | 'data_used_bytes' | 'last_seen_at',
      value: (d: Device) => number,
    ) => {
      const rows = (await list(`sort=${field}`)).data;
      for (let i = 1; i < rows.length; i++) {
        const [prev, cur] = [rows[i - 1] as Device, rows[i] as Device];
        expect(value(prev) < value(cur) || (value(prev) === value(cur) && prev.id < cur.id)).toBe(true);
      }
    };
    await check('signal', (d) => d.signal ?? -32768);
    await check('data_used_bytes', (d) => d.data_used_bytes ?? 0);
    await check('last_seen_at', (d) =>
      d.last_seen_at ? Date.parse(d.last_seen_at) : Number.NEGATIVE_INFINITY,
    );
    const firmware = (await list('sort=-firmware')).data.map((d) => firmwareOrder(d.firmware));
    expect(firmware).toEqual([...firmware].sort((a, b) => b - a));
  });

  it('sorts by company name with offset pages', async () => {
    const whole = (await list('sort=company_name')).data;
    const names = whole.map((device) => device.company_name ?? '');
    expect(new Set(names).size).toBeGreaterThan(3);
    const pages: number[] = [];
    for (let offset = 0; offset < TEST_DEVICE_COUNT; offset += 25) {
      const page = await list(`sort=company_name&limit=25&offset=${offset}`);
      pages.push(...page.data.slice(0, 25).map((device) => device.id));
    }
    expect(pages.slice(0, TEST_DEVICE_COUNT)).toEqual(whole.map((device) => device.id));
  });
});

describe('GET /api/devices plans', () => {
  it('pages by literal limits, so a plain page keeps its generic plan; a search, a filter or an offset is planned once for each of its values', async () => {
    const byId = [...stored].sort((a, b) => a.id - b.id).map((row) => row.id);
    // Eight runs each: PostgreSQL weighs a statement's generic plan after five.
    for (let run = 0; run < 8; run += 1) {
      expect((await list('limit=5')).data.map((row) => row.id)).toEqual(byId.slice(0, 5));
      expect((await list('limit=5&offset=5')).data.map((row) => row.id)).toEqual(byId.slice(5, 10));
      expect((await list('limit=5&q=RUT')).data).toHaveLength(5);
      expect((await list('limit=5&status=1')).data.every((row) => row.status === 1)).toBe(true);
    }
    expect((await list('limit=5&status=0')).data.every((row) => row.status === 0)).toBe(true);
    // A quote in a search is a character to find, inlined or not.
    expect((await list(`limit=5&q=${encodeURIComponent("o'neil")}`)).data).toEqual([]);
    if (server.driver !== 'pglite') return;
    // The embedded database is one session: its prepared statements are the server's.
    const { rows } = (await server.db.execute(
      sql`select statement, generic_plans, custom_plans from pg_prepared_statements where statement like '%from "devices"%order by%'`,
    )) as unknown as { rows: { statement: string; generic_plans: number; custom_plans: number }[] };
    // A page's rows are the CTE "page" of its statement (its tags and company read over them).
    const plain = rows.find((row) => /limit 6 offset 0\) select /.test(row.statement));
    expect(plain?.generic_plans).toBeGreaterThan(0);
    // A search, a filter and a page at an offset are kept with their values in the text: one
    // statement for each value, planned for exactly that value once and kept.
    const kept = (matches: (statement: string) => boolean) => rows.filter((row) => matches(row.statement));
    const page = `order by "devices"."id" asc, "devices"."id" asc limit '6' ${PLAN_EACH_RUN}`;
    const everyRun = expect.objectContaining({ generic_plans: 8, custom_plans: 0 });
    expect(kept((text) => text.includes(`like lower('%RUT%')) ${page})`))).toEqual([everyRun]);
    expect(kept((text) => text.includes(`where "devices"."status" in ('1') ${page})`))).toEqual([everyRun]);
    expect(kept((text) => text.includes(`${page} offset '5')`))).toEqual([everyRun]);
    expect(kept((text) => text.includes(`where "devices"."status" in ('0') ${page})`))).toEqual([
      expect.objectContaining({ generic_plans: 1 }),
    ]);
    expect(kept((text) => text.includes(`like lower('%o''neil%')`))).toHaveLength(1);
    // None keeps a plan made for other values.
    expect(kept((text) => /like lower\(\$|"status" in \(\$|offset \$/.test(text))).toEqual([]);
  });
});

describe('GET /api/devices first pages, their statements kept', () => {
  it('reads the rows and the total afresh, for the scope of whoever asks', async () => {
    const query = 'sort=id&limit=2';
    const [first] = (await list(query)).data;
    if (!first) throw new Error('no devices');
    const own = await list(query, 'end_user');
    const ownDevice = own.data[0];
    if (!ownDevice) throw new Error('end_user sees no devices');
    // The same query, another scope: other rows and another total.
    expect(own.meta.total).toBeLessThan(TEST_DEVICE_COUNT);
    expect((await list(query)).meta.total).toBe(TEST_DEVICE_COUNT);

    const foreign = stored.find((row) => row.companyId !== ownDevice.company_id);
    if (!foreign) throw new Error("no device outside end_user's company");
    await server.db.update(devices).set({ name: 'Renamed between requests' }).where(eq(devices.id, first.id));
    await server.db.update(devices).set({ companyId: foreign.companyId }).where(eq(devices.id, ownDevice.id));
    try {
      // The statements of both first pages are kept; what they read is today's.
      expect((await list(query)).data[0]?.name).toBe('Renamed between requests');
      const moved = await list(query, 'end_user');
      expect(moved.meta.total).toBe(own.meta.total - 1);
      expect(moved.data.map((row) => row.id)).not.toContain(ownDevice.id);
    } finally {
      await server.db.update(devices).set({ name: first.name }).where(eq(devices.id, first.id));
      await server.db
        .update(devices)
        .set({ companyId: ownDevice.company_id })
        .where(eq(devices.id, ownDevice.id));
    }
  });
});

describe('the search estimate', () => {
  it('is taken for the pattern itself, and only in the orders whose form depends on it', async () => {
    await server.db.execute(sql`analyze device_search_texts`);
    const rut = stored.filter((row) => row.name.toLowerCase().includes('rut')).length;
    const byName = { field: 'name', descending: false };
    const common = await estimateSearchMatches(server.db, '%rut%', byName);
    const rare = await estimateSearchMatches(server.db, '%qqxqq%', byName);
    // A plan for the value, not a generic one: the common pattern is estimated near its count.
    expect(common).toBeGreaterThan(rut / 3);
    expect(rare).toBeLessThan(common ?? 0);
    expect(
      await estimateSearchMatches(server.db, '%rut%', { field: 'id', descending: false }),
    ).toBeUndefined();
    expect(
      await estimateSearchMatches(server.db, '%rut%', { field: 'signal', descending: true }),
    ).toBeUndefined();
  });
});

describe('the device total', () => {
  it('is exact up to the limit and an estimate, flagged, beyond', async () => {
    const db = server.db;
    const matches = () =>
      db
        .select({ one: sql`1`.as('one') })
        .from(devices)
        .$dynamic();
    expect(await countMatches(db, matches, 100)).toEqual({ total: TEST_DEVICE_COUNT, estimated: false });
    const estimate = await countMatches(db, matches, 10);
    expect(estimate.estimated).toBe(true);
    expect(estimate.total).toBeGreaterThanOrEqual(11);
  });
});

describe('GET /api/devices/{id}', () => {
  it('answers one device with every field, as the list shows it', async () => {
    const [first] = (await list('sort=id&limit=1')).data;
    const response = await get(`/devices/${first?.id}`);
    expect(response.statusCode).toBe(200);
    // The detail is the list row and the device page's own fields (contracts DeviceDetailSchema).
    const body = v.parse(v.object({ data: DeviceDetailSchema }), response.json());
    const row = Object.fromEntries(
      Object.keys(DeviceSchema.entries).map((key) => [key, body.data[key as keyof typeof body.data]]),
    );
    expect(row).toEqual(first);
    expect(Object.keys(response.json().data).sort()).toEqual(Object.keys(DeviceDetailSchema.entries).sort());
  });

  it('answers 404 for a device outside the scope, as for one that does not exist', async () => {
    const own = (await list('', 'end_user')).data.map((device) => device.id);
    const foreign = stored.find((row) => !own.includes(row.id));
    for (const id of [foreign?.id, 999_999]) {
      const response = await get(`/devices/${id}`, 'end_user');
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0]).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await get(`/devices/${own[0]}`, 'end_user')).statusCode).toBe(200);
  });

  it('answers 422 for an id that is not a number and 401 without a session', async () => {
    expect((await get('/devices/abc')).statusCode).toBe(422);
    expect((await apiGet(server.app, `/api/devices/${stored[0]?.id}`)).statusCode).toBe(401);
  });
});
