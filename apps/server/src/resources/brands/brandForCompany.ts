import { BrandConfigSchema } from '@netfleet/contracts';
import { type BrandConfig, DEFAULT_BRAND } from '@netfleet/permissions';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../../db/Database.js';
import { brands, companies } from '../../db/schema.js';

/** The ids of a materialised path, root first: `/1/4/9/` → `[1, 4, 9]`. */
function pathIds(path: string): number[] {
  return path
    .split('/')
    .filter((part) => part !== '')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * A stored brand row as the wire's `BrandConfig`: the stored config over `DEFAULT_BRAND` (a
 * brand names only what it changes), `default` from the row. A config that does not parse
 * (edited by hand in the database) gives the default brand rather than a broken console.
 */
function toBrandConfig(row: { isDefault: boolean; config: Record<string, unknown> }): BrandConfig {
  const parsed = v.safeParse(BrandConfigSchema, { ...DEFAULT_BRAND, ...row.config, default: row.isDefault });
  return parsed.success ? parsed.output : DEFAULT_BRAND;
}

/**
 * The brand of a company (spec §3 "Brand config"): the brand of the nearest company on its
 * path, itself first, that names one; else the brand marked default; else `DEFAULT_BRAND`.
 * `null` (no signed-in user) answers the default brand.
 */
export async function brandForCompany(db: Database, companyPath: string | null): Promise<BrandConfig> {
  const ids = companyPath === null ? [] : pathIds(companyPath);
  if (ids.length > 0) {
    const [nearest] = await db
      .select({ isDefault: brands.isDefault, config: brands.config })
      .from(companies)
      .innerJoin(brands, eq(brands.id, companies.brandId))
      .where(and(inArray(companies.id, ids), isNotNull(companies.brandId)))
      .orderBy(desc(companies.level))
      .limit(1);
    if (nearest) return toBrandConfig(nearest);
  }
  const [fallback] = await db
    .select({ isDefault: brands.isDefault, config: brands.config })
    .from(brands)
    .where(eq(brands.isDefault, true))
    .limit(1);
  return fallback ? toBrandConfig(fallback) : DEFAULT_BRAND;
}
