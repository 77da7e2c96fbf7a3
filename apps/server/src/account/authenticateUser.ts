import { eq } from 'drizzle-orm';
import { verifyPassword } from '../auth/passwords.js';
import type { Database } from '../db/Database.js';
import { users } from '../db/schema.js';

/** Who the password belongs to, and the second factor the sign-in still needs (null: none). */
export interface AuthenticatedUser {
  id: number;
  mfaType: 'email' | 'teltonika_id' | 'totp' | null;
}

/**
 * Checks an e-mail and password. E-mails compare case-insensitively (stored lower-case).
 * An unknown e-mail costs the same argon2 work as a wrong password.
 *
 * @returns the user, or null when the e-mail or the password is wrong.
 */
export async function authenticateUser(
  db: Database,
  email: string,
  password: string,
): Promise<AuthenticatedUser | null> {
  const normalised = email.trim().toLowerCase();
  const [user] =
    normalised === ''
      ? []
      : await db
          .select({ id: users.id, passwordHash: users.passwordHash, mfaType: users.mfaType })
          .from(users)
          .where(eq(users.email, normalised))
          .limit(1);
  const ok = await verifyPassword(user?.passwordHash, password);
  return ok && user ? { id: user.id, mfaType: user.mfaType } : null;
}
