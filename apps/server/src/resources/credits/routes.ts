import {
  AddResourcesSchema,
  type CreditSummaryResponse,
  ERROR_CODES,
  MoveResourcesSchema,
} from '@netfleet/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adjustCredits, creditsLeft } from '../../credits/adjustCredits.js';
import { creditBalances } from '../../credits/creditBalances.js';
import { findCreditType } from '../../credits/findCreditType.js';
import { creditTypes } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { companyInScope } from '../../scope/companyInScope.js';
import type { ServerContext } from '../../serverContext.js';
import { runSensitive } from '../../stepUp/runSensitive.js';
import { creditViewRoutes } from './creditViewRoutes.js';

/**
 * Resources (credits); every change is also written to `credit_transactions`:
 * - `GET /credits/summary` (view_credits_summary) → `{ data: { credits: { left: [...] } } }`:
 *   what the caller's own company has left of each credit type;
 * - `GET /credits/types` → `{ data: [{ id, name, payment_type, license_type }] }` (pick-list);
 * - `POST /credits` `{ type, count, company_id, price?, proforma_number? }` (create_credits):
 *   adds credits; price and proforma number are required for the types of
 *   `CREDIT_TYPES_WITH_PRICE` → 201 `{ data: { company_id, type, credits_left }, message }`;
 * - `POST /credits/move` `{ type, source, target, amount }` (move_devices_credits, both companies in
 *   the caller's scope; sensitive: step-up) → `{ data: { type, amount, source, target }, message }`
 *   with each company's new balance. A shortfall is 422 on `amount`.
 */
export async function creditRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();
  await creditViewRoutes(app, context);

  api.get(
    '/credits/summary',
    {
      config: {
        permission: 'view_credits_summary',
        refusal: 'You do not have permission to view the resource summary.',
      },
    },
    async (request) => {
      const balances = await creditBalances(db, requireAuth(request).company.id);
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
    },
  );

  api.get('/credits/types', async () => {
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

  api.post(
    '/credits',
    {
      config: { permission: 'create_credits', refusal: 'Only system administrators add resources.' },
      schema: { body: AddResourcesSchema },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const body = request.body;
      const data = await db.transaction(async (tx) => {
        const type = await findCreditType(tx, body.type, 'type');
        const company = await companyInScope(tx, auth, body.company_id, 'company_id', { forUpdate: true });
        const left = await adjustCredits(
          tx,
          {
            companyId: company.id,
            creditTypeId: type.id,
            delta: body.count,
            reason: 'added',
            userId: auth.user.id,
            price: 'price' in body ? body.price : null,
            proformaNumber: 'proforma_number' in body ? body.proforma_number : null,
            source: 'count',
          },
          now,
        );
        return { company_id: company.id, type: type.id, credits_left: left };
      });
      return reply.code(201).send({ data, message: 'Resources added successfully' });
    },
  );

  api.post(
    '/credits/move',
    {
      config: {
        permission: 'move_devices_credits',
        refusal: 'You do not have permission to move resources.',
      },
      schema: { body: MoveResourcesSchema },
    },
    async (request) => {
      const auth = requireAuth(request);
      const body = request.body;
      const data = await runSensitive(
        context,
        request,
        { auth, payload: body, description: `move ${body.amount} credits of type ${body.type}` },
        async (db, commit) => {
          const type = await findCreditType(db, body.type, 'type');
          const lock = { forUpdate: commit };
          const source = await companyInScope(db, auth, body.source, 'source', lock);
          const target = await companyInScope(db, auth, body.target, 'target', lock);
          const held = await creditsLeft(db, source.id, type.id);
          if (held < body.amount) {
            throw ApiError.of(
              422,
              ERROR_CODES.VALIDATION_FAILED,
              `${source.name} has ${held} ${type.name} left.`,
              'amount',
            );
          }
          if (!commit) return null;
          const change = { creditTypeId: type.id, userId: auth.user.id, source: 'amount' };
          const sourceLeft = await adjustCredits(
            db,
            {
              ...change,
              companyId: source.id,
              delta: -body.amount,
              reason: 'moved_out',
              reference: String(target.id),
            },
            now,
          );
          const targetLeft = await adjustCredits(
            db,
            {
              ...change,
              companyId: target.id,
              delta: body.amount,
              reason: 'moved_in',
              reference: String(source.id),
            },
            now,
          );
          return {
            type: type.id,
            amount: body.amount,
            source: { company_id: source.id, credits_left: sourceLeft },
            target: { company_id: target.id, credits_left: targetLeft },
          };
        },
      );
      return { data, message: 'Resources moved successfully' };
    },
  );
}
