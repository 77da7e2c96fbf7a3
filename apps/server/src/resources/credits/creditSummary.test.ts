import { CreditSummaryResponseSchema } from '@netfleet/contracts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, signIn, type TestSession } from '../../../test/support/signIn.js';
import { startTestServer } from '../../../test/support/testServer.js';
import { companies } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

let server: NetfleetServer;
const sessions: Record<string, TestSession> = {};
const companyIds: Record<string, number> = {};
/** Every company id below (and including) a company, by its name. */
const subtree: Record<string, Set<number>> = {};

beforeAll(async () => {
  server = await startTestServer();
  const tree = await server.db.select().from(companies);
  for (const row of tree) companyIds[row.name] = row.id;
  for (const row of tree) {
    subtree[row.name] = new Set(tree.filter((c) => c.path.startsWith(row.path)).map((c) => c.id));
  }
  for (const role of ['super_admin', 'admin', 'readonly_admin', 'end_user', 'read_only']) {
    sessions[role] = await signIn(server.app, `${role}@netfleet.test`);
  }
});
afterAll(() => server?.close());

const get = async (role: string, url: string) => apiGet(server.app, url, sessions[role]);

describe('GET /api/credits/summary', () => {
  it("lists what the caller's company has left of each credit type", async () => {
    const response = await get('end_user', '/api/credits/summary');
    expect(response.statusCode).toBe(200);
    const { data } = v.parse(CreditSummaryResponseSchema, response.json());
    expect(data.credits.left.map((item) => item.credit_type_name)).toEqual([
      'Free Credit',
      'Paid Credit',
      'Free Pack',
      'Company data',
    ]);
    expect(data.credits.left.map((item) => item.credit_type)).toEqual([1, 2, 3, 4]);
    const admin = v.parse(CreditSummaryResponseSchema, (await get('admin', '/api/credits/summary')).json());
    expect(admin.data.credits.left).not.toEqual(data.credits.left);
  });

  it('agrees with the company summary', async () => {
    const summary = v.parse(CreditSummaryResponseSchema, (await get('admin', '/api/credits/summary')).json());
    const company = (await get('admin', `/api/companies/${companyIds['Northwind Networks']}`)).json().data;
    const left = (name: string) =>
      summary.data.credits.left.find((item) => item.credit_type_name === name)?.credits_left ?? 0;
    expect(company.credits_left).toBe(left('Free Credit') + left('Paid Credit'));
    expect(company.packs_left).toBe(left('Free Pack'));
    expect(company.remaining_data).toBe(left('Company data') * 2 * 1024 ** 3);
  });

  it('needs view_credits_summary', async () => {
    expect((await get('read_only', '/api/credits/summary')).statusCode).toBe(403);
  });
});
