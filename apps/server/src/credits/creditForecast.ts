import { CREDIT_RENEWAL_DAYS, type CreditForecast } from '@netfleet/contracts';
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { creditTransactions, devices } from '../db/schema.js';
import { creditBalances } from './creditBalances.js';
import { DAY_MS, runOutTime } from './forecastRunOut.js';

/** One renewal period in ms. */
export const RENEWAL_PERIOD_MS = CREDIT_RENEWAL_DAYS * DAY_MS;

/** How far the forecast looks: a type that lasts longer "never" runs out. */
const HORIZON_MS = 365 * DAY_MS;

/**
 * The burn-down forecast of a company's credits: for every credit type, its balance, the
 * devices it renews (those with `renew_credit_type_id` and a credit end), the credits their
 * renewals take per period and took in the last 30 days (the ledger's `device_renewed` rows),
 * and when the first renewal finds no credit left ({@link runOutTime}).
 */
export async function creditForecast(db: Database, companyId: number, now: number): Promise<CreditForecast> {
  const [balances, renewing, used] = await Promise.all([
    creditBalances(db, companyId),
    db
      .select({ type: devices.renewCreditTypeId, expiresAt: devices.creditExpiresAt })
      .from(devices)
      .where(
        and(
          eq(devices.companyId, companyId),
          isNotNull(devices.renewCreditTypeId),
          isNotNull(devices.creditExpiresAt),
        ),
      ),
    db
      .select({
        type: creditTransactions.creditTypeId,
        used: sql<number>`coalesce(-sum(${creditTransactions.delta}), 0)::int`,
      })
      .from(creditTransactions)
      .where(
        and(
          eq(creditTransactions.companyId, companyId),
          eq(creditTransactions.reason, 'device_renewed'),
          gte(creditTransactions.createdAt, new Date(now - RENEWAL_PERIOD_MS)),
        ),
      )
      .groupBy(creditTransactions.creditTypeId),
  ]);
  const renewals = new Map<number, number[]>();
  for (const device of renewing) {
    if (device.type === null || device.expiresAt === null) continue;
    const list = renewals.get(device.type) ?? [];
    list.push(device.expiresAt.getTime());
    renewals.set(device.type, list);
  }
  const usedByType = new Map(used.map((row) => [row.type, Number(row.used)]));
  return {
    company_id: companyId,
    at: new Date(now).toISOString(),
    types: balances.map((balance) => {
      const next = renewals.get(balance.creditTypeId) ?? [];
      const runsOut =
        next.length === 0 ? null : runOutTime(next, balance.creditsLeft, now, RENEWAL_PERIOD_MS, HORIZON_MS);
      return {
        type: balance.creditTypeId,
        type_name: balance.name,
        credits_left: balance.creditsLeft,
        renewing_devices: next.length,
        per_30_days: next.length,
        used_last_30_days: usedByType.get(balance.creditTypeId) ?? 0,
        runs_out_at: runsOut === null ? null : new Date(runsOut).toISOString(),
      };
    }),
  };
}
