import { and, asc, count, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { companies, companyCredits, creditTransactions, creditTypes, devices } from '../db/schema.js';
import type { CreateNotification } from '../resources/notifications/createNotifier.js';
import { RENEWAL_PERIOD_MS } from './creditForecast.js';
import { DAY_MS } from './forecastRunOut.js';
import { warnCompanyAdmins } from './warnCompanyAdmins.js';

/** Devices renewed in one transaction. */
const RENEWAL_BATCH = 500;

/** What one renewal pass did. */
export interface RenewalPassResult {
  renewed: number;
  /** Due devices left unrenewed for want of credits, per company and type. */
  shortfalls: { companyId: number; creditTypeId: number; devices: number }[];
}

interface RenewalContext {
  db: Database;
  now: () => number;
  createNotification: CreateNotification;
}

/**
 * Renews one batch of a company's due devices of a type, in one transaction: as many as the
 * locked balance pays for, oldest end first; each gets one period more (from its end, or from
 * now when it ended over a day ago, so a server that was down does not charge the missed
 * periods) and its own ledger row (`device_renewed`, the serial as reference, no user).
 *
 * @returns the devices renewed, and whether the balance ran dry before the due devices did.
 */
async function renewBatch(
  db: Database,
  group: { companyId: number; creditTypeId: number },
  at: Date,
): Promise<{ renewed: number; dry: boolean }> {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ left: companyCredits.creditsLeft })
      .from(companyCredits)
      .where(
        and(
          eq(companyCredits.companyId, group.companyId),
          eq(companyCredits.creditTypeId, group.creditTypeId),
        ),
      )
      .for('update');
    const left = held?.left ?? 0;
    const due = await tx
      .select({ id: devices.id, serial: devices.serial })
      .from(devices)
      .where(
        and(
          eq(devices.companyId, group.companyId),
          eq(devices.renewCreditTypeId, group.creditTypeId),
          lte(devices.creditExpiresAt, at),
        ),
      )
      .orderBy(asc(devices.creditExpiresAt), asc(devices.id))
      .limit(Math.min(Math.max(left, 1), RENEWAL_BATCH))
      .for('update', { skipLocked: true });
    if (due.length === 0) return { renewed: 0, dry: false };
    if (left === 0) return { renewed: 0, dry: true };
    const ids = due.map((device) => device.id);
    const iso = at.toISOString();
    await tx
      .update(devices)
      .set({
        creditExpiresAt: sql`case when ${devices.creditExpiresAt} >= ${iso}::timestamptz - ${`${DAY_MS} milliseconds`}::interval
          then ${devices.creditExpiresAt} else ${iso}::timestamptz end + ${`${RENEWAL_PERIOD_MS} milliseconds`}::interval`,
      })
      .where(inArray(devices.id, ids));
    await tx
      .update(companyCredits)
      .set({ creditsLeft: sql`${companyCredits.creditsLeft} - ${due.length}` })
      .where(
        and(
          eq(companyCredits.companyId, group.companyId),
          eq(companyCredits.creditTypeId, group.creditTypeId),
        ),
      );
    await tx.insert(creditTransactions).values(
      due.map((device) => ({
        companyId: group.companyId,
        creditTypeId: group.creditTypeId,
        delta: -1,
        reason: 'device_renewed',
        reference: device.serial,
        userId: null,
        createdAt: at,
      })),
    );
    return { renewed: due.length, dry: due.length === left && due.length < RENEWAL_BATCH };
  });
}

/**
 * One renewal pass (spec-less: the credit consumption of issue 15): every device whose
 * `credit_expires_at` has passed and that has `renew_credit_type_id` is renewed for a period
 * with one credit of that type from its company's balance. A company whose balance cannot pay
 * for its due devices leaves them unrenewed, and its admins get a `creditAmountTooLow`
 * notification (once a day while it lasts).
 */
export async function renewDueCredits(context: RenewalContext): Promise<RenewalPassResult> {
  const { db } = context;
  const at = new Date(context.now());
  const groups = await db
    .selectDistinct({ companyId: devices.companyId, creditTypeId: devices.renewCreditTypeId })
    .from(devices)
    .where(and(isNotNull(devices.renewCreditTypeId), lte(devices.creditExpiresAt, at)));
  const result: RenewalPassResult = { renewed: 0, shortfalls: [] };
  for (const { companyId, creditTypeId } of groups) {
    if (creditTypeId === null) continue;
    const group = { companyId, creditTypeId };
    let renewed = 0;
    for (;;) {
      const batch = await renewBatch(db, group, at);
      renewed += batch.renewed;
      // Only a dry balance is a shortfall: due devices another process holds locked are its own.
      if (batch.dry) {
        const [left] = await db
          .select({ n: count() })
          .from(devices)
          .where(
            and(
              eq(devices.companyId, companyId),
              eq(devices.renewCreditTypeId, creditTypeId),
              lte(devices.creditExpiresAt, at),
            ),
          );
        const unrenewed = Number(left?.n ?? 0);
        if (unrenewed > 0) result.shortfalls.push({ companyId, creditTypeId, devices: unrenewed });
      }
      if (batch.dry || batch.renewed < RENEWAL_BATCH) break;
    }
    result.renewed += renewed;
  }
  for (const shortfall of result.shortfalls) await warnShortfall(context, shortfall, at);
  return result;
}

/** Tells the company's admins that devices were not renewed (once per day). */
async function warnShortfall(
  context: RenewalContext,
  shortfall: RenewalPassResult['shortfalls'][number],
  at: Date,
): Promise<void> {
  const [names] = await context.db
    .select({ company: companies.name, type: creditTypes.name })
    .from(companies)
    .innerJoin(creditTypes, eq(creditTypes.id, shortfall.creditTypeId))
    .where(eq(companies.id, shortfall.companyId));
  const summary = `${names?.company ?? 'A company'} has no ${names?.type ?? 'credits'} left: ${shortfall.devices} device${shortfall.devices === 1 ? ' was' : 's were'} not renewed.`;
  await warnCompanyAdmins(
    context.db,
    context.createNotification,
    {
      companyId: shortfall.companyId,
      creditTypeId: shortfall.creditTypeId,
      runsOutOn: at.toISOString().slice(0, 10),
      summary,
    },
    context.now(),
  );
}
