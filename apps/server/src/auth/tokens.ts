import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new random token: 32 bytes (256 bits), base64url, safe in cookies and headers. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 of a token, hex: what the database stores instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Compares two secrets in constant time. Both sides are hashed first, so the comparison
 * does not leak the expected length either.
 */
export function secretsEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}
