import { ERROR_CODES } from '@netfleet/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/Database.js';
import { suppressedEmails, users } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';

/** The invitation table to look for a pending invitation in. */
export interface PendingInvitations {
  table: PgTable;
  email: PgColumn;
  expiresAt: PgColumn;
  acceptedAt: PgColumn;
}

/**
 * Refuses to invite `email` (lower case) when an account uses it (409), an invitation of the
 * same kind is still pending (409), or mail to it is suppressed (422), each naming `source`.
 */
export async function refuseUnreachableEmail(
  db: Database,
  email: string,
  pending: PendingInvitations,
  options: { now: number; source?: string },
): Promise<void> {
  const source = options.source ?? 'email';
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (user)
    throw ApiError.of(409, API_ERROR_CODES.CONFLICT, 'An account with this e-mail exists already.', source);
  const [open] = await db
    .select({ email: pending.email })
    .from(pending.table)
    .where(
      and(eq(pending.email, email), isNull(pending.acceptedAt), gt(pending.expiresAt, new Date(options.now))),
    )
    .limit(1);
  if (open)
    throw ApiError.of(409, API_ERROR_CODES.CONFLICT, `${email} has a pending invitation already.`, source);
  const [suppressed] = await db
    .select({ reason: suppressedEmails.reason })
    .from(suppressedEmails)
    .where(eq(suppressedEmails.email, email))
    .limit(1);
  if (suppressed) {
    throw ApiError.of(
      422,
      ERROR_CODES.VALIDATION_FAILED,
      `Mail to ${email} is suppressed (${suppressed.reason}). A system administrator can remove it from the suppression list.`,
      source,
    );
  }
}
