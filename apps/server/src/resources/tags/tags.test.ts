import { listResponseSchema, TagRowSchema } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrors, expectUnchanged, type Method } from '../../../test/support/forms.js';
import { apiGet, apiSend, errorCode, type TestSession } from '../../../test/support/signIn.js';
import { signInEveryRole } from '../../../test/support/signInEveryRole.js';
import { startTestServer } from '../../../test/support/testServer.js';
import { tags } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

let server: NetfleetServer;
let company: Record<string, number> = {};
let as: Record<string, TestSession> = {};

beforeAll(async () => {
  server = await startTestServer();
  ({ company, as } = await signInEveryRole(server));
});
afterAll(() => server?.close());

const send = (role: string, method: Method, url: string, body?: unknown) =>
  apiSend(server.app, method, url, as[role] as TestSession, body);

describe('every form refuses an invalid or forbidden submit and changes nothing', () => {
  // [call, method, path, who may, an invalid payload, the sources it fails on, who may not]
  it.each([
    [
      'POST /api/tags',
      'POST',
      '/api/tags',
      'end_user',
      { description: 5, color: 7 },
      ['company_id', 'name', 'description', 'color'],
      'read_only',
    ],
  ] as const)('%s', async (_call, method, url, allowed, invalid, sources, forbiddenRole) => {
    await expectUnchanged(server, async () => {
      expectFieldErrors(await send(allowed, method, url, invalid), sources);
      // No body at all reads as an empty form: 422 naming the required fields.
      expect((await send(allowed, method, url)).statusCode).toBe(422);
      const forbidden = await send(forbiddenRole, method, url, invalid);
      expect(forbidden.statusCode).toBe(403);
      expect(errorCode(forbidden)).toBe('FORBIDDEN');
    });
  });
});

describe('POST /api/tags', () => {
  it('creates a tag with description and colour for a company in the scope', async () => {
    const created = await send('end_user', 'POST', '/api/tags', {
      company_id: company['Harbor Logistics'],
      name: ' Reefer trucks ',
      description: 'Refrigerated',
      color: '#1E88E5',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      company_id: company['Harbor Logistics'],
      name: 'Reefer trucks',
      description: 'Refrigerated',
      color: '#1e88e5',
    });
    const plain = await send('admin', 'POST', '/api/tags', {
      company_id: company['Greenfield Farms'],
      name: 'Plain',
    });
    expect(plain.json().data).toMatchObject({ description: null, color: '#546e7a' });
    const [row] = await server.db.select().from(tags).where(eq(tags.id, created.json().data.id));
    expect(row?.description).toBe('Refrigerated');
  });

  it('refuses a bad colour, a duplicate name and a company outside the scope', async () => {
    await expectUnchanged(server, async () => {
      const body = { company_id: company['Harbor Logistics'], name: 'Another' };
      expectFieldErrors(await send('end_user', 'POST', '/api/tags', { ...body, color: 'blue' }), ['color']);
      expectFieldErrors(await send('end_user', 'POST', '/api/tags', { ...body, name: 'x'.repeat(256) }), [
        'name',
      ]);
      const duplicate = await send('end_user', 'POST', '/api/tags', { ...body, name: 'REEFER TRUCKS' });
      expect(duplicate.json().errors[0]).toMatchObject({ code: 'CONFLICT', source: 'name' });
      const outside = await send('end_user', 'POST', '/api/tags', {
        ...body,
        company_id: company['Greenfield Farms'],
      });
      expect(outside.json().errors[0]).toMatchObject({ code: 'NOT_FOUND', source: 'company_id' });
    });
  });
});

describe('GET /api/tags', () => {
  it("keeps one company's tags with company_id and matches q in name or chosen description", async () => {
    const harbor = company['Harbor Logistics'];
    const response = await apiGet(server.app, `/api/tags?company_id=${harbor}&limit=100`, as.admin);
    const { data } = v.parse(listResponseSchema(TagRowSchema), response.json());
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((tag) => tag.company_id === harbor && tag.company_name === 'Harbor Logistics')).toBe(
      true,
    );
    const described = data.find((tag) => tag.description);
    const word = described?.description?.split(' ')[0] ?? '';
    const found = (
      await apiGet(
        server.app,
        `/api/tags?q=${encodeURIComponent(word)}&search-fields=description&limit=100`,
        as.admin,
      )
    ).json();
    expect(found.data.some((tag: { id: number }) => tag.id === described?.id)).toBe(true);
  });

  it("keeps with device_company_id the tags a device of that company may carry: its own and its parents' in the scope", async () => {
    const ids = async (session: TestSession, query: string) => {
      const response = await apiGet(server.app, `/api/tags?limit=100&${query}`, session);
      expect(response.statusCode).toBe(200);
      const { data } = v.parse(listResponseSchema(TagRowSchema), response.json());
      return data;
    };
    const everyTag = await ids(as.super_admin as TestSession, '');
    const idsOf = (companyIds: number[]) =>
      everyTag
        .filter((tag) => companyIds.includes(tag.company_id))
        .map((tag) => tag.id)
        .sort((a, b) => a - b);
    const sorted = (rows: { id: number }[]) => rows.map((tag) => tag.id).sort((a, b) => a - b);
    const depot = company['Metro Transit Depot North'] as number;
    const lineage = [depot, company['Metro Transit'] as number, company['Northwind Networks'] as number];

    // admin@ sees Northwind and its subsidiaries: the root's tags are outside the scope.
    const forAdmin = await ids(as.admin as TestSession, `device_company_id=${depot}`);
    expect(forAdmin.length).toBeGreaterThan(0);
    expect(sorted(forAdmin)).toEqual(idsOf(lineage));
    // super_admin@ sees every company, so the root's tags fit too; a sibling's never do.
    const forSuperAdmin = await ids(as.super_admin as TestSession, `device_company_id=${depot}`);
    expect(sorted(forSuperAdmin)).toEqual(idsOf([...lineage, company.Netfleet as number]));
    expect(forSuperAdmin.some((tag) => tag.company_id === company['Harbor Logistics'])).toBe(false);
    // A company outside the scope lists none (not its parents' that the caller sees), and a
    // company with parents outside the scope lists its own.
    expect(await ids(as.admin as TestSession, `device_company_id=${company['Amber Energy']}`)).toEqual([]);
    const harbor = company['Harbor Logistics'] as number;
    expect(sorted(await ids(as.end_user as TestSession, `device_company_id=${harbor}`))).toEqual(
      idsOf([harbor]),
    );

    const refused = await apiGet(server.app, '/api/tags?device_company_id=north', as.admin as TestSession);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({ source: 'device_company_id' });
  });
});
