import argon2 from 'argon2';

/** Hashes a password with argon2id (the library's defaults: 64 MiB, 3 passes). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
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
