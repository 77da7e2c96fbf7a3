import type { CompanySummary, CreditSummaryResponse } from '@netfleet/contracts';
import { can } from '@netfleet/permissions';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companyScopeCondition } from '../companies/companyScopeCondition.js';
import { creditBalances, summariseBalances } from '../credits/creditBalances.js';
import { companies, creditTypes } from '../db/schema.js';
import { API_ERROR_CODES } from '../http/apiErrorCodes.js';
import { idParamsSchema } from '../http/idParamsSchema.js';
import { parseInput } from '../http/parseInput.js';
import { requireAuth } from '../http/requireAuth.js';
import { sendError } from '../http/sendError.js';
import type { ServerContext } from '../serverContext.js';

const IdParamsSchema = idParamsSchema('a company id');

/**
 * Company summary and resources (spec §3, §7):
 * - `GET /companies/:id` (view_companies) → `{ data: CompanySummary }` for a company in the
 *   caller's scope; 404 for any other, so ids outside the scope are not disclosed;
 * - `GET /credits/summary` (view_credits_summary) → `{ data: { credits: { left: [...] } } }`:
 *   what the caller's own company has left of each credit type;
 * - `GET /credits/types` → `{ data: [{ id, name, payment_type, license_type }] }` (pick-list).
 */
export async function companyRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db } = context;

  app.get('/companies/:id', async (request, reply) => {
    const auth = requireAuth(request);
    if (!can(auth.permissions, 'view_companies')) {
      return sendError(
        reply,
        403,
        API_ERROR_CODES.FORBIDDEN,
        'You do not have permission to view companies.',
      );
    }
    const params = parseInput(IdParamsSchema, request.params, reply);
    if (!params) return reply;
    const [company] = await db
      .select({
        id: companies.id,
        name: companies.name,
        parentId: companies.parentId,
        level: companies.level,
      })
      .from(companies)
      .where(and(eq(companies.id, params.id), companyScopeCondition(db, auth, companies.id)))
      .limit(1);
    if (!company) {
      return sendError(reply, 404, API_ERROR_CODES.NOT_FOUND, `No company ${params.id} in your companies.`);
    }
    const data: CompanySummary = {
      id: company.id,
      name: company.name,
      parent_id: company.parentId,
      level: company.level,
      ...summariseBalances(await creditBalances(db, company.id)),
    };
    return { data };
  });

  app.get('/credits/summary', async (request, reply) => {
    const auth = requireAuth(request);
    if (!can(auth.permissions, 'view_credits_summary')) {
      return sendError(
        reply,
        403,
        API_ERROR_CODES.FORBIDDEN,
        'You do not have permission to view the resource summary.',
      );
    }
    const balances = await creditBalances(db, auth.company.id);
    const body: CreditSummaryResponse = {
      data: {
        credits: {
          left: balances.map((b) => ({
            credit_type: b.creditTypeId,
            credit_type_name: b.name,
            credits_left: b.creditsLeft,
          })),
        },
      },
    };
    return body;
  });

  app.get('/credits/types', async () => {
    const rows = await db.select().from(creditTypes).orderBy(asc(creditTypes.id));
    return {
      data: rows.map((row) => ({
        id: row.id,
        name: row.name,
        payment_type: row.paymentType,
        license_type: row.licenseType,
      })),
    };
  });
}
