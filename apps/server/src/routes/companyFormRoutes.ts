import {
  AddCompanySchema,
  BYTES_PER_DATA_CREDIT,
  CompanyDataRequestSchema,
  CompanyNameSchema,
  type CompanySummary,
  ERROR_CODES,
  isUnchangedValue,
  MoveCompaniesSchema,
  UNCHANGED_VALUE_MESSAGE,
} from '@netfleet/contracts';
import { and, eq, like, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireRight } from '../auth/requireRight.js';
import { type CompanyRow, companyInScope } from '../companies/companyInScope.js';
import { createCompany } from '../companies/createCompany.js';
import { adjustCredits, creditsLeft } from '../credits/adjustCredits.js';
import { creditBalances, summariseBalances } from '../credits/creditBalances.js';
import type { Database } from '../db/Database.js';
import { companies } from '../db/schema.js';
import { ApiError } from '../http/ApiError.js';
import { API_ERROR_CODES } from '../http/apiErrorCodes.js';
import { parseForm } from '../http/parseForm.js';
import { requireAuth } from '../http/requireAuth.js';
import type { ServerContext } from '../serverContext.js';

const CompanyIdParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'The company id must be a number'), v.transform(Number)),
});

/** Device credit types converted into company data, the free ones first. */
const CONVERTIBLE_CREDIT_TYPES = [1, 2] as const;
/** The `Company data` credit type: 2 GB each. */
const COMPANY_DATA_CREDIT_TYPE = 4;

async function summary(db: Database, company: Pick<CompanyRow, 'id' | 'name' | 'parentId' | 'level'>) {
  const data: CompanySummary = {
    id: company.id,
    name: company.name,
    parent_id: company.parentId,
    level: company.level,
    ...summariseBalances(await creditBalances(db, company.id)),
  };
  return data;
}

/** 409 when a sibling (same parent) already has this name, compared case-insensitively. */
async function refuseSiblingName(
  db: Database,
  parentId: number | null,
  name: string,
  options: { except?: number; source?: string } = {},
) {
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
 * The company forms (spec forms §2, §5, §7):
 * - `POST /companies` `{ name, parent_id }` (create_companies): a subsidiary of a company in
 *   the caller's scope → 201 `{ data: CompanySummary, message }`;
 * - `PUT /companies/:id` `{ name }` (update_companies): renames a company of the scope; an unchanged name is 422
 *   "Please input different value to save changes.";
 * - `POST /companies/move` `{ source, target }` (move_companies): `source` and its subtree move
 *   under `target` (not into its own subtree); paths and levels are recomputed;
 * - `POST /companies/data` `{ credit_count, company_id? }` (convert_company_data): converts
 *   device credits (free first, then paid) into company data at 2 GB per credit.
 * Names are unique among siblings (409). Everything happens in one transaction.
 */
export async function companyFormRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now } = context;

  app.post('/companies', async (request, reply) => {
    const auth = requireAuth(request);
    requireRight(auth, 'create_companies', 'You do not have permission to create companies.');
    const body = parseForm(AddCompanySchema, request.body);
    const data = await db.transaction(async (tx) => {
      const parent = await companyInScope(tx, auth, body.parent_id, 'parent_id', { forUpdate: true });
      await refuseSiblingName(tx, parent.id, body.name);
      const node = await createCompany(tx, { name: body.name, parent });
      return summary(tx, { id: node.id, name: body.name, parentId: parent.id, level: node.level });
    });
    return reply.code(201).send({ data, message: 'Company created successfully' });
  });

  app.put('/companies/:id', async (request) => {
    const auth = requireAuth(request);
    requireRight(auth, 'update_companies', 'You do not have permission to change companies.');
    const { id } = parseForm(CompanyIdParamsSchema, request.params);
    const body = parseForm(CompanyNameSchema, request.body);
    const data = await db.transaction(async (tx) => {
      const company = await companyInScope(tx, auth, id, 'id', { forUpdate: true });
      if (isUnchangedValue(company.name, body.name)) {
        throw ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, UNCHANGED_VALUE_MESSAGE, 'name');
      }
      await refuseSiblingName(tx, company.parentId, body.name, { except: company.id });
      await tx.update(companies).set({ name: body.name }).where(eq(companies.id, company.id));
      return summary(tx, { ...company, name: body.name });
    });
    return { data, message: 'Company updated successfully' };
  });

  app.post('/companies/move', async (request) => {
    const auth = requireAuth(request);
    requireRight(auth, 'move_companies', 'Only system administrators move companies.');
    const body = parseForm(MoveCompaniesSchema, request.body);
    const data = await db.transaction(async (tx) => {
      const source = await companyInScope(tx, auth, body.source, 'source', { forUpdate: true });
      const target = await companyInScope(tx, auth, body.target, 'target', { forUpdate: true });
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
      await refuseSiblingName(tx, target.id, source.name, { source: 'source' });
      const newPath = `${target.path}${source.id}/`;
      const levelDelta = target.level + 1 - source.level;
      // The whole subtree in one statement: new prefix, levels shifted by the same amount.
      await tx
        .update(companies)
        .set({
          path: sql`${newPath} || substr(${companies.path}, ${source.path.length + 1})`,
          level: sql`${companies.level} + ${levelDelta}`,
        })
        .where(like(companies.path, `${source.path}%`));
      await tx.update(companies).set({ parentId: target.id }).where(eq(companies.id, source.id));
      return summary(tx, { ...source, parentId: target.id, level: source.level + levelDelta });
    });
    return { data, message: 'Companies moved successfully' };
  });

  app.post('/companies/data', async (request) => {
    const auth = requireAuth(request);
    requireRight(auth, 'convert_company_data', 'You do not have permission to change company data.');
    const body = parseForm(CompanyDataRequestSchema, request.body);
    const count = body.credit_count;
    if (count < 1) {
      throw ApiError.of(
        422,
        ERROR_CODES.VALIDATION_FAILED,
        'Credit count must be at least 1',
        'credit_count',
      );
    }
    const data = await db.transaction(async (tx) => {
      const company = await companyInScope(tx, auth, body.company_id ?? auth.company.id, 'company_id', {
        forUpdate: true,
      });
      const held = await Promise.all(
        CONVERTIBLE_CREDIT_TYPES.map((type) => creditsLeft(tx, company.id, type)),
      );
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
        await adjustCredits(
          tx,
          { ...change, creditTypeId: type, delta: -take, reason: 'converted_from' },
          now,
        );
        remaining -= take;
      }
      await adjustCredits(
        tx,
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
        ...(await summary(tx, company)),
        credits_converted: count,
        data_added: count * BYTES_PER_DATA_CREDIT,
      };
    });
    return { data, message: 'Company data updated successfully' };
  });
}
