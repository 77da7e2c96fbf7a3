import { BYTES_PER_DATA_CREDIT, type CompanySummary, ERROR_CODES } from '@netfleet/contracts';
import { and, eq, inArray, like, ne, notInArray, or, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import { adjustCredits, creditsLeft } from '../../credits/adjustCredits.js';
import { creditBalances, summariseBalances } from '../../credits/creditBalances.js';
import type { Database } from '../../db/Database.js';
import { companies, devices, deviceTags, tags } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import type { CompanyRow } from '../../scope/companyInScope.js';
import { companyLineage } from '../../scope/companyLineage.js';

/** Device credit types converted into company data, the free ones first. */
const CONVERTIBLE_CREDIT_TYPES = [1, 2] as const;
/** The `Company data` credit type: 2 GB each. */
const COMPANY_DATA_CREDIT_TYPE = 4;

/** The company summary (spec §3) the company forms answer with. */
export async function companySummary(
  db: Database,
  company: Pick<CompanyRow, 'id' | 'name' | 'parentId' | 'level'>,
): Promise<CompanySummary> {
  return {
    id: company.id,
    name: company.name,
    parent_id: company.parentId,
    level: company.level,
    ...summariseBalances(await creditBalances(db, company.id)),
  };
}

/** 409 when a sibling (same parent) already has this name, compared case-insensitively. */
export async function refuseSiblingName(
  db: Database,
  parentId: number | null,
  name: string,
  options: { except?: number; source?: string } = {},
): Promise<void> {
  const { except, source = 'name' } = options;
  const [taken] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        parentId === null ? sql`${companies.parentId} is null` : eq(companies.parentId, parentId),
        sql`lower(${companies.name}) = lower(${name})`,
        except === undefined ? undefined : ne(companies.id, except),
      ),
    )
    .limit(1);
  if (taken) {
    throw ApiError.of(
      409,
      API_ERROR_CODES.CONFLICT,
      'A company with this name exists at this place already.',
      source,
    );
  }
}

/**
 * Moves `source` and its subtree under `target` (not into its own subtree, not where it is),
 * recomputing paths and levels of the whole subtree in one statement; siblings' names stay unique.
 */
export async function moveCompany(
  db: Database,
  source: CompanyRow,
  target: CompanyRow,
): Promise<CompanySummary> {
  if (target.path.startsWith(source.path)) {
    throw ApiError.of(
      422,
      ERROR_CODES.VALIDATION_FAILED,
      'A company cannot move under itself or one of its subsidiaries.',
      'target',
    );
  }
  if (source.parentId === target.id) {
    throw ApiError.of(
      422,
      ERROR_CODES.VALIDATION_FAILED,
      `${source.name} is a subsidiary of ${target.name} already.`,
      'target',
    );
  }
  await refuseSiblingName(db, target.id, source.name, { source: 'source' });
  const newPath = `${target.path}${source.id}/`;
  const levelDelta = target.level + 1 - source.level;
  await db
    .update(companies)
    .set({
      path: sql`${newPath} || substr(${companies.path}, ${source.path.length + 1})`,
      level: sql`${companies.level} + ${levelDelta}`,
    })
    .where(like(companies.path, `${source.path}%`));
  await db.update(companies).set({ parentId: target.id }).where(eq(companies.id, source.id));
  // A device carries tags of its company or a parent of it: those of the parents it left go.
  const subtree = db
    .select({ id: companies.id })
    .from(companies)
    .where(like(companies.path, `${newPath}%`));
  await db.delete(deviceTags).where(
    and(
      inArray(
        deviceTags.deviceId,
        db.select({ id: devices.id }).from(devices).where(inArray(devices.companyId, subtree)),
      ),
      notInArray(
        deviceTags.tagId,
        db
          .select({ id: tags.id })
          .from(tags)
          .where(or(inArray(tags.companyId, subtree), inArray(tags.companyId, companyLineage(target.path)))),
      ),
    ),
  );
  return companySummary(db, { ...source, parentId: target.id, level: source.level + levelDelta });
}

/**
 * Converts `count` device credits of a company (Free Credit first, then Paid Credit) into
 * Company data credits, 2 GB each; 422 on `credit_count` when it has fewer.
 */
export async function convertToCompanyData(
  db: Database,
  auth: AuthContext,
  company: CompanyRow,
  count: number,
  now: () => number,
) {
  const held = await Promise.all(CONVERTIBLE_CREDIT_TYPES.map((type) => creditsLeft(db, company.id, type)));
  const available = held.reduce((sum, n) => sum + n, 0);
  if (available < count) {
    throw ApiError.of(
      422,
      ERROR_CODES.VALIDATION_FAILED,
      `${company.name} has ${available} credits to convert.`,
      'credit_count',
    );
  }
  let remaining = count;
  for (const [index, type] of CONVERTIBLE_CREDIT_TYPES.entries()) {
    const take = Math.min(remaining, held[index] ?? 0);
    if (take === 0) continue;
    const change = { companyId: company.id, userId: auth.user.id, source: 'credit_count' };
    await adjustCredits(db, { ...change, creditTypeId: type, delta: -take, reason: 'converted_from' }, now);
    remaining -= take;
  }
  await adjustCredits(
    db,
    {
      companyId: company.id,
      creditTypeId: COMPANY_DATA_CREDIT_TYPE,
      delta: count,
      reason: 'converted_to_data',
      userId: auth.user.id,
      source: 'credit_count',
    },
    now,
  );
  return {
    ...(await companySummary(db, company)),
    credits_converted: count,
    data_added: count * BYTES_PER_DATA_CREDIT,
  };
}
