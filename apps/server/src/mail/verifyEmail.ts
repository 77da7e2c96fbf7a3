import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken } from '../auth/tokens.js';
import type { Database } from '../db/Database.js';
import { emailVerifications, users } from '../db/schema.js';

/**
 * Uses an activation link's token: marks the user's e-mail verified. A token works once and
 * only before it expires.
 *
 * @returns true when the token was valid.
 */
export async function verifyEmail(db: Database, token: string, now: () => number): Promise<boolean> {
  if (token === '' || token.length > 100) return false;
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(emailVerifications)
      .set({ usedAt: new Date(now()) })
      .where(
        and(
          eq(emailVerifications.tokenHash, hashToken(token)),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, new Date(now())),
        ),
      )
      .returning({ userId: emailVerifications.userId });
    if (!used) return false;
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, used.userId));
    return true;
  });
}
