import { type Device, DeviceSchema, listResponseSchema } from '@netfleet/contracts';
import { DEVICE_CATALOGUE, resolveModel } from '@netfleet/device-capabilities';
import { count, eq, inArray, like } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, signIn, type TestSession } from '../../../test/support/signIn.js';
import { startTestServer, TEST_DEVICE_COUNT } from '../../../test/support/testServer.js';
import { companies, devices, deviceTags, roles, tags, users } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

const DeviceListSchema = listResponseSchema(DeviceSchema);

let server: NetfleetServer;
const sessions: Record<string, TestSession> = {};
/** Company ids by name, and every company's materialised path. */
const companyIds: Record<string, number> = {};
const companyPaths: Record<number, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const row of await server.db.select().from(companies)) {
    companyIds[row.name] = row.id;
    companyPaths[row.id] = row.path;
  }
  for (const role of ['super_admin', 'admin', 'readonly_admin', 'end_user', 'read_only']) {
    sessions[role] = await signIn(server.app, `${role}@netfleet.test`);
  }
});
afterAll(() => server?.close());

const list = async (role: string, query = '') => {
  const response = await apiGet(server.app, `/api/devices${query}`, sessions[role]);
  expect(response.statusCode).toBe(200);
  return v.parse(DeviceListSchema, response.json());
};

/** Every device of the scope, read page by page. */
const listAll = async (role: string, query = '') => {
  const rows: Device[] = [];
  let total = 0;
  for (let offset = 0; offset === 0 || offset < total; offset += 25) {
    const page = await list(role, `?limit=25&offset=${offset}${query}`);
    total = page.meta.total;
    expect(page.data.length).toBe(Math.min(25, total - offset));
    rows.push(...page.data);
  }
  return { rows, total };
};

const countWhere = async (condition?: ReturnType<typeof eq>) => {
  const [row] = await server.db.select({ n: count() }).from(devices).where(condition);
  return row?.n ?? 0;
};

const subtreeIds = (rootName: string) => {
  const root = companyPaths[companyIds[rootName] ?? -1] ?? '';
  return new Set(
    Object.entries(companyPaths)
      .filter(([, path]) => path.startsWith(root))
      .map(([id]) => Number(id)),
  );
};

describe('the demo fleet', () => {
  it('spreads the devices over every company of a tree at least three levels deep', async () => {
    const owners = await server.db.selectDistinct({ id: devices.companyId }).from(devices);
    expect(owners.length).toBe(Object.keys(companyIds).length);
    const tree = await server.db.select().from(companies);
    expect(tree.filter((company) => company.parentId === null).map((company) => company.level)).toEqual([1]);
    expect(Math.max(...tree.map((company) => company.level))).toBeGreaterThanOrEqual(3);
    for (const company of tree) {
      const parent = tree.find((p) => p.id === company.parentId);
      if (parent) expect(company.path).toBe(`${parent.path}${company.id}/`);
    }
    expect(await countWhere()).toBe(TEST_DEVICE_COUNT);
  });

  it('uses the models, order codes and firmware of the device-capabilities catalogue', async () => {
    const { rows } = await listAll('super_admin');
    const catalogue = new Map(DEVICE_CATALOGUE.map((entry) => [entry.model, entry]));
    for (const device of rows) {
      expect(device.firmware).toMatch(/^[A-Z0-9]+_R_\d{2}\.\d{2}\.\d{2}(\.\d+)?$/);
      expect(device.firmware).toBe(catalogue.get(device.model)?.firmware);
      expect(device.original_model).toBe(catalogue.get(device.model)?.orderCode);
      // The console derives capabilities from original_model: it must resolve to the model.
      expect(resolveModel(device.original_model)?.model).toBe(device.model);
      expect(device.serial).toMatch(/^\d{10}$/);
      expect(device.mac).toMatch(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/);
      expect([0, 1, 2, 3]).toContain(device.status);
    }
    expect(new Set(rows.map((d) => d.serial)).size).toBe(rows.length);
  });
});

describe('GET /api/devices scoping', () => {
  it('shows the super admin every device', async () => {
    const { rows, total } = await listAll('super_admin');
    expect(total).toBe(TEST_DEVICE_COUNT);
    expect(new Set(rows.map((d) => d.id)).size).toBe(TEST_DEVICE_COUNT);
  });

  it('shows an end user only its own company, whatever the filter', async () => {
    const own = companyIds['Harbor Logistics'];
    const { rows, total } = await listAll('end_user');
    expect(total).toBe(await countWhere(eq(devices.companyId, own ?? -1)));
    expect(total).toBeGreaterThan(0);
    expect(rows.every((d) => d.company_id === own)).toBe(true);

    const [foreign] = await server.db
      .select()
      .from(devices)
      .where(eq(devices.companyId, companyIds['Greenfield Farms'] ?? -1))
      .limit(1);
    if (!foreign) throw new Error('Greenfield Farms has no device');
    for (const q of [foreign.name, foreign.serial, foreign.mac, foreign.model, '']) {
      const page = await list('end_user', `?limit=1000&q=${encodeURIComponent(q)}`);
      expect(page.data.some((d) => d.id === foreign.id)).toBe(false);
      expect(page.data.every((d) => d.company_id === own)).toBe(true);
    }
  });

  it('shows the read-only guest only its own company', async () => {
    const own = companyIds['Amber Energy'];
    const { rows, total } = await listAll('read_only');
    expect(total).toBe(await countWhere(eq(devices.companyId, own ?? -1)));
    expect(rows.every((d) => d.company_id === own)).toBe(true);
  });

  it('shows an admin its subtree, down to level 4, but not the sibling reseller', async () => {
    const allowed = subtreeIds('Northwind Networks');
    const { rows, total } = await listAll('admin');
    const [expected] = await server.db
      .select({ n: count() })
      .from(devices)
      .innerJoin(companies, eq(companies.id, devices.companyId))
      .where(like(companies.path, `${companyPaths[companyIds['Northwind Networks'] ?? -1]}%`));
    expect(total).toBe(expected?.n);
    expect(rows.every((d) => allowed.has(d.company_id))).toBe(true);
    expect(rows.some((d) => d.company_id === companyIds['Metro Transit Depot North'])).toBe(true);
    expect(rows.some((d) => d.company_id === companyIds['Northwind Networks'])).toBe(true);
    for (const sibling of subtreeIds('Baltic Telemetry')) {
      expect(rows.some((d) => d.company_id === sibling)).toBe(false);
    }
  });

  it('shows the advanced guest its reseller subtree', async () => {
    const allowed = subtreeIds('Baltic Telemetry');
    const { rows } = await listAll('readonly_admin');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((d) => allowed.has(d.company_id))).toBe(true);
  });

  it('refuses a role without view_devices with 403', async () => {
    await server.db.insert(roles).values({ id: 99, name: 'no_devices', title: 'No devices', scope: 'own' });
    const [template] = await server.db.select().from(users).where(eq(users.email, 'read_only@netfleet.test'));
    if (!template) throw new Error('demo user missing');
    await server.db.insert(users).values({
      email: 'nodevices@netfleet.test',
      username: 'No Devices',
      passwordHash: template.passwordHash,
      companyId: template.companyId,
      roleId: 99,
    });
    const session = await signIn(server.app, 'nodevices@netfleet.test');
    const response = await apiGet(server.app, '/api/devices', session);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      errors: [{ code: 'FORBIDDEN', message: expect.any(String), source: null }],
    });
  });

  it('answers 401 without a session', async () => {
    const response = await apiGet(server.app, '/api/devices');
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/devices paging, sorting, filtering and fields', () => {
  it('tiles the set with pages of 25, no overlap, no gap', async () => {
    const { rows, total } = await listAll('super_admin', '&sort=name');
    expect(rows.length).toBe(total);
    expect(new Set(rows.map((d) => d.id)).size).toBe(total);
  });

  it('defaults to 25 rows and caps the limit at 1000', async () => {
    expect((await list('super_admin')).data.length).toBe(25);
    const tooMany = await apiGet(server.app, '/api/devices?limit=1001', sessions.super_admin);
    expect(tooMany.statusCode).toBe(422);
  });

  it('sorts ascending and descending with id as the tie-breaker', async () => {
    const ascending = (await list('super_admin', '?limit=1000&sort=name')).data;
    const descending = (await list('super_admin', '?limit=1000&sort=-name')).data;
    const names = ascending.map((d) => d.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(descending.map((d) => d.id)).toEqual([...ascending].reverse().map((d) => d.id));
    const byStatus = (await list('super_admin', '?limit=1000&sort=-status')).data;
    for (let i = 1; i < byStatus.length; i++) {
      const [prev, cur] = [byStatus[i - 1] as Device, byStatus[i] as Device];
      expect(prev.status > cur.status || (prev.status === cur.status && prev.id > cur.id)).toBe(true);
    }
  });

  it('filters by name, serial, MAC and model, case-insensitively', async () => {
    const { rows } = await listAll('super_admin');
    const sample = rows[7] as Device;
    for (const q of [sample.name.toLowerCase(), sample.serial, sample.mac.toLowerCase(), sample.model]) {
      const page = await list('super_admin', `?limit=1000&q=${encodeURIComponent(q)}`);
      expect(page.data.some((d) => d.id === sample.id)).toBe(true);
      expect(page.meta.total).toBe(page.data.length);
    }
    const rutx = await list('super_admin', '?limit=1000&q=rutx');
    expect(rutx.meta.total).toBe(rows.filter((d) => d.model.toLowerCase().includes('rutx')).length);
  });

  it('matches % and _ literally', async () => {
    expect((await list('super_admin', '?q=%25')).meta.total).toBe(0);
    expect((await list('super_admin', '?q=_')).meta.total).toBe(0);
  });

  it('returns only the requested fields, always with id', async () => {
    const response = await apiGet(
      server.app,
      '/api/devices?limit=3&fields=name,company_name',
      sessions.super_admin,
    );
    const page = response.json() as { data: Record<string, unknown>[] };
    expect(page.data.length).toBe(3);
    for (const row of page.data) expect(Object.keys(row).sort()).toEqual(['company_name', 'id', 'name']);
  });

  it("gives a device's tags by name, then id, in the list and on its own", async () => {
    const [device] = await server.db.select().from(devices).orderBy(devices.id).limit(1);
    if (!device) throw new Error('no device');
    const added = await server.db
      .insert(tags)
      .values(
        ['rack 2', 'Rack 1', 'alpha', 'Rack 1'].map((name, index) => ({
          companyId: device.companyId,
          name,
          color: `#00000${index}`,
        })),
      )
      .returning({ id: tags.id, name: tags.name });
    try {
      await server.db
        .insert(deviceTags)
        .values([...added].reverse().map((tag) => ({ deviceId: device.id, tagId: tag.id })));
      const [first, second] = added.filter((tag) => tag.name === 'Rack 1').map((tag) => tag.id);
      const expected = [
        first,
        second,
        ...['alpha', 'rack 2'].map((n) => added.find((t) => t.name === n)?.id),
      ];
      const own = await apiGet(server.app, `/api/devices/${device.id}`, sessions.super_admin);
      const ownTags = (own.json().data.tags as { id: number; name: string }[]).filter((tag) =>
        expected.includes(tag.id),
      );
      expect(ownTags.map((tag) => tag.id)).toEqual(expected);
      const page = await list('super_admin', '?limit=1');
      expect(page.data[0]?.tags?.filter((tag) => expected.includes(tag.id)).map((tag) => tag.id)).toEqual(
        expected,
      );
    } finally {
      await server.db.delete(tags).where(
        inArray(
          tags.id,
          added.map((tag) => tag.id),
        ),
      );
    }
  });

  it.each([
    ['limit', '?limit=abc'],
    ['limit', '?limit=0'],
    ['offset', '?offset=-1'],
    ['sort', '?sort=password'],
    ['sort', '?sort=name&sort=id'],
    ['fields', '?fields=name,secret'],
  ])('refuses a bad %s with 422 naming it (%s)', async (source, query) => {
    const response = await apiGet(server.app, `/api/devices${query}`, sessions.super_admin);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', source });
  });
});

describe('GET /api/devices?company_id=', () => {
  it("keeps one company's devices, with subsidiaries=1 also its subtree's", async () => {
    const metro = companyIds['Metro Transit'] ?? -1;
    const depot = companyIds['Metro Transit Depot North'] ?? -1;
    const own = await listAll('admin', `&company_id=${metro}`);
    expect(own.total).toBe(await countWhere(eq(devices.companyId, metro)));
    expect(own.rows.every((device) => device.company_id === metro)).toBe(true);
    const tree = await listAll('admin', `&company_id=${metro}&subsidiaries=1`);
    expect(tree.total).toBe(own.total + (await countWhere(eq(devices.companyId, depot))));
    expect(new Set(tree.rows.map((device) => device.company_id))).toEqual(new Set([metro, depot]));
  });

  it('stays inside the caller’s scope: another company’s id gives no devices', async () => {
    const { meta } = await list('admin', `?company_id=${companyIds['Amber Energy']}&subsidiaries=1`);
    expect(meta.total).toBe(0);
  });

  it('pages by the meta.next cursor over timestamps exactly as by offsets', async () => {
    const byOffset = (await list('super_admin', '?sort=-created_at&limit=1000')).data.map(
      (device) => device.id,
    );
    const seen: number[] = [];
    let after: string | undefined;
    do {
      const page = await list('super_admin', `?sort=-created_at&limit=7${after ? `&after=${after}` : ''}`);
      seen.push(...page.data.map((device) => device.id));
      after = page.meta.next;
    } while (after !== undefined);
    expect(seen).toEqual(byOffset);
  });
});
