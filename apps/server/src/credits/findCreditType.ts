import { BULK_START_MESSAGES, ERROR_CODES, fillMessage } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { creditTypes } from '../db/schema.js';
import { ApiError } from '../http/ApiError.js';

/** A credit type row. */
export type CreditTypeRow = typeof creditTypes.$inferSelect;

/** The credit type `id`, or a 422 naming `source` when there is none. */
export async function findCreditType(db: Database, id: number, source: string): Promise<CreditTypeRow> {
  const [type] = await db.select().from(creditTypes).where(eq(creditTypes.id, id)).limit(1);
  if (!type)
    throw ApiError.of(
      422,
      ERROR_CODES.VALIDATION_FAILED,
      fillMessage(BULK_START_MESSAGES.creditTypeNotFound, { type: id }),
      source,
    );
  return type;
}
