import { asc } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { emailConfigurations } from '../db/schema.js';
import type { CredentialBox } from '../remote/credentialBox.js';
import type { SmtpSettings } from './smtpTransport.js';

/** The stored SMTP configuration row (there is one: the first). */
export type EmailConfigurationRow = typeof emailConfigurations.$inferSelect;

/** The SMTP configuration, or null before one is saved. */
export async function loadEmailConfiguration(db: Database): Promise<EmailConfigurationRow | null> {
  const [row] = await db.select().from(emailConfigurations).orderBy(asc(emailConfigurations.id)).limit(1);
  return row ?? null;
}

/** A stored configuration as nodemailer's settings, its sealed password opened. */
export function smtpSettingsOf(row: EmailConfigurationRow, credentials: CredentialBox): SmtpSettings {
  return {
    host: row.host,
    port: row.port,
    security: row.security,
    username: row.username,
    password: row.password ? (credentials.open(row.password).password ?? null) : null,
    fromEmail: row.fromEmail,
    fromName: row.fromName,
  };
}
