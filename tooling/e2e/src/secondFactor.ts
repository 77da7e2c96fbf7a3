import {
  base32Decode,
  type Database,
  DEMO_TOTP_SECRET,
  hotp,
  latestSignInCode,
  totpStep,
} from '@netfleet/server';

/** The database of the stack this test file started: where the e-mailed sign-in codes are. */
let stackDatabase: Database | null = null;

/** Remembers the stack's database, so that {@link secondFactorCode} can read its mail log. */
export function useStackDatabase(db: Database | null): void {
  stackDatabase = db;
}

/** The last TOTP step this process used per user: the server accepts a step once. */
const usedSteps = new Map<string, number>();

const STEP_MS = 30_000;

/**
 * The sign-in code of a demo user with an MFA method, as the person would read it: the
 * e-mailed one from the mail log, or the authenticator code of the demo TOTP secret. TOTP
 * codes use the next step not used yet (the server takes one step either side), waiting for
 * the clock when two steps were used already.
 */
export async function secondFactorCode(
  email: string,
  method: 'email' | 'totp' | 'teltonika_id',
): Promise<string> {
  if (method === 'email') {
    if (!stackDatabase) throw new Error('No stack started in this process: the mail log is out of reach');
    const code = await latestSignInCode(stackDatabase, email);
    if (!code) throw new Error(`No sign-in code was mailed to ${email}`);
    return code;
  }
  const current = totpStep(Date.now());
  const step = Math.max(current, (usedSteps.get(email) ?? Number.NEGATIVE_INFINITY) + 1);
  if (step > current + 1) {
    // Both usable steps are spent: wait until the next one is current.
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - Date.now() + 50));
  }
  usedSteps.set(email, step);
  return hotp(base32Decode(DEMO_TOTP_SECRET), step);
}
