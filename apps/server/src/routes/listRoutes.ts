import { can } from '@netfleet/permissions';
import type { FastifyInstance } from 'fastify';
import { API_ERROR_CODES } from '../http/apiErrorCodes.js';
import { parseInput } from '../http/parseInput.js';
import { requireAuth } from '../http/requireAuth.js';
import { sendError } from '../http/sendError.js';
import { createListQuerySchema } from '../search/createListQuerySchema.js';
import { KNOWN_LIST_FIELDS, KNOWN_SEARCH_FIELDS, LIST_KINDS } from '../search/listKinds.js';
import { listRows } from '../search/listRows.js';
import type { ServerContext } from '../serverContext.js';

/**
 * The searchable lists of global search (spec §2.5, §7): `GET /devices`, `/companies`,
 * `/devices/remote-access`, `/vpn/hubs`, `/tags`, `/users`, `/files`. Query: `q`, `limit`,
 * `offset`, `sort`, `fields`, `search-fields`; answer `{ data, meta: { total } }`. Each needs
 * its view permission (403) and shows only the caller's company scope.
 */
export async function listRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const known = { fields: KNOWN_LIST_FIELDS, searchFields: KNOWN_SEARCH_FIELDS };
  for (const kind of Object.values(LIST_KINDS)) {
    const schema = createListQuerySchema(kind, known);
    app.get(kind.path, async (request, reply) => {
      const auth = requireAuth(request);
      if (!can(auth.permissions, kind.permission)) {
        return sendError(
          reply,
          403,
          API_ERROR_CODES.FORBIDDEN,
          `You do not have permission to view ${kind.noun}.`,
        );
      }
      const query = parseInput(schema, request.query, reply);
      if (!query) return reply;
      return listRows(context.db, auth, kind, query);
    });
  }
}
