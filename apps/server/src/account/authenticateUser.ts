import { eq } from 'drizzle-orm';
import { verifyPassword } from '../auth/passwords.js';
import type { Database } from '../db/Database.js';
import { users } from '../db/schema.js';

/**
 * Checks an e-mail and password. E-mails compare case-insensitively (stored lower-case).
 * An unknown e-mail costs the same argon2 work as a wrong password.
 *
 * @returns the user's id, or null when the e-mail or the password is wrong.
 */
export async function authenticateUser(
  db: Database,
  email: string,
  password: string,
): Promise<number | null> {
  const normalised = email.trim().toLowerCase();
  const [user] =
    normalised === ''
      ? []
      : await db
          .select({ id: users.id, passwordHash: users.passwordHash })
          .from(users)
          .where(eq(users.email, normalised))
          .limit(1);
  const ok = await verifyPassword(user?.passwordHash, password);
  return ok && user ? user.id : null;
}
