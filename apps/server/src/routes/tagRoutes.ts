import { ERROR_CODES, TagSchema } from '@netfleet/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireRight } from '../auth/requireRight.js';
import { companyInScope } from '../companies/companyInScope.js';
import { tags } from '../db/schema.js';
import { ApiError } from '../http/ApiError.js';
import { API_ERROR_CODES } from '../http/apiErrorCodes.js';
import { parseForm } from '../http/parseForm.js';
import { requireAuth } from '../http/requireAuth.js';
import type { ServerContext } from '../serverContext.js';

/** Longest tag name and description (the form's `maxlength`). */
export const TAG_TEXT_MAX_LENGTH = 255;
/** The colour of a tag created without one. */
export const DEFAULT_TAG_COLOR = '#546e7a';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * `POST /tags` `{ company_id, name, description?, color? }` (`TagSchema`): create_tags
 * (super_admin, admin, end_user), for a company of the caller's scope.
 * Names are unique per company, case-insensitively (409); the colour is `#rrggbb` (stored
 * lower case; `#546e7a` without one). → 201 `{ data: { id, company_id, name, description,
 * color, created_at }, message }`.
 */
export async function tagRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now } = context;

  app.post('/tags', async (request, reply) => {
    const auth = requireAuth(request);
    requireRight(auth, 'create_tags', 'You do not have permission to create tags.');
    const body = parseForm(TagSchema, request.body);
    const invalid = [
      body.name.length > TAG_TEXT_MAX_LENGTH && {
        source: 'name',
        message: `Name must be at most ${TAG_TEXT_MAX_LENGTH} characters`,
      },
      (body.description?.length ?? 0) > TAG_TEXT_MAX_LENGTH && {
        source: 'description',
        message: `Description must be at most ${TAG_TEXT_MAX_LENGTH} characters`,
      },
      body.color !== undefined &&
        !HEX_COLOR.test(body.color) && {
          source: 'color',
          message: 'Color must be a hex colour such as #1E88E5',
        },
    ].filter((item) => item !== false);
    if (invalid.length > 0) {
      throw new ApiError(
        422,
        invalid.map((item) => ({ code: ERROR_CODES.VALIDATION_FAILED, ...item })),
      );
    }
    const row = await db.transaction(async (tx) => {
      const company = await companyInScope(tx, auth, body.company_id, 'company_id', { forUpdate: true });
      const [taken] = await tx
        .select({ id: tags.id })
        .from(tags)
        .where(and(eq(tags.companyId, company.id), sql`lower(${tags.name}) = lower(${body.name})`))
        .limit(1);
      if (taken) {
        throw ApiError.of(
          409,
          API_ERROR_CODES.CONFLICT,
          `${company.name} has a tag named ${body.name} already.`,
          'name',
        );
      }
      const [inserted] = await tx
        .insert(tags)
        .values({
          companyId: company.id,
          name: body.name,
          description: body.description ?? null,
          color: (body.color ?? DEFAULT_TAG_COLOR).toLowerCase(),
          createdAt: new Date(now()),
        })
        .returning();
      if (!inserted) throw new Error('The tag was not stored');
      return { ...inserted, companyName: company.name };
    });
    return reply.code(201).send({
      data: {
        id: row.id,
        company_id: row.companyId,
        company_name: row.companyName,
        name: row.name,
        description: row.description,
        color: row.color,
        created_at: row.createdAt.toISOString(),
      },
      message: 'Tag created successfully',
    });
  });
}
