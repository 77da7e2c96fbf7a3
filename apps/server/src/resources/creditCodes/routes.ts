import {
  ActivateCodeSchema,
  CreateCodeRequestSchema,
  CreditCodeListQuerySchema,
  createCodeSchema,
  ERROR_CODES,
} from '@netfleet/contracts';
import { can } from '@netfleet/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forgiveAttempts, reserveAttempts } from '../../auth/reserveAttempts.js';
import { adjustCredits, creditsLeft } from '../../credits/adjustCredits.js';
import { findCreditType } from '../../credits/findCreditType.js';
import { companies, creditCodes, creditTypes } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { parseForm } from '../../http/parseForm.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { listRows } from '../../lists/listRows.js';
import { writeMail } from '../../mail/writeMail.js';
import { companyInScope } from '../../scope/companyInScope.js';
import type { ServerContext } from '../../serverContext.js';
import { runSensitive } from '../../stepUp/runSensitive.js';
import { codeThrottleKeys, tooManyCodesMessage } from './codeThrottle.js';
import { createCreditCodeText, normalizeCreditCode } from './creditCodeText.js';
import { ALWAYS_CODE_FIELDS, CREDIT_CODE_LIST_KIND, toCreditCode } from './queries.js';

/**
 * Credit transfer codes (spec forms §2, §4, §5, §7). A code carries `amount` credits of a
 * type, taken from its company when it is created and given to the company of whoever
 * activates it, once:
 * - `GET /credits/codes` (view_credit_transfer_codes): the codes of the caller's scope, list
 *   query of `CREDIT_CODE_LIST`; each row has `used`, `state` and `used_at` whatever `fields` says;
 * - `POST /credits/codes` `{ type, amount, comment?, company_id? }` (create_credit_transfer_codes;
 *   sensitive: step-up): super_admin names the company (required) and may use any type; anyone
 *   else codes their own company's credits of a paid type (403 on `type` otherwise; a
 *   `company_id` sent is ignored). The code is mailed to the creator (mail log) → 201;
 * - `POST /credits/codes/activate` `{ code }` (activate_credit_transfer_codes): case and
 *   separators do not matter; 404 for an unknown code, 409 for a used one (both on `code`);
 *   the creator gets a `creditCodeActivation` notification. Unknown codes are throttled per
 *   user and per address (`codeThrottle.ts`): 429 with `Retry-After` past the free ones.
 */
export async function creditCodeRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now, createNotification } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();

  api.get(
    '/credits/codes',
    {
      config: {
        permission: 'view_credit_transfer_codes',
        refusal: 'You do not have permission to view credit transfer codes.',
      },
      schema: { querystring: CreditCodeListQuerySchema },
    },
    async (request) => {
      const query = request.query;
      const fields = [...new Set([...query.fields, ...ALWAYS_CODE_FIELDS])];
      return listRows(db, requireAuth(request), CREDIT_CODE_LIST_KIND, { ...query, fields });
    },
  );

  api.post(
    '/credits/codes',
    {
      config: {
        permission: 'create_credit_transfer_codes',
        refusal: 'You do not have permission to create codes.',
      },
      schema: { body: CreateCodeRequestSchema },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const isSuperAdmin = can(auth.permissions, 'super_admin');
      // Who may name the company is the creator's rule, on top of the request's shape.
      const body = parseForm(createCodeSchema({ isSuperAdmin }), request.body);
      const companyId =
        'company_id' in body && body.company_id !== undefined ? body.company_id : auth.company.id;
      const data = await runSensitive(
        context,
        request,
        { auth, payload: body, description: `create a code of ${body.amount} credits (type ${body.type})` },
        async (db, commit) => {
          const type = await findCreditType(db, body.type, 'type');
          if (!isSuperAdmin && type.paymentType !== 'paid') {
            throw ApiError.of(
              403,
              ERROR_CODES.FORBIDDEN,
              'Only paid resource types can be put in a code.',
              'type',
            );
          }
          const company = await companyInScope(db, auth, companyId, 'company_id', { forUpdate: commit });
          const held = await creditsLeft(db, company.id, type.id);
          if (held < body.amount) {
            throw ApiError.of(
              422,
              ERROR_CODES.VALIDATION_FAILED,
              `${company.name} has ${held} ${type.name} left.`,
              'amount',
            );
          }
          if (!commit) return null;
          const code = createCreditCodeText();
          await adjustCredits(
            db,
            {
              companyId: company.id,
              creditTypeId: type.id,
              delta: -body.amount,
              reason: 'code_created',
              reference: code,
              userId: auth.user.id,
              source: 'amount',
            },
            now,
          );
          const [row] = await db
            .insert(creditCodes)
            .values({
              code,
              creditTypeId: type.id,
              amount: body.amount,
              comment: body.comment ?? null,
              companyId: company.id,
              createdBy: auth.user.id,
              createdAt: new Date(now()),
            })
            .returning();
          if (!row) throw new Error('The code was not stored');
          await writeMail(
            db,
            {
              kind: 'credit_code',
              to: auth.user.email,
              userId: auth.user.id,
              subject: `Netfleet credit transfer code: ${body.amount} ${type.name}`,
              body: `Hello ${auth.user.username},\n\nyour credit transfer code is ${code}.\nIt gives ${body.amount} ${type.name} of ${company.name} to the company of whoever activates it, once.${body.comment ? `\nComment: ${body.comment}` : ''}\n`,
            },
            now,
          );
          return toCreditCode(row, { typeName: type.name, companyName: company.name, usedCompanyName: null });
        },
      );
      return reply.code(201).send({ data, message: 'Code created successfully' });
    },
  );

  api.post(
    '/credits/codes/activate',
    {
      config: {
        permission: 'activate_credit_transfer_codes',
        refusal: 'You do not have permission to activate codes.',
      },
      schema: { body: ActivateCodeSchema },
    },
    async (request) => {
      const auth = requireAuth(request);
      const code = normalizeCreditCode(request.body.code);
      // Counted before the lookup, so parallel guesses cannot all be checked; a real code is given back.
      const throttle = codeThrottleKeys(auth.user.id, request.ip);
      const reservation = await reserveAttempts(db, throttle, now());
      if (!reservation.ok) {
        const seconds = reservation.retryAfterSeconds;
        throw ApiError.of(429, API_ERROR_CODES.TOO_MANY_REQUESTS, tooManyCodesMessage(seconds), 'code', {
          headers: { 'retry-after': String(seconds) },
        });
      }
      const real = await db
        .select({ id: creditCodes.id })
        .from(creditCodes)
        .where(eq(creditCodes.code, code))
        .limit(1);
      if (real.length > 0)
        await forgiveAttempts(
          db,
          throttle.map((key) => key.key),
        );
      const { data, notify } = await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ code: creditCodes, typeName: creditTypes.name, companyName: companies.name })
          .from(creditCodes)
          .innerJoin(creditTypes, eq(creditTypes.id, creditCodes.creditTypeId))
          .innerJoin(companies, eq(companies.id, creditCodes.companyId))
          .where(eq(creditCodes.code, code))
          .for('update', { of: creditCodes })
          .limit(1);
        if (!found) throw ApiError.of(404, ERROR_CODES.NOT_FOUND, 'There is no such code.', 'code');
        if (found.code.usedAt !== null) {
          throw ApiError.of(409, API_ERROR_CODES.CONFLICT, 'This code has been used already.', 'code');
        }
        const [used] = await tx
          .update(creditCodes)
          .set({ usedAt: new Date(now()), usedBy: auth.user.id, usedCompanyId: auth.company.id })
          .where(eq(creditCodes.id, found.code.id))
          .returning();
        if (!used) throw new Error('The code was not updated');
        await adjustCredits(
          tx,
          {
            companyId: auth.company.id,
            creditTypeId: used.creditTypeId,
            delta: used.amount,
            reason: 'code_activated',
            reference: used.code,
            userId: auth.user.id,
            source: 'code',
          },
          now,
        );
        return {
          data: toCreditCode(used, {
            typeName: found.typeName,
            companyName: found.companyName,
            usedCompanyName: auth.company.name,
          }),
          notify:
            used.createdBy === null
              ? null
              : {
                  userId: used.createdBy,
                  summary: `${auth.company.name} activated your code ${used.code} (${used.amount} ${found.typeName}).`,
                },
        };
      });
      // After the commit: the notification is pushed live, and a failed push must not undo the activation.
      if (notify) {
        await createNotification(notify.userId, {
          type: 'creditCodeActivation',
          summary: notify.summary,
        }).catch((error: unknown) =>
          request.log.error({ err: error }, 'The code activation notification failed'),
        );
      }
      return { data, message: 'Code activated successfully' };
    },
  );
}
