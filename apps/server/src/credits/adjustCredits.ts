import { type CreditReason, ERROR_CODES } from '@netfleet/contracts';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { companyCredits, creditTransactions } from '../db/schema.js';
import { ApiError } from '../http/ApiError.js';

/** One change of a company's credits of one type. */
export interface CreditChange {
  companyId: number;
  creditTypeId: number;
  /** Credits added (positive) or taken (negative). */
  delta: number;
  /** Why credits changed (the `reason` of `credit_transactions`). */
  reason: CreditReason;
  userId: number;
  /** The other company of a move, or the code. */
  reference?: string | null;
  price?: number | null;
  proformaNumber?: string | null;
  /** The payload key a shortfall is reported on. */
  source: string;
}

/** Most credits a company can hold of one type (the column is a 32-bit integer). */
const MAX_CREDITS = 2_147_483_647;

/**
 * Adds `delta` credits (negative: takes them) of a type to a company's balance and records
 * the change in `credit_transactions`, in the caller's transaction. Taking more than the
 * balance, or adding past {@link MAX_CREDITS}, throws a 422 naming `source`; the balance is
 * changed with one conditional statement, so concurrent changes cannot overdraw it.
 *
 * @returns the new balance.
 */
export async function adjustCredits(db: Database, change: CreditChange, now: () => number): Promise<number> {
  const { companyId, creditTypeId, delta } = change;
  let left: number | undefined;
  if (delta < 0) {
    const [row] = await db
      .update(companyCredits)
      .set({ creditsLeft: sql`${companyCredits.creditsLeft} + ${delta}` })
      .where(
        and(
          eq(companyCredits.companyId, companyId),
          eq(companyCredits.creditTypeId, creditTypeId),
          gte(companyCredits.creditsLeft, -delta),
        ),
      )
      .returning({ left: companyCredits.creditsLeft });
    if (!row) {
      throw ApiError.of(
        422,
        ERROR_CODES.VALIDATION_FAILED,
        'Not enough credits of this type left.',
        change.source,
      );
    }
    left = row.left;
  } else {
    const [held] = await db
      .select({ left: companyCredits.creditsLeft })
      .from(companyCredits)
      .where(and(eq(companyCredits.companyId, companyId), eq(companyCredits.creditTypeId, creditTypeId)))
      .for('update');
    if ((held?.left ?? 0) + delta > MAX_CREDITS) {
      throw ApiError.of(
        422,
        ERROR_CODES.VALIDATION_FAILED,
        `A company holds at most ${MAX_CREDITS} credits of a type.`,
        change.source,
      );
    }
    const [row] = await db
      .insert(companyCredits)
      .values({ companyId, creditTypeId, creditsLeft: delta })
      .onConflictDoUpdate({
        target: [companyCredits.companyId, companyCredits.creditTypeId],
        set: { creditsLeft: sql`${companyCredits.creditsLeft} + ${delta}` },
      })
      .returning({ left: companyCredits.creditsLeft });
    left = row?.left;
  }
  await db.insert(creditTransactions).values({
    companyId,
    creditTypeId,
    delta,
    reason: change.reason,
    userId: change.userId,
    reference: change.reference ?? null,
    price: change.price === undefined || change.price === null ? null : change.price.toFixed(2),
    proformaNumber: change.proformaNumber ?? null,
    createdAt: new Date(now()),
  });
  return left ?? 0;
}

/** What a company has left of one credit type (0 when it holds none). */
export async function creditsLeft(db: Database, companyId: number, creditTypeId: number): Promise<number> {
  const [row] = await db
    .select({ left: companyCredits.creditsLeft })
    .from(companyCredits)
    .where(and(eq(companyCredits.companyId, companyId), eq(companyCredits.creditTypeId, creditTypeId)))
    .limit(1);
  return row?.left ?? 0;
}
