import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { mailLog } from '../../src/db/schema.js';
import { DEMO_TOTP_SECRET, type NetfleetServer } from '../../src/index.js';
import { base32Decode, totpAt } from '../../src/stepUp/totp.js';
import { dbFingerprint } from './dbFingerprint.js';
import { apiSend, type TestSession } from './signIn.js';
import type { TestClock } from './testServer.js';

export type Method = 'POST' | 'PUT' | 'DELETE';

/** Expects a 422 VALIDATION_FAILED listing exactly these sources (each at least once). */
export function expectFieldErrors(response: LightMyRequestResponse, sources: readonly string[]): void {
  expect(response.statusCode, response.body).toBe(422);
  const errors = response.json().errors as { code: string; source: string | null }[];
  expect(errors.every((error) => error.code === 'VALIDATION_FAILED')).toBe(true);
  expect([...new Set(errors.map((error) => error.source))].sort()).toEqual([...sources].sort());
}

/** Runs `act` and expects the database to hold exactly what it held before. */
export async function expectUnchanged(server: NetfleetServer, act: () => Promise<unknown>): Promise<void> {
  const before = await dbFingerprint(server);
  await act();
  expect(await dbFingerprint(server)).toEqual(before);
}

/** The `meta` of a 403 MFA_REQUIRED answer. */
export function challengeOf(response: LightMyRequestResponse): {
  mfa_type: string;
  session_id: number;
  session_uuid: string;
} {
  expect(response.statusCode, response.body).toBe(403);
  const body = response.json();
  expect(body.errors[0].code).toBe('MFA_REQUIRED');
  return body.meta;
}

/** The 6-digit code of the newest verification mail to `email`. */
export async function latestMailedCode(server: NetfleetServer, email: string): Promise<string> {
  const mails = await server.db.select().from(mailLog).where(eq(mailLog.toEmail, email));
  const mail = mails.filter((row) => row.kind === 'mfa_code').sort((a, b) => b.id - a.id)[0];
  const code = /code is (\d{6})/.exec(mail?.body ?? '')?.[1];
  if (!code) throw new Error(`no verification code mailed to ${email}`);
  return code;
}

/** The demo super_admin's TOTP code at the clock's time. */
const demoTotp = (clock: TestClock) => totpAt(base32Decode(DEMO_TOTP_SECRET), clock.now());

/**
 * Sends a sensitive request as the console does after MFA_REQUIRED: first without a code
 * (30 s after any earlier challenge, past the resend limit), then again with the code of the
 * user's method (`totp`: the demo secret; `email`: the mail log).
 */
export async function sendWithMfa(
  server: NetfleetServer,
  clock: TestClock,
  session: TestSession,
  method: Method,
  url: string,
  body: Record<string, unknown>,
  email?: string,
): Promise<LightMyRequestResponse> {
  clock.advance(31_000);
  const meta = challengeOf(await apiSend(server.app, method, url, session, body));
  const session_code =
    meta.mfa_type === 'email' ? await latestMailedCode(server, email ?? '') : demoTotp(clock);
  return apiSend(server.app, method, url, session, {
    ...body,
    session_code,
    session_id: meta.session_id,
    session_uuid: meta.session_uuid,
  });
}

/** Sends a sensitive request of a user without MFA: 423, the password, the request again. */
export async function sendWithPassword(
  server: NetfleetServer,
  session: TestSession,
  method: Method,
  url: string,
  body: Record<string, unknown>,
  password = 'netfleet-demo',
): Promise<LightMyRequestResponse> {
  const first = await apiSend(server.app, method, url, session, body);
  if (first.statusCode !== 423) return first;
  const confirmed = await apiSend(server.app, 'POST', '/api/password-confirmation', session, { password });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return apiSend(server.app, method, url, session, body);
}
