import { ERROR_CODES } from '@netfleet/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { suppressedEmails, users } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { companyScopeCondition } from '../../scope/companyScopeCondition.js';

/** The invitation table to look for a pending invitation in. */
export interface PendingInvitations {
  table: PgTable;
  email: PgColumn;
  expiresAt: PgColumn;
  acceptedAt: PgColumn;
  /** The invited company, when invitations belong to one (scopes the pending check). */
  companyId?: PgColumn;
  /** When an administrator cancelled it, when invitations can be cancelled: not pending then. */
  cancelledAt?: PgColumn;
}

/**
 * Refuses to invite `email` (lower case) when an account uses it (409), an invitation of the
 * same kind is still pending (409), or mail to it is suppressed (422), each naming `source`.
 *
 * With `visibleTo`, only accounts and pending invitations in companies of that user's scope
 * count: an address of another company answers as a new one would, so inviting cannot be
 * used to learn who has an account elsewhere.
 */
export async function refuseUnreachableEmail(
  db: Database,
  email: string,
  pending: PendingInvitations,
  options: { now: number; source?: string; visibleTo?: AuthContext },
): Promise<void> {
  const source = options.source ?? 'email';
  const { visibleTo } = options;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.email, email),
        visibleTo ? companyScopeCondition(db, visibleTo, users.companyId) : undefined,
      ),
    )
    .limit(1);
  if (user)
    throw ApiError.of(409, API_ERROR_CODES.CONFLICT, 'An account with this e-mail exists already.', source);
  const [open] = await db
    .select({ email: pending.email })
    .from(pending.table)
    .where(
      and(
        eq(pending.email, email),
        isNull(pending.acceptedAt),
        pending.cancelledAt ? isNull(pending.cancelledAt) : undefined,
        gt(pending.expiresAt, new Date(options.now)),
        visibleTo && pending.companyId ? companyScopeCondition(db, visibleTo, pending.companyId) : undefined,
      ),
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
