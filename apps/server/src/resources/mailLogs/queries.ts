import { MAIL_LOG_LIST } from '@netfleet/contracts';
import { mailLog } from '../../db/schema.js';
import type { ListKind } from '../../lists/ListKind.js';

/**
 * `GET /mail-logs`: every mail the server sent, newest first by default; system wide, so only
 * roles of scope `all` see rows. `q` matches the address and the subject.
 */
export const MAIL_LOG_LIST_KIND: ListKind<typeof MAIL_LOG_LIST> = {
  spec: MAIL_LOG_LIST,
  table: mailLog,
  joins: [],
  scope: 'system',
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
  searchColumns: { to_email: mailLog.toEmail, subject: mailLog.subject, kind: mailLog.kind },
};
