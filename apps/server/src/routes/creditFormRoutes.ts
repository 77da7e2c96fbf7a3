import { AddResourcesSchema, ERROR_CODES, MoveResourcesSchema } from '@netfleet/contracts';
import type { FastifyInstance } from 'fastify';
import { requireRight } from '../auth/requireRight.js';
import { companyInScope } from '../companies/companyInScope.js';
import { adjustCredits, creditsLeft } from '../credits/adjustCredits.js';
import { findCreditType } from '../credits/findCreditType.js';
import { ApiError } from '../http/ApiError.js';
import { parseForm } from '../http/parseForm.js';
import { requireAuth } from '../http/requireAuth.js';
import type { ServerContext } from '../serverContext.js';
import { runSensitive } from '../stepUp/runSensitive.js';

/**
 * Resources (credits) forms (spec forms §2, §5, §7); every change is also written to
 * `credit_transactions`:
 * - `POST /credits` `{ type, count, company_id, price?, proforma_number? }` (create_credits: super_admin): adds
 *   credits; price and proforma number are required for the types of `CREDIT_TYPES_WITH_PRICE`
 *   → 201 `{ data: { company_id, type, credits_left }, message }`;
 * - `POST /credits/move` `{ type, source, target, amount }` (move_credits, both
 *   companies in the caller's scope; sensitive: step-up) → `{ data: { source, target }, message }`
 *   with each company's new balance. A shortfall is 422 on `amount`.
 */
export async function creditFormRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now } = context;

  app.post('/credits', async (request, reply) => {
    const auth = requireAuth(request);
    requireRight(auth, 'create_credits', 'Only system administrators add resources.');
    const body = parseForm(AddResourcesSchema, request.body);
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
  });

  app.post('/credits/move', async (request) => {
    const auth = requireAuth(request);
    requireRight(auth, 'move_credits', 'You do not have permission to move resources.');
    const body = parseForm(MoveResourcesSchema, request.body);
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
  });
}
