import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** The tokens a refresh handed out, as the grace window hands them out again. */
export interface SuccessorTokens {
  accessToken: string;
  refreshToken: string;
}

// A key of its own for the successor, derived from the spent raw token: the stored hash of
// that token (`hashToken`, plain SHA-256) does not give it, so a copy of the table does not
// unlock the successor.
const keyOf = (spentToken: string) => createHash('sha256').update(`successor-key\n${spentToken}`).digest();

/** Encrypts the successor tokens with a key only the spent raw token gives (AES-256-GCM). */
export function sealSuccessor(spentToken: string, tokens: SuccessorTokens): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(spentToken), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The successor tokens sealed by {@link sealSuccessor}, or null when they do not open. */
export function openSuccessor(spentToken: string, sealed: string): SuccessorTokens | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(spentToken), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    const value: unknown = JSON.parse(text);
    if (
      value !== null &&
      typeof value === 'object' &&
      'accessToken' in value &&
      'refreshToken' in value &&
      typeof value.accessToken === 'string' &&
      typeof value.refreshToken === 'string'
    ) {
      return { accessToken: value.accessToken, refreshToken: value.refreshToken };
    }
    return null;
  } catch {
    return null;
  }
}
