import type { FastifyInstance } from 'fastify';
import { requireRight } from '../auth/requireRight.js';
import { parseForm } from '../http/parseForm.js';
import { requireAuth } from '../http/requireAuth.js';
import { MAIL_LOG_KIND } from '../mail/mailLogKind.js';
import { createListQuerySchema } from '../search/createListQuerySchema.js';
import { listRows } from '../search/listRows.js';
import type { ServerContext } from '../serverContext.js';

/**
 * `GET /mail-logs` (view_mail_logs): the mail log, `{ data: [{ id, kind, to_email, subject,
 * body, user_id, created_at }], meta: { total } }`, newest first; `q`, `limit` (25, max 100),
 * `offset`, `sort`, `fields`, `search-fields` as the other lists. Mails carry what was sent,
 * verification codes included: the log stands in for the recipients' inboxes.
 */
export async function mailLogRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const schema = createListQuerySchema(MAIL_LOG_KIND, {
    fields: new Set(Object.keys(MAIL_LOG_KIND.columns)),
    searchFields: new Set(Object.keys(MAIL_LOG_KIND.searchFields)),
  });
  app.get(MAIL_LOG_KIND.path, async (request) => {
    const auth = requireAuth(request);
    requireRight(auth, MAIL_LOG_KIND.permission, 'You do not have permission to view mail logs.');
    return listRows(context.db, auth, MAIL_LOG_KIND, parseForm(schema, request.query));
  });
}
