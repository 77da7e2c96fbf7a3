import { sql } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { creditTypes } from '../db/schema.js';

/**
 * The credit types (forms-modals-and-capabilities §3: data credit types Free Credit, Paid
 * Credit, Company data). Ids are fixed because clients know them: the even ones are paid and
 * need a price when resources are added (`CREDIT_TYPES_WITH_PRICE` of the contracts).
 * `license_type` says what one credit buys: `credit` a device licence, `pack` a bundle,
 * `data` 2 GB of company data.
 */
export const CREDIT_TYPES = [
  { id: 1, name: 'Free Credit', paymentType: 'free', licenseType: 'credit' },
  { id: 2, name: 'Paid Credit', paymentType: 'paid', licenseType: 'credit' },
  { id: 3, name: 'Free Pack', paymentType: 'free', licenseType: 'pack' },
  { id: 4, name: 'Company data', paymentType: 'paid', licenseType: 'data' },
] as const satisfies readonly (typeof creditTypes.$inferInsert)[];

/** Writes {@link CREDIT_TYPES} at every start, like the role table. */
export async function syncCreditTypes(db: Database): Promise<void> {
  await db
    .insert(creditTypes)
    .values([...CREDIT_TYPES])
    .onConflictDoUpdate({
      target: creditTypes.id,
      set: {
        name: sql`excluded.name`,
        paymentType: sql`excluded.payment_type`,
        licenseType: sql`excluded.license_type`,
      },
    });
}
