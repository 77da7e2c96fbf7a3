import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@netfleet/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { mfaRecoveryCodes } from '../db/schema.js';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * A recovery code as typed, in its canonical form (ten base32 characters, upper case), or
 * null when it is not one: case, spaces and dashes do not matter (`abcde fghij` is `ABCDE-FGHIJ`).
 */
export function normaliseRecoveryCode(input: string): string | null {
  const canonical = input.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z2-7]{10}$/.test(canonical) ? canonical : null;
}

/** What is stored of a recovery code: the SHA-256 of its canonical form. */
const recoveryCodeHash = (canonical: string) => createHash('sha256').update(canonical).digest('hex');

/** A fresh code as shown, `ABCDE-FGHIJ` (50 random bits). */
function newRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < 10; index++) code += BASE32[randomInt(0, 32)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/**
 * Replaces the user's recovery codes with a fresh set of {@link RECOVERY_CODE_COUNT}: only
 * their hashes are stored, the previous set stops working. Returns the codes, to show once.
 */
export async function replaceRecoveryCodes(db: Database, userId: number, at: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  const shown = [...codes];
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.insert(mfaRecoveryCodes).values(
    shown.map((code) => ({
      userId,
      codeHash: recoveryCodeHash(code.replace('-', '')),
      createdAt: new Date(at),
    })),
  );
  return shown;
}

/**
 * Spends one of the user's unused recovery codes: true when `input` was one (it is marked
 * used and never works again, also against a parallel second request), false otherwise.
 */
export async function useRecoveryCode(
  db: Database,
  userId: number,
  input: string,
  at: number,
): Promise<boolean> {
  const canonical = normaliseRecoveryCode(input);
  if (canonical === null) return false;
  const used = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: new Date(at) })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, recoveryCodeHash(canonical)),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return used.length > 0;
}

/** How many unused recovery codes the user has left. */
export async function recoveryCodesLeft(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
