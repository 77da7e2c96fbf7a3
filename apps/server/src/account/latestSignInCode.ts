import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { mailLog } from '../db/schema.js';

/**
 * The code of the newest sign-in code mail to `email` in the mail log, or null. For browser
 * tests and demos of the e-mail second factor, which read the "sent" mail where a person
 * would read their inbox.
 */
export async function latestSignInCode(db: Database, email: string): Promise<string | null> {
  const [mail] = await db
    .select({ body: mailLog.body })
    .from(mailLog)
    .where(and(eq(mailLog.toEmail, email.toLowerCase()), eq(mailLog.kind, 'sign_in_code')))
    .orderBy(desc(mailLog.id))
    .limit(1);
  return /sign-in code is (\d{6})/.exec(mail?.body ?? '')?.[1] ?? null;
}
