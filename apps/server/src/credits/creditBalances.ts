import { BYTES_PER_DATA_CREDIT } from '@netfleet/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { companyCredits, creditTypes } from '../db/schema.js';

/** One credit type and what a company has left of it (0 when it holds none). */
export interface CreditBalance {
  creditTypeId: number;
  name: string;
  licenseType: string | null;
  creditsLeft: number;
}

/** Every credit type with the company's balance, by credit type id. */
export async function creditBalances(db: Database, companyId: number): Promise<CreditBalance[]> {
  const [types, held] = await Promise.all([
    db.select().from(creditTypes).orderBy(asc(creditTypes.id)),
    db
      .select({ creditTypeId: companyCredits.creditTypeId, creditsLeft: companyCredits.creditsLeft })
      .from(companyCredits)
      .where(eq(companyCredits.companyId, companyId)),
  ]);
  const left = new Map(held.map((row) => [row.creditTypeId, row.creditsLeft]));
  return types.map((type) => ({
    creditTypeId: type.id,
    name: type.name,
    licenseType: type.licenseType,
    creditsLeft: left.get(type.id) ?? 0,
  }));
}

/**
 * The company summary's resource figures (spec §3): device credits, packs, and company data
 * in bytes (2 GB per data credit, contracts' `BYTES_PER_DATA_CREDIT`).
 */
export function summariseBalances(balances: readonly CreditBalance[]): {
  credits_left: number;
  packs_left: number;
  remaining_data: number;
} {
  const sum = (licenseType: string) =>
    balances.filter((b) => b.licenseType === licenseType).reduce((total, b) => total + b.creditsLeft, 0);
  return {
    credits_left: sum('credit'),
    packs_left: sum('pack'),
    remaining_data: sum('data') * BYTES_PER_DATA_CREDIT,
  };
}
