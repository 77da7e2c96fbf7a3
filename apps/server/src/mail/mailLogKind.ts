import { mailLog } from '../db/schema.js';
import type { ListKind } from '../search/ListKind.js';

/**
 * `GET /mail-logs` as a list kind: every mail the server sent, newest first by default; system
 * wide, so only roles of scope `all` see rows. `q` matches the address and the subject.
 */
export const MAIL_LOG_KIND: ListKind = {
  path: '/mail-logs',
  noun: 'mail logs',
  permission: 'view_mail_logs',
  table: mailLog,
  joins: [],
  scopeColumn: null,
  idColumn: mailLog.id,
  columns: {
    id: mailLog.id,
    kind: mailLog.kind,
    to_email: mailLog.toEmail,
    subject: mailLog.subject,
    body: mailLog.body,
    user_id: mailLog.userId,
    created_at: mailLog.createdAt,
  },
  searchFields: { to_email: mailLog.toEmail, subject: mailLog.subject, kind: mailLog.kind },
  defaultSearchFields: ['to_email', 'subject'],
  sortFields: ['id', 'created_at', 'to_email', 'kind'],
  defaultSort: '-id',
  defaultLimit: 25,
  maxLimit: 100,
};
