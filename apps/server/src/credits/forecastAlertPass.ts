import { CREDIT_FORECAST_WARN_DAYS } from '@netfleet/contracts';
import { and, eq, exists, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { companies, devices } from '../db/schema.js';
import type { CreateNotification } from '../resources/notifications/createNotifier.js';
import { creditForecast } from './creditForecast.js';
import { DAY_MS } from './forecastRunOut.js';
import { clearWarnings, warnCompanyAdmins } from './warnCompanyAdmins.js';

interface AlertContext {
  db: Database;
  now: () => number;
  createNotification: CreateNotification;
}

/**
 * Reads the forecast of every company with renewing devices and warns its admins
 * (`creditAmountTooLow`) of each credit type that runs out within
 * {@link CREDIT_FORECAST_WARN_DAYS} days, once per predicted day; a type that no longer runs
 * out that soon forgets its warning.
 *
 * @returns the warnings sent.
 */
export async function forecastAlertPass(context: AlertContext): Promise<number> {
  const { db } = context;
  const now = context.now();
  // One index probe per company (devices_renewing_company_idx): a distinct over the renewing
  // devices read every one of them, hundreds of thousands in a large fleet.
  const renewing = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      exists(
        db
          .select({ one: devices.id })
          .from(devices)
          .where(and(eq(devices.companyId, companies.id), isNotNull(devices.renewCreditTypeId))),
      ),
    );
  let sent = 0;
  for (const company of renewing) {
    const forecast = await creditForecast(db, company.id, now);
    const calm: number[] = [];
    for (const type of forecast.types) {
      const runsOut = type.runs_out_at === null ? null : Date.parse(type.runs_out_at);
      if (runsOut === null || runsOut > now + CREDIT_FORECAST_WARN_DAYS * DAY_MS) {
        calm.push(type.type);
        continue;
      }
      const day = new Date(runsOut).toISOString().slice(0, 10);
      const warned = await warnCompanyAdmins(
        db,
        context.createNotification,
        {
          companyId: company.id,
          creditTypeId: type.type,
          runsOutOn: day,
          summary: `${company.name} runs out of ${type.type_name} on ${day}: ${type.credits_left} left, ${type.per_30_days} renewals every 30 days.`,
        },
        now,
      );
      if (warned) sent += 1;
    }
    await clearWarnings(db, company.id, calm);
  }
  return sent;
}
