import { asc, gt, max } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { mailLog } from '../db/schema.js';
import type { CredentialBox } from '../remote/credentialBox.js';
import { loadEmailConfiguration, smtpSettingsOf } from './loadSmtpSettings.js';
import { sendSmtpMail } from './smtpTransport.js';

/** What {@link createMailRelay} needs. */
export interface MailRelayOptions {
  db: Database;
  credentials: CredentialBox;
  /** Where a failed delivery is reported (the mail log has no status column to hold it). */
  warn: (details: object, message: string) => void;
  /** How often the relay looks for new mail, in ms. Defaults to `2_000`. */
  intervalMs?: number;
}

/** Rows delivered per pass at most; the next pass takes the rest. */
const BATCH = 50;

/**
 * Delivers the mail the server writes to the mail log through the SMTP server, while an
 * enabled configuration exists. `writeMail` stays a plain insert in the caller's
 * transaction: the relay reads only committed rows, so a request that fails sends nothing,
 * and a slow or failing SMTP server never fails the request that wrote the mail.
 *
 * It delivers rows written after it started (a restart does not send the log again), in id
 * order; mail written while no configuration is enabled is not sent later. A failed delivery
 * is logged and not retried. One relay per process: several processes on one database would
 * each deliver (the mail log would need a delivery column to claim rows).
 */
export function createMailRelay(options: MailRelayOptions): { stop: () => void } {
  const { db, credentials, warn } = options;
  let cursor: number | null = null;
  let running = false;
  let stopped = false;

  const newestId = async () => (await db.select({ id: max(mailLog.id) }).from(mailLog))[0]?.id ?? 0;

  const pass = async () => {
    if (running || stopped) return;
    running = true;
    try {
      cursor ??= await newestId();
      const config = await loadEmailConfiguration(db);
      if (!config?.enabled) {
        cursor = await newestId();
        return;
      }
      const rows = await db
        .select()
        .from(mailLog)
        .where(gt(mailLog.id, cursor))
        .orderBy(asc(mailLog.id))
        .limit(BATCH);
      if (rows.length === 0) return;
      const settings = smtpSettingsOf(config, credentials);
      for (const row of rows) {
        if (stopped) return;
        const result = await sendSmtpMail(settings, {
          to: row.toEmail,
          subject: row.subject,
          text: row.body,
        });
        if (!result.ok)
          warn({ mailLogId: row.id, kind: row.kind, error: result.error }, 'SMTP delivery failed');
        cursor = row.id;
      }
    } catch (error) {
      warn({ error: error instanceof Error ? error.message : String(error) }, 'The mail relay pass failed');
    } finally {
      running = false;
    }
  };

  void pass();
  const timer = setInterval(() => void pass(), options.intervalMs ?? 2_000);
  timer.unref();
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
