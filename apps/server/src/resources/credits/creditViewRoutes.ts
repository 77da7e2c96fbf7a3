import {
  BYTES_PER_DATA_CREDIT,
  type CompanyCredits,
  CompanyCreditsQuerySchema,
  CreditRenewalsSchema,
  CreditTransactionListQuerySchema,
  ERROR_CODES,
} from '@netfleet/contracts';
import { can } from '@netfleet/permissions';
import { and, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { creditBalances } from '../../credits/creditBalances.js';
import { creditForecast } from '../../credits/creditForecast.js';
import { findCreditType } from '../../credits/findCreditType.js';
import { creditTypes, devices } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { listRows } from '../../lists/listRows.js';
import { companyInScope } from '../../scope/companyInScope.js';
import { companyScopeCondition } from '../../scope/companyScopeCondition.js';
import type { ServerContext } from '../../serverContext.js';
import { CREDIT_TRANSACTION_LIST_KIND } from './ledgerQueries.js';

/**
 * What the resources pages read of credits, and the devices' renewal setting:
 * - `GET /credits?company_id=` (view_credits) → `{ data: CompanyCredits }`: the company's
 *   balance of every credit type and its company data in bytes (the caller's company without
 *   `company_id`; a company outside the scope is 404);
 * - `GET /credits/history` (view_credits or view_company_data_history): the ledger, list query
 *   of `CREDIT_TRANSACTION_LIST`;
 * - `GET /credits/forecast?company_id=` (view_credits) → `{ data: CreditForecast }`: per type,
 *   the balance, the renewals per 30 days, the last 30 days' use and the run-out time;
 * - `PUT /credits/renewals` `{ device_ids, type }` (update_device_credit_status): the credit type
 *   that renews those devices (null: none) → `{ data: { updated }, message }`; every device must
 *   be in the caller's scope (404 otherwise, nothing changed).
 */
export async function creditViewRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();
  const refusal = 'You do not have permission to view resources.';

  api.get(
    '/credits',
    { config: { permission: 'view_credits', refusal }, schema: { querystring: CompanyCreditsQuerySchema } },
    async (request) => {
      const auth = requireAuth(request);
      const company = await companyInScope(
        db,
        auth,
        request.query.company_id ?? auth.company.id,
        'company_id',
      );
      const [balances, types] = await Promise.all([
        creditBalances(db, company.id),
        db.select().from(creditTypes),
      ]);
      const paymentType = new Map(types.map((type) => [type.id, type.paymentType]));
      const data: CompanyCredits = {
        company_id: company.id,
        company_name: company.name,
        balances: balances.map((balance) => ({
          type: balance.creditTypeId,
          type_name: balance.name,
          payment_type: paymentType.get(balance.creditTypeId) ?? 'free',
          license_type: balance.licenseType,
          credits_left: balance.creditsLeft,
        })),
        remaining_data:
          balances
            .filter((balance) => balance.licenseType === 'data')
            .reduce((sum, balance) => sum + balance.creditsLeft, 0) * BYTES_PER_DATA_CREDIT,
      };
      return { data };
    },
  );

  api.get(
    '/credits/history',
    {
      // The ledger is both the resources' credit history (view_credits) and the data
      // purchases page (view_company_data_history): either permission reads it, checked
      // before the input as the scope's own permission check is.
      preValidation: async (request) => {
        if (!can(requireAuth(request).permissions, ['view_credits', 'view_company_data_history'])) {
          throw ApiError.of(403, ERROR_CODES.FORBIDDEN, refusal);
        }
      },
      schema: { querystring: CreditTransactionListQuerySchema },
    },
    async (request) => listRows(db, requireAuth(request), CREDIT_TRANSACTION_LIST_KIND, request.query),
  );

  api.get(
    '/credits/forecast',
    { config: { permission: 'view_credits', refusal }, schema: { querystring: CompanyCreditsQuerySchema } },
    async (request) => {
      const auth = requireAuth(request);
      const company = await companyInScope(
        db,
        auth,
        request.query.company_id ?? auth.company.id,
        'company_id',
      );
      return { data: await creditForecast(db, company.id, now()) };
    },
  );

  api.put(
    '/credits/renewals',
    {
      config: {
        permission: 'update_device_credit_status',
        refusal: 'You do not have permission to change the credits of devices.',
      },
      schema: { body: CreditRenewalsSchema },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { device_ids: ids, type } = request.body;
      const updated = await db.transaction(async (tx) => {
        if (type !== null) await findCreditType(tx, type, 'type');
        const unique = [...new Set(ids)];
        const inScope = and(inArray(devices.id, unique), companyScopeCondition(tx, auth, devices.companyId));
        const found = await tx.select({ id: devices.id }).from(devices).where(inScope).for('update');
        if (found.length !== unique.length) {
          throw ApiError.of(
            404,
            ERROR_CODES.NOT_FOUND,
            'Some of these devices are not in your companies.',
            'device_ids',
          );
        }
        const at = new Date(now()).toISOString();
        const rows = await tx
          .update(devices)
          .set({
            renewCreditTypeId: type,
            ...(type === null
              ? {}
              : { creditExpiresAt: sql`coalesce(${devices.creditExpiresAt}, ${at}::timestamptz)` }),
          })
          .where(inArray(devices.id, unique))
          .returning({ id: devices.id });
        return rows.length;
      });
      return { data: { updated }, message: 'Credit renewals updated successfully' };
    },
  );
}
