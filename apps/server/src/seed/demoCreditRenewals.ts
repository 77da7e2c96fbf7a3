import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { creditTransactions, devices } from '../db/schema.js';

const DAY_MS = 86_400_000;

/** The demo companies whose devices renew their credit (the keys of `DEMO_COMPANY_TREE`). */
const RENEWING_COMPANIES = ['northwind', 'metro', 'baltic'] as const;

/**
 * The devices of a few demo companies renew their credit with Paid Credit (one in four with
 * Free Credit), their credit ending at a time spread over the next 30 days by device id. Run
 * right after the devices are loaded and before their indexes are built
 * (`insertDemoDevices`' `afterLoad`): a million-device demo updates some 125,000 rows, which
 * cost a minute with the two dozen indexes in place and a few seconds without.
 */
export async function markDemoRenewingDevices(
  db: Pick<Database, 'update'>,
  company: (key: string) => number,
  now: number,
): Promise<void> {
  const at = new Date(now).toISOString();
  await db
    .update(devices)
    .set({
      renewCreditTypeId: sql`case when ${devices.id} % 4 = 0 then 1 else 2 end`,
      // 7919 is prime: consecutive ids land on days far apart.
      // In bigint: a million devices' ids times 7919 are past int4.
      creditExpiresAt: sql`${at}::timestamptz + ((${devices.id}::bigint * 7919) % 720 + 1) * interval '1 hour'`,
    })
    .where(inArray(devices.companyId, RENEWING_COMPANIES.map(company)));
}

/**
 * The demo's credit consumption, so the resources page's burn-down forecast says something:
 * the renewing devices ({@link markDemoRenewingDevices}) and a month of history in the ledger
 * (credits added and moved, company data bought, last month's renewals). The companies the
 * server tests read the ledger of (Harbor, Amber) and whose devices they expect without a
 * credit (Riverside) are left out.
 */
export async function seedDemoCreditRenewals(
  db: Database,
  company: (key: string) => number,
  superAdminId: number | null,
  now: number,
): Promise<void> {
  const ids = RENEWING_COMPANIES.map(company);
  const at = new Date(now).toISOString();
  const [northwind, metro, baltic] = ids as [number, number, number];
  const row = (
    companyId: number,
    creditTypeId: number,
    delta: number,
    reason: string,
    daysAgo: number,
    extra: { reference?: string; price?: string; proformaNumber?: string } = {},
  ) => ({
    companyId,
    creditTypeId,
    delta,
    reason,
    userId: superAdminId,
    reference: extra.reference ?? null,
    price: extra.price ?? null,
    proformaNumber: extra.proformaNumber ?? null,
    createdAt: new Date(now - daysAgo * DAY_MS),
  });
  await db
    .insert(creditTransactions)
    .values([
      row(northwind, 2, 100, 'added', 40, { price: '250.00', proformaNumber: 'PF-2026-014' }),
      row(baltic, 2, 80, 'added', 38, { price: '200.00', proformaNumber: 'PF-2026-015' }),
      row(northwind, 1, 20, 'added', 35),
      row(northwind, 2, -15, 'moved_out', 21, { reference: String(metro) }),
      row(metro, 2, 15, 'moved_in', 21, { reference: String(northwind) }),
      row(northwind, 2, -4, 'converted_from', 12),
      row(northwind, 4, 4, 'converted_to_data', 12),
    ]);
  // Last month's renewals of the devices renewing now (their credit ended 30 days ago), one
  // ledger row each, written by the database: a million-device demo has hundreds of thousands.
  await db.execute(sql`
    insert into ${creditTransactions} (company_id, credit_type_id, delta, reason, reference, created_at)
    select d.company_id, d.renew_credit_type_id, -1, 'device_renewed', d.serial,
      ${at}::timestamptz - (30 - (row_number() over (order by d.id) - 1) % 29 - 1) * interval '1 day'
    from ${devices} d
    where ${inArray(sql.raw('d.company_id'), ids)} and d.renew_credit_type_id is not null`);
}
