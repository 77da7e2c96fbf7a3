import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/support/testServer.js';
import type { NetfleetServer } from '../index.js';
import { rowsOf } from '../telemetry/rowsOf.js';
import { DEMO_COMPANY_TREE, type DemoCompany } from './demoCompanies.js';
import { markDemoRenewingDevices, seedDemoCreditRenewals } from './demoCreditRenewals.js';

let server: NetfleetServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const rows = async (query: ReturnType<typeof sql>) =>
  rowsOf<Record<string, unknown>>(await server.db.execute(query));

/** The demo tree's company names by key, as the seed names them. */
function demoNames(company: DemoCompany, names = new Map<string, string>()): Map<string, string> {
  names.set(company.key, company.name);
  for (const child of company.children ?? []) demoNames(child, names);
  return names;
}
const COMPANY_NAMES = demoNames(DEMO_COMPANY_TREE);

describe('markDemoRenewingDevices and seedDemoCreditRenewals', () => {
  it('spreads renewals over a million-device fleet’s ids and writes one ledger row per renewing device', async () => {
    const companies = await rows(sql`select id, name from companies`);
    const idOf = (key: string) => Number(companies.find((c) => c.name === COMPANY_NAMES.get(key))?.id);
    // A copy of a Northwind device under the id a million-device demo reaches: id × 7919 is
    // past int4 there (the seed failed at DEMO_DEVICES=1000000).
    // Every column but the generated ones (the search text), which PostgreSQL writes itself.
    const [written] = await rows(sql`
      select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as list
      from information_schema.columns where table_name = 'devices' and is_generated = 'NEVER'`);
    const columns = sql.raw(String(written?.list));
    await server.db.execute(sql`
      insert into devices (${columns}) overriding system value
      select ${columns} from (
        select (jsonb_populate_record(null::devices, to_jsonb(d) || jsonb_build_object(
          'id', 999999, 'serial', '1999999999', 'mac', '00:1E:42:99:99:99', 'imei', null, 'name', 'Far device', 'ingest_token_hash', null))).*
        from devices d where d.company_id = ${idOf('northwind')} limit 1) copy`);
    await server.db.execute(sql`delete from credit_transactions where reason = 'device_renewed'`);
    const now = Date.parse('2026-11-23T12:00:00Z');
    await markDemoRenewingDevices(server.db, idOf, now);
    await seedDemoCreditRenewals(server.db, idOf, null, now);

    const [far] = await rows(
      sql`select credit_expires_at, renew_credit_type_id from devices where id = 999999`,
    );
    const endsIn = Date.parse(String(far?.credit_expires_at)) - now;
    expect(endsIn).toBeGreaterThan(0);
    expect(endsIn).toBeLessThanOrEqual(720 * 3_600_000);
    expect(far?.renew_credit_type_id).toBe(2);

    const renewing = await rows(sql`
      select count(*)::int as n from devices
      where company_id in (${idOf('northwind')}, ${idOf('metro')}, ${idOf('baltic')})`);
    const ledger = await rows(sql`
      select count(*)::int as n, count(distinct reference)::int as devices,
        min(created_at) as first, max(created_at) as last
      from credit_transactions where reason = 'device_renewed'`);
    expect(ledger[0]?.n).toBe(renewing[0]?.n);
    expect(ledger[0]?.devices).toBe(renewing[0]?.n);
    const [farRow] = await rows(
      sql`select delta, company_id from credit_transactions where reason = 'device_renewed' and reference = '1999999999'`,
    );
    expect(farRow).toEqual({ delta: -1, company_id: idOf('northwind') });
    // Last month's: from 29 days ago, a day later for each next device, never today.
    expect(now - Date.parse(String(ledger[0]?.first))).toBe(29 * 86_400_000);
    expect(now - Date.parse(String(ledger[0]?.last))).toBeGreaterThanOrEqual(86_400_000);
  });
});
