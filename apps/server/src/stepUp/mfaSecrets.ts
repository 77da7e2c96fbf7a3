import { and, eq, isNotNull, like, not } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { users } from '../db/schema.js';
import { type CredentialBox, isSealed } from '../remote/credentialBox.js';
import { base32Decode } from './totp.js';

/** Seals and opens TOTP secrets (`users.mfa_secret`, `mfa_enrolments.secret`). */
export type SecretBox = Pick<CredentialBox, 'sealText' | 'openText'>;

/** A base32 secret as stored before secrets were sealed. */
const PLAIN_BASE32 = /^[A-Z2-7]+=*$/;

/** The sealed form of a base32 TOTP secret, as `users.mfa_secret` keeps it. */
export function sealMfaSecret(box: SecretBox, base32: string): string {
  return box.sealText(base32);
}

/**
 * The secret's bytes of a stored `mfa_secret`: opened when sealed; a plain base32 secret
 * (a database from before sealing that {@link sealPlainMfaSecrets} has not reached yet) as is.
 * Null when there is none or it cannot be opened (sealed under another secret, altered): the
 * code is then simply not valid, never a server error.
 */
export function openMfaSecret(box: SecretBox, stored: string | null): Buffer | null {
  if (stored === null) return null;
  try {
    const base32 = isSealed(stored) ? box.openText(stored) : stored;
    if (!PLAIN_BASE32.test(base32)) return null;
    return base32Decode(base32);
  } catch {
    return null;
  }
}

/**
 * Seals every plain base32 `users.mfa_secret` in place (run at start: a database of an earlier
 * version, or a seed without a box, kept them plain). Returns how many it sealed.
 */
export async function sealPlainMfaSecrets(db: Database, box: SecretBox): Promise<number> {
  const plain = await db
    .select({ id: users.id, secret: users.mfaSecret })
    .from(users)
    .where(and(isNotNull(users.mfaSecret), not(like(users.mfaSecret, 'v1.%'))));
  let sealed = 0;
  for (const row of plain) {
    if (row.secret === null || !PLAIN_BASE32.test(row.secret)) continue;
    // The old value in the WHERE: a concurrent start (another process) sealing it first wins.
    const updated = await db
      .update(users)
      .set({ mfaSecret: sealMfaSecret(box, row.secret) })
      .where(and(eq(users.id, row.id), eq(users.mfaSecret, row.secret)))
      .returning({ id: users.id });
    sealed += updated.length;
  }
  return sealed;
}
