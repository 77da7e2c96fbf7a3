import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { creditForecastAlerts, rolePermissions, users } from '../db/schema.js';
import type { CreateNotification } from '../resources/notifications/createNotifier.js';

/** A `creditAmountTooLow` warning of one credit type of a company. */
export interface LowCreditWarning {
  companyId: number;
  creditTypeId: number;
  /** The predicted (or actual) run-out day, `YYYY-MM-DD`: one warning per day named. */
  runsOutOn: string;
  summary: string;
}

/**
 * Who hears about a company's credits: its users whose role may move credits (the admins),
 * or, in a company without such a user, those who may see its credits.
 */
async function companyAdmins(db: Database, companyId: number): Promise<number[]> {
  for (const permission of ['move_devices_credits', 'view_credits']) {
    const rows = await db
      .selectDistinct({ id: users.id })
      .from(users)
      .innerJoin(rolePermissions, eq(rolePermissions.roleId, users.roleId))
      .where(and(eq(users.companyId, companyId), eq(rolePermissions.permission, permission)));
    if (rows.length > 0) return rows.map((row) => row.id);
  }
  return [];
}

/**
 * Sends a `creditAmountTooLow` notification to the company's admins, once per run-out day:
 * the `credit_forecast_alerts` row of the company and type is claimed first (inserted, or
 * moved to the new day), so a second pass that predicts the same day, on this process or
 * another, sends nothing.
 *
 * @returns whether the warning was sent.
 */
export async function warnCompanyAdmins(
  db: Database,
  createNotification: CreateNotification,
  warning: LowCreditWarning,
  now: number,
): Promise<boolean> {
  const claimed = await db
    .insert(creditForecastAlerts)
    .values({
      companyId: warning.companyId,
      creditTypeId: warning.creditTypeId,
      runsOutOn: warning.runsOutOn,
      notifiedAt: new Date(now),
    })
    .onConflictDoUpdate({
      target: [creditForecastAlerts.companyId, creditForecastAlerts.creditTypeId],
      set: { runsOutOn: sql`excluded.runs_out_on`, notifiedAt: sql`excluded.notified_at` },
      setWhere: ne(creditForecastAlerts.runsOutOn, sql`excluded.runs_out_on`),
    })
    .returning({ companyId: creditForecastAlerts.companyId });
  if (claimed.length === 0) return false;
  const admins = await companyAdmins(db, warning.companyId);
  for (const userId of admins) {
    await createNotification(userId, { type: 'creditAmountTooLow', summary: warning.summary });
  }
  return true;
}

/** Forgets the warnings of types that no longer run out soon, so a later shortage warns again. */
export async function clearWarnings(
  db: Database,
  companyId: number,
  creditTypeIds: readonly number[],
): Promise<void> {
  if (creditTypeIds.length === 0) return;
  await db
    .delete(creditForecastAlerts)
    .where(
      and(
        eq(creditForecastAlerts.companyId, companyId),
        inArray(creditForecastAlerts.creditTypeId, [...creditTypeIds]),
      ),
    );
}
