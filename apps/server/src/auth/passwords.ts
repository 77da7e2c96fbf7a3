import argon2 from 'argon2';

/** argon2's cost parameters, for {@link hashPassword}. */
export interface PasswordHashCost {
  /** KiB of memory. */
  memoryCost: number;
  /** Passes. */
  timeCost: number;
}

/**
 * The cheapest cost argon2id allows: only for throw-away test databases, where dozens of
 * sign-ins per test file would otherwise cost seconds of CPU.
 */
export const TEST_PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 1024, timeCost: 1 };

/**
 * Hashes a password with argon2id: the library's defaults (64 MiB, 3 passes) unless a cost is
 * given. Verification reads the cost from the hash.
 */
export function hashPassword(password: string, cost?: PasswordHashCost): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...cost });
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks `password` against a stored argon2 hash. With no hash (unknown e-mail) it still
 * verifies against a decoy, so the answer takes as long and does not reveal which e-mails exist.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy password that no account uses');
  try {
    const ok = await argon2.verify(hash ?? (await decoyHash), password);
    return ok && hash !== null && hash !== undefined;
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}
