import { COMPANY_METRICS_TOP_MODELS, type CompanyMetrics } from '@netfleet/contracts';
import { and, inArray, like, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import { creditBalances } from '../../credits/creditBalances.js';
import type { Database } from '../../db/Database.js';
import { companies, devices, users } from '../../db/schema.js';
import type { CompanyRow } from '../../scope/companyInScope.js';
import { companyScopeCondition } from '../../scope/companyScopeCondition.js';

type StatusName = keyof CompanyMetrics['devices_by_status'];

/** Spec §3: 0 Offline, 1 Online, 2 Pending, anything else Not Activated. */
function statusName(status: number): StatusName {
  if (status === 0) return 'offline';
  if (status === 1) return 'online';
  if (status === 2) return 'pending';
  return 'not_activated';
}

/**
 * `GET /companies/{id}/metrics`: the fleet of the company and of every subsidiary the caller
 * may see (a custom role seeing only its own company gets that company alone), and the
 * company's own credits. One grouped query over the devices (by status and model, with this
 * month's data; the `(company_id, …)` index finds them by company), one over the companies
 * and users, and the balances.
 */
export async function companyMetrics(
  db: Database,
  auth: AuthContext,
  company: CompanyRow,
): Promise<CompanyMetrics> {
  // Paths hold only digits and slashes, so the prefix needs no LIKE escaping.
  const subtree = db
    .select({ id: companies.id })
    .from(companies)
    .where(and(like(companies.path, `${company.path}%`), companyScopeCondition(db, auth, companies.id)));
  const [groups, [counts], balances] = await Promise.all([
    db
      .select({
        status: devices.status,
        model: devices.model,
        count: sql<number>`count(*)`.mapWith(Number),
        dataUsed:
          sql<number>`coalesce(sum(case when ${devices.dataMonth} = date_trunc('month', current_date)::date then ${devices.dataUsedBytes} else 0 end), 0)`.mapWith(
            Number,
          ),
      })
      .from(devices)
      .where(inArray(devices.companyId, subtree))
      .groupBy(devices.status, devices.model),
    db
      .select({
        companies: sql<number>`count(*)`.mapWith(Number),
        subsidiaries: sql<number>`count(*) filter (where ${companies.parentId} = ${company.id})`.mapWith(
          Number,
        ),
        users: sql<number>`(select count(*) from ${users} where ${users.companyId} in ${subtree})`.mapWith(
          Number,
        ),
        month: sql<string>`to_char(current_date, 'YYYY-MM')`,
      })
      .from(companies)
      .where(inArray(companies.id, subtree)),
    creditBalances(db, company.id),
  ]);
  const byStatus: CompanyMetrics['devices_by_status'] = {
    offline: 0,
    online: 0,
    pending: 0,
    not_activated: 0,
  };
  const byModel = new Map<string, number>();
  let dataUsed = 0;
  for (const group of groups) {
    byStatus[statusName(group.status)] += group.count;
    byModel.set(group.model, (byModel.get(group.model) ?? 0) + group.count);
    dataUsed += group.dataUsed;
  }
  const models = [...byModel]
    .map(([model, count]) => ({ model, count }))
    .sort((a, b) => b.count - a.count || a.model.localeCompare(b.model));
  const top = models.slice(0, COMPANY_METRICS_TOP_MODELS);
  const total = models.reduce((sum, entry) => sum + entry.count, 0);
  return {
    company_id: company.id,
    companies_count: counts?.companies ?? 1,
    subsidiaries_count: counts?.subsidiaries ?? 0,
    devices_count: total,
    devices_by_status: byStatus,
    devices_by_model: top,
    other_models_count: total - top.reduce((sum, entry) => sum + entry.count, 0),
    data_used_bytes: dataUsed,
    data_month: counts?.month ?? '',
    users_count: counts?.users ?? 0,
    credits: balances.map((balance) => ({
      credit_type_id: balance.creditTypeId,
      credit_type_name: balance.name,
      license_type: balance.licenseType,
      credits_left: balance.creditsLeft,
    })),
  };
}
