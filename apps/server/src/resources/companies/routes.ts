import {
  AddCompanySchema,
  CompanyDataRequestSchema,
  CompanyListQuerySchema,
  CompanyNameSchema,
  ERROR_CODES,
  idParamsSchema,
  isUnchangedValue,
  MoveCompaniesSchema,
  UNCHANGED_VALUE_MESSAGE,
} from '@netfleet/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, users } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { forgetEstimates } from '../../lists/countMatches.js';
import { listRows } from '../../lists/listRows.js';
import { companyInScope } from '../../scope/companyInScope.js';
import { companyLineage } from '../../scope/companyLineage.js';
import type { ServerContext } from '../../serverContext.js';
import { companySummary, convertToCompanyData, moveCompany, refuseSiblingName } from './companyForms.js';
import { companyMetrics } from './companyMetrics.js';
import { createCompany } from './createCompany.js';
import { deleteCompany } from './deleteCompany.js';
import { deletionImpact } from './deletionImpact.js';
import { COMPANY_LIST_KIND, COMPANY_TREE_QUERY, companyDetail } from './queries.js';

const CompanyIdParamsSchema = idParamsSchema('The company id must be a number');

/**
 * Companies; every answer is limited to the caller's company scope, and a company outside it
 * answers 404 like one that does not exist:
 * - `GET /companies` (view_companies) → `{ data: CompanyRow[], meta }`, list query of
 *   `COMPANY_LIST` (`q`, `parent_id`, sorts by name, level, devices_count, users_count, credits_left,
 *   created_at);
 * - `GET /companies/tree` (view_companies) → `{ data: CompanyTreeNode[] }`, every company, flat;
 * - `GET /companies/{id}` (view_companies) → `{ data: CompanyDetail }`;
 * - `GET /companies/{id}/metrics` (view_companies) → `{ data: CompanyMetrics }`: the fleet of
 *   the company with its subsidiaries (devices by status and model, data this month, users)
 *   and the company's own credits;
 * - `GET /companies/{id}/deletion-impact` (view_companies) → `{ data: CompanyDeletionImpact }`:
 *   what deleting it would do, and `blocked_by` when it may not be deleted;
 * - `DELETE /companies/{id}` (delete_companies): does exactly that in one transaction → 200
 *   `{ data: CompanyDeletionImpact, message }`; 409 for one's own company, the root, a company
 *   with subsidiaries, or one whose custom roles users of other companies hold;
 * - `POST /companies` `{ name, parent_id }` (create_companies): a subsidiary → 201;
 * - `PUT /companies/{id}` `{ name }` (update_companies): an unchanged name is 422 "Please input
 *   different value to save changes.";
 * - `POST /companies/move` `{ source, target }` (move_companies): the subtree moves;
 * - `POST /companies/data` `{ credit_count, company_id? }` (convert_company_data): device
 *   credits into company data, 2 GB per credit.
 * Names are unique among siblings (409). Each change is one transaction and answers
 * `{ data: CompanySummary, message }`.
 */
export async function companyRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();

  api.get(
    '/companies',
    { config: { permission: 'view_companies' }, schema: { querystring: CompanyListQuerySchema } },
    async (request) => listRows(db, requireAuth(request), COMPANY_LIST_KIND, request.query),
  );

  api.get('/companies/tree', { config: { permission: 'view_companies' } }, async (request) => {
    const { data } = await listRows(db, requireAuth(request), COMPANY_LIST_KIND, COMPANY_TREE_QUERY, {
      all: true,
    });
    return { data };
  });

  api.get(
    '/companies/:id',
    { config: { permission: 'view_companies' }, schema: { params: CompanyIdParamsSchema } },
    async (request) => {
      const { id } = request.params;
      const data = await companyDetail(db, requireAuth(request), id);
      if (!data) throw ApiError.of(404, ERROR_CODES.NOT_FOUND, `No company ${id} in your companies.`);
      return { data };
    },
  );

  api.get(
    '/companies/:id/metrics',
    { config: { permission: 'view_companies' }, schema: { params: CompanyIdParamsSchema } },
    async (request) => {
      const auth = requireAuth(request);
      const company = await companyInScope(db, auth, request.params.id, 'id');
      return { data: await companyMetrics(db, auth, company) };
    },
  );

  api.get(
    '/companies/:id/deletion-impact',
    { config: { permission: 'view_companies' }, schema: { params: CompanyIdParamsSchema } },
    async (request) => {
      const auth = requireAuth(request);
      const company = await companyInScope(db, auth, request.params.id, 'id');
      return { data: await deletionImpact(db, auth, company, now) };
    },
  );

  api.delete(
    '/companies/:id',
    {
      config: { permission: 'delete_companies', refusal: 'You do not have permission to delete companies.' },
      schema: { params: CompanyIdParamsSchema },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { impact, sessionIds } = await db.transaction(async (tx) => {
        const company = await companyInScope(tx, auth, request.params.id, 'id', { forUpdate: true });
        return deleteCompany(tx, auth, company, now);
      });
      // Its devices went with it.
      forgetEstimates(db);
      // The users' sessions went with them (cascade); their open sockets go now.
      for (const id of sessionIds) context.realtime.disconnectSession(id);
      return { data: impact, message: 'Company deleted successfully' };
    },
  );

  api.post(
    '/companies',
    { config: { permission: 'create_companies' }, schema: { body: AddCompanySchema } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const body = request.body;
      const data = await db.transaction(async (tx) => {
        const parent = await companyInScope(tx, auth, body.parent_id, 'parent_id', { forUpdate: true });
        await refuseSiblingName(tx, parent.id, body.name);
        const node = await createCompany(tx, { name: body.name, parent });
        return companySummary(tx, { id: node.id, name: body.name, parentId: parent.id, level: node.level });
      });
      return reply.code(201).send({ data, message: 'Company created successfully' });
    },
  );

  api.put(
    '/companies/:id',
    {
      config: { permission: 'update_companies', refusal: 'You do not have permission to change companies.' },
      schema: { params: CompanyIdParamsSchema, body: CompanyNameSchema },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { name } = request.body;
      const data = await db.transaction(async (tx) => {
        const company = await companyInScope(tx, auth, request.params.id, 'id', { forUpdate: true });
        if (isUnchangedValue(company.name, name)) {
          throw ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, UNCHANGED_VALUE_MESSAGE, 'name');
        }
        await refuseSiblingName(tx, company.parentId, name, { except: company.id });
        await tx.update(companies).set({ name }).where(eq(companies.id, company.id));
        return companySummary(tx, { ...company, name });
      });
      return { data, message: 'Company updated successfully' };
    },
  );

  api.post(
    '/companies/move',
    {
      config: { permission: 'move_companies', refusal: 'Only system administrators move companies.' },
      schema: { body: MoveCompaniesSchema },
    },
    async (request) => {
      const auth = requireAuth(request);
      const body = request.body;
      const data = await db.transaction(async (tx) => {
        const source = await companyInScope(tx, auth, body.source, 'source', { forUpdate: true });
        const target = await companyInScope(tx, auth, body.target, 'target', { forUpdate: true });
        const moved = await moveCompany(tx, source, target);
        // Users of the companies it leaves may have seen its devices through their subsidiaries.
        const formerParents = companyLineage(source.path).filter((id) => id !== source.id);
        const losing =
          formerParents.length === 0
            ? []
            : await tx.select({ id: users.id }).from(users).where(inArray(users.companyId, formerParents));
        return { moved, losing: losing.map((user) => user.id) };
      });
      // The companies above its old place no longer see its devices.
      forgetEstimates(db);
      await context.realtime
        .revalidateUsers(data.losing, { companiesMoved: true })
        .catch((error) => request.log.warn({ err: error }));
      return { data: data.moved, message: 'Companies moved successfully' };
    },
  );

  api.post(
    '/companies/data',
    {
      config: {
        permission: 'convert_company_data',
        refusal: 'You do not have permission to change company data.',
      },
      schema: { body: CompanyDataRequestSchema },
    },
    async (request) => {
      const auth = requireAuth(request);
      const count = request.body.credit_count;
      if (count < 1) {
        throw ApiError.of(
          422,
          ERROR_CODES.VALIDATION_FAILED,
          'Credit count must be at least 1',
          'credit_count',
        );
      }
      const data = await db.transaction(async (tx) => {
        const companyId = request.body.company_id ?? auth.company.id;
        const company = await companyInScope(tx, auth, companyId, 'company_id', { forUpdate: true });
        return convertToCompanyData(tx, auth, company, count, now);
      });
      return { data, message: 'Company data updated successfully' };
    },
  );
}
