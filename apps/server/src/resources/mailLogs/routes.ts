import { MailLogListQuerySchema } from '@netfleet/contracts';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { listRows } from '../../lists/listRows.js';
import type { ServerContext } from '../../serverContext.js';
import { MAIL_LOG_LIST_KIND } from './queries.js';

/**
 * `GET /mail-logs` (view_mail_logs): the mail log, `{ data: MailLogEntry[], meta }`, newest
 * first, list query of `MAIL_LOG_LIST`. Mails carry what was sent, verification codes
 * included: the log stands in for the recipients' inboxes.
 */
export async function mailLogRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.get(
    '/mail-logs',
    { config: { permission: 'view_mail_logs' }, schema: { querystring: MailLogListQuerySchema } },
    async (request) => listRows(context.db, requireAuth(request), MAIL_LOG_LIST_KIND, request.query),
  );
}
