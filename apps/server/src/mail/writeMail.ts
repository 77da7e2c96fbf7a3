import type { Database } from '../db/Database.js';
import { mailLog } from '../db/schema.js';

/** A mail to write to the mail log. */
export interface OutgoingMail {
  /** `invitation`, `mfa_code`, `credit_code`, …: rate limits and the Mail logs page group by it. */
  kind: string;
  to: string;
  subject: string;
  body: string;
  /** The user the mail is about, when there is one. */
  userId?: number | null;
}

/**
 * Writes a mail to `mail_log` (what the Mail logs page shows and the server "sent"), inside
 * the caller's transaction, so a request that fails sends nothing.
 */
export async function writeMail(db: Database, mail: OutgoingMail, now: () => number): Promise<void> {
  await db.insert(mailLog).values({
    userId: mail.userId ?? null,
    kind: mail.kind,
    toEmail: mail.to,
    subject: mail.subject,
    body: mail.body,
    createdAt: new Date(now()),
  });
}
