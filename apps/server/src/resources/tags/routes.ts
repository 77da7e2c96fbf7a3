import { DEFAULT_TAG_COLOR, TagListQuerySchema, type TagRow, TagSchema } from '@netfleet/contracts';
import type { FastifyInstance } from 'fastify';
import { tags } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { listRows } from '../../lists/listRows.js';
import { companyInScope } from '../../scope/companyInScope.js';
import type { ServerContext } from '../../serverContext.js';
import { hasTagNamed, TAG_LIST_KIND } from './queries.js';

/**
 * Tags:
 * - `GET /tags` (view_tags): the tags of the caller's scope, `{ data: TagRow[], meta }`, with
 *   the list query of `TAG_LIST` (`q`, `company_id`, `sort`, `fields`, paging);
 * - `POST /tags` `TagSchema` (create_tags), for a company of the caller's scope (404
 *   otherwise). Names are unique per company, case-insensitively (409); the colour is stored
 *   lower case, `#546e7a` without one → 201 `{ data: TagRow, message }`.
 */
export async function tagRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();

  api.get(
    '/tags',
    { config: { permission: 'view_tags' }, schema: { querystring: TagListQuerySchema } },
    async (request) => listRows(db, requireAuth(request), TAG_LIST_KIND, request.query),
  );

  api.post(
    '/tags',
    { config: { permission: 'create_tags' }, schema: { body: TagSchema } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const body = request.body;
      const data = await db.transaction(async (tx): Promise<TagRow> => {
        const company = await companyInScope(tx, auth, body.company_id, 'company_id', { forUpdate: true });
        if (await hasTagNamed(tx, company.id, body.name)) {
          throw ApiError.of(
            409,
            API_ERROR_CODES.CONFLICT,
            `${company.name} has a tag named ${body.name} already.`,
            'name',
          );
        }
        const [row] = await tx
          .insert(tags)
          .values({
            companyId: company.id,
            name: body.name,
            description: body.description ?? null,
            color: (body.color ?? DEFAULT_TAG_COLOR).toLowerCase(),
            createdAt: new Date(now()),
          })
          .returning();
        if (!row) throw new Error('The tag was not stored');
        return {
          id: row.id,
          name: row.name,
          color: row.color,
          description: row.description,
          company_id: row.companyId,
          company_name: company.name,
          created_at: row.createdAt.toISOString(),
        };
      });
      return reply.code(201).send({ data, message: 'Tag created successfully' });
    },
  );
}
