import { ActivateCodeSchema, type CreditCode, createCodeSchema, ERROR_CODES } from '@netfleet/contracts';
import { can } from '@netfleet/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireRight } from '../auth/requireRight.js';
import { companyInScope } from '../companies/companyInScope.js';
import { adjustCredits, creditsLeft } from '../credits/adjustCredits.js';
import { CREDIT_CODES_KIND } from '../credits/creditCodesKind.js';
import { createCreditCodeText, normalizeCreditCode } from '../credits/creditCodeText.js';
import { findCreditType } from '../credits/findCreditType.js';
import { companies, creditCodes, creditTypes } from '../db/schema.js';
import { ApiError } from '../http/ApiError.js';
import { API_ERROR_CODES } from '../http/apiErrorCodes.js';
import { parseForm } from '../http/parseForm.js';
import { requireAuth } from '../http/requireAuth.js';
import { writeMail } from '../mail/writeMail.js';
import { createListQuerySchema } from '../search/createListQuerySchema.js';
import { listRows } from '../search/listRows.js';
import type { ServerContext } from '../serverContext.js';
import { runSensitive } from '../stepUp/runSensitive.js';

type CodeRow = typeof creditCodes.$inferSelect;

const toCreditCode = (
  row: CodeRow,
  typeName: string,
  companyName: string,
  usedCompanyName: string | null,
): CreditCode => ({
  id: row.id,
  code: row.code,
  type: row.creditTypeId,
  type_name: typeName,
  amount: row.amount,
  comment: row.comment,
  company_id: row.companyId,
  company_name: companyName,
  created_at: row.createdAt.toISOString(),
  used: row.usedAt !== null,
  state: row.usedAt !== null ? 'Used' : 'Not Used',
  used_at: row.usedAt?.toISOString() ?? null,
  used_company_id: row.usedCompanyId,
  used_company_name: usedCompanyName,
});

/**
 * Credit transfer codes (spec forms §2, §4, §5, §7). A code carries `amount` credits of a
 * type, taken from its company when it is created and given to the company of whoever
 * activates it, once:
 * - `POST /credits/codes` `{ type, amount, comment?, company_id? }` (view_credit_transfer_codes
 *   and create_credit_transfer_codes; sensitive: step-up): super_admin names the company
 *   (required) and may use any type; anyone else codes their own company's credits of a paid
 *   type (403 on `type` otherwise; a `company_id` sent is ignored). The code is mailed to the
 *   creator (mail log) → 201 `{ data: CreditCode, message }`;
 * - `POST /credits/codes/activate` `{ code }` (activate_credit_transfer_codes): case and
 *   separators do not matter; 404 for an unknown code, 409 for a used one (both on `code`);
 *   the creator gets a `creditCodeActivation` notification → `{ data: CreditCode, message }`;
 * - `GET /credits/codes` (view_credit_transfer_codes): the codes of the caller's scope, with
 *   `used` and `state` ("Used" / "Not Used"), paged like the other lists.
 */
export async function creditCodeRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now, createNotification } = context;
  const listSchema = createListQuerySchema(CREDIT_CODES_KIND, {
    fields: new Set(Object.keys(CREDIT_CODES_KIND.columns)),
    searchFields: new Set(Object.keys(CREDIT_CODES_KIND.searchFields)),
  });

  app.get('/credits/codes', async (request) => {
    const auth = requireAuth(request);
    requireRight(
      auth,
      'view_credit_transfer_codes',
      'You do not have permission to view credit transfer codes.',
    );
    const query = parseForm(listSchema, request.query);
    // `used` and `state` are read from `used_at`, so it is always fetched.
    const fields =
      query.fields && !query.fields.includes('used_at') ? [...query.fields, 'used_at'] : query.fields;
    const page = await listRows(db, auth, CREDIT_CODES_KIND, { ...query, fields });
    return {
      data: page.data.map((row) => ({
        ...row,
        used: row.used_at !== null,
        state: row.used_at !== null ? 'Used' : 'Not Used',
      })),
      meta: page.meta,
    };
  });

  app.post('/credits/codes', async (request, reply) => {
    const auth = requireAuth(request);
    requireRight(auth, 'create_credit_transfer_codes', 'You do not have permission to create codes.');
    const isSuperAdmin = can(auth.permissions, 'super_admin');
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
        return toCreditCode(row, type.name, company.name, null);
      },
    );
    return reply.code(201).send({ data, message: 'Code created successfully' });
  });

  app.post('/credits/codes/activate', async (request) => {
    const auth = requireAuth(request);
    requireRight(auth, 'activate_credit_transfer_codes', 'You do not have permission to activate codes.');
    const body = parseForm(ActivateCodeSchema, request.body);
    const code = normalizeCreditCode(body.code);
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
        data: toCreditCode(used, found.typeName, found.companyName, auth.company.name),
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
  });
}
