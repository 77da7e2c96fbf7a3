import { and, desc, eq, gt } from 'drizzle-orm';
import { createToken, hashToken } from '../auth/tokens.js';
import type { Database } from '../db/Database.js';
import { emailVerifications, mailLog, users } from '../db/schema.js';

/** One activation mail per user per minute. */
const ACTIVATION_MAIL_INTERVAL_MS = 60_000;
/** How long an activation link works. */
const ACTIVATION_LINK_TTL_MS = 24 * 3_600_000;

/** The answer of {@link sendActivationMail}. */
export type ActivationMailResult =
  | { ok: true; email: string; sentAt: Date }
  | { ok: false; reason: 'verified' }
  | { ok: false; reason: 'too_soon'; retryAfterSeconds: number };

/**
 * Writes an activation mail for the user to the mail log, with a one-time link to
 * `<origin><accountBasePath>/verify-email?token=…` (only the token's hash is stored). At most
 * one per {@link ACTIVATION_MAIL_INTERVAL_MS}: the user's row is locked while checking, so
 * two concurrent requests cannot both pass.
 */
export async function sendActivationMail(
  db: Database,
  userId: number,
  options: { origin: string; accountBasePath: string; now: () => number },
): Promise<ActivationMailResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, username: users.username, verified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
      .limit(1);
    if (!user) throw new Error(`User ${userId} is missing`);
    if (user.verified) return { ok: false, reason: 'verified' } as const;

    const at = options.now();
    const [last] = await tx
      .select({ createdAt: mailLog.createdAt })
      .from(mailLog)
      .where(
        and(
          eq(mailLog.userId, userId),
          eq(mailLog.kind, 'activation'),
          gt(mailLog.createdAt, new Date(at - ACTIVATION_MAIL_INTERVAL_MS)),
        ),
      )
      .orderBy(desc(mailLog.createdAt))
      .limit(1);
    if (last) {
      const wait = last.createdAt.getTime() + ACTIVATION_MAIL_INTERVAL_MS - at;
      return {
        ok: false,
        reason: 'too_soon',
        retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)),
      } as const;
    }

    const token = createToken();
    await tx.insert(emailVerifications).values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(at + ACTIVATION_LINK_TTL_MS),
    });
    const link = `${options.origin}${options.accountBasePath}/verify-email?token=${token}`;
    const sentAt = new Date(at);
    await tx.insert(mailLog).values({
      userId,
      kind: 'activation',
      toEmail: user.email,
      subject: 'Confirm your e-mail address for Netfleet',
      body: `Hello ${user.username},\n\nconfirm your e-mail address by opening this link within 24 hours:\n${link}\n\nIf you did not ask for this, ignore this mail.\n`,
      createdAt: sentAt,
    });
    return { ok: true, email: user.email, sentAt };
  });
}
