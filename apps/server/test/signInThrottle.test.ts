import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptThrottles } from '../src/db/schema.js';
import { DEMO_PASSWORD, DEMO_USERS, type NetfleetServer } from '../src/index.js';
import { cookieOf } from './support/signIn.js';
import { createTestClock, ORIGIN, startTestServer } from './support/testServer.js';

// The sign-in throttle (per account: 5 free wrong tries, then 1, 2, 4, 8 s, the 10th locks
// for 15 minutes; per client address: 20 free, the 30th locks), tried as an attacker would.

const clock = createTestClock();
let server: NetfleetServer;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
});
afterAll(() => server?.close());

let addresses = 0;
/** A client address of its own per test, so that the address rule of one test is not another's. */
const newAddress = () => `198.51.100.${++addresses}`;

const post = (address: string, email: string, password: string): Promise<LightMyRequestResponse> =>
  server.app.inject({
    method: 'POST',
    url: '/auth/sign-in',
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    payload: new URLSearchParams({ email, password }).toString(),
  });

const retryAfter = (response: LightMyRequestResponse) => Number(response.headers['retry-after']);

describe('the sign-in throttle per account', () => {
  it('answers 12 wrong passwords in a row with 429 and Retry-After after the 6th', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await post(address, 'read_only@netfleet.test', `wrong-${i}`);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(retryAfter(response)).toBeGreaterThanOrEqual(1);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);
    clock.advance(60 * 60_000);
  });

  it('locks after 10 wrong passwords for 15 minutes, the right one included, and shows it on the page', async () => {
    const address = newAddress();
    const email = 'end_user@netfleet.test';
    let checked = 0;
    // A patient attacker: waits out each back-off and goes on.
    for (let tries = 0; tries < 40 && checked < 10; tries++) {
      const response = await post(address, email, `guess-${tries}`);
      if (response.statusCode === 401) checked += 1;
      else {
        expect(response.statusCode).toBe(429);
        expect(retryAfter(response)).toBeLessThanOrEqual(8);
        clock.advance(retryAfter(response) * 1000);
      }
    }
    expect(checked).toBe(10);
    for (const password of ['guess-11', 'guess-12', DEMO_PASSWORD]) {
      const locked = await post(address, email, password);
      expect(locked.statusCode).toBe(429);
      expect(retryAfter(locked)).toBeGreaterThan(14 * 60);
      expect(cookieOf(locked, 'nf_session')).toBeUndefined();
      expect(locked.body).toContain('role="alert"');
      expect(locked.body).toContain(
        'Too many failed sign-in attempts. Sign-in is locked for now: try again in 15 minutes.',
      );
    }
    // From another address too: the lock is the account's.
    expect((await post(newAddress(), email, DEMO_PASSWORD)).statusCode).toBe(429);

    clock.advance(15 * 60_000);
    const after = await post(address, email, DEMO_PASSWORD);
    expect(after.statusCode).toBe(303);
    expect(cookieOf(after, 'nf_session')).toBeTruthy();
    // The right password reset the count: the next wrong one is free again.
    expect((await post(address, email, 'one-more-typo')).statusCode).toBe(401);
    expect((await post(address, email, DEMO_PASSWORD)).statusCode).toBe(303);
  });

  it('checks at most 6 of 30 parallel wrong passwords', async () => {
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post(address, 'tos-pending@netfleet.test', `parallel-${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(6);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(24);
    clock.advance(60 * 60_000);
  });

  it('throttles unknown e-mails the same way, so the answer does not tell which exist', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await post(address, 'nobody@netfleet.test', `x-${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    clock.advance(60 * 60_000);
  });
});

describe('the throttle table', () => {
  it('drops counters nobody tried for a day when someone signs in', async () => {
    const address = newAddress();
    await post(address, 'made-up-1@example.com', 'guess');
    const keys = async () => (await server.db.select().from(attemptThrottles)).map((row) => row.key);
    expect(await keys()).toContain('sign-in-account:made-up-1@example.com');
    clock.advance(25 * 60 * 60_000);
    expect((await post(newAddress(), 'read_only@netfleet.test', DEMO_PASSWORD)).statusCode).toBe(303);
    expect(await keys()).not.toContain('sign-in-account:made-up-1@example.com');
    expect(await keys()).not.toContain(`sign-in-address:${address}`);
  });
});

describe('the sign-in throttle per client address', () => {
  it('throttles another account from the same address at the address threshold (20 free)', async () => {
    const address = newAddress();
    // Password spraying: a few wrong tries at each of many accounts stays under every
    // account's own limit (known accounts: their test password hashes are quick to check).
    const victims = DEMO_USERS.map((user) => user.email).filter(
      (email) => email !== 'read_only@netfleet.test',
    );
    for (let i = 0; i < 21; i++) {
      const victim = victims[i % victims.length] ?? '';
      expect((await post(address, victim, `Summer2026-${i}`)).statusCode).toBe(401);
    }
    const refused = await post(address, 'read_only@netfleet.test', DEMO_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBe(1);
    // The account itself is fine from elsewhere.
    expect((await post(newAddress(), 'read_only@netfleet.test', DEMO_PASSWORD)).statusCode).toBe(303);

    clock.advance(1000);
    expect((await post(address, 'read_only@netfleet.test', DEMO_PASSWORD)).statusCode).toBe(303);
    // A right password does not wipe the address's record (a right try in the back-off
    // still waits its turn): the next wrong try is the 22nd, and the one after it waits 2 s.
    clock.advance(2000);
    expect((await post(address, 'nomfa@netfleet.test', 'Winter2026!')).statusCode).toBe(401);
    const next = await post(address, 'admin@netfleet.test', 'Autumn2026!');
    expect(next.statusCode).toBe(429);
    expect(retryAfter(next)).toBe(2);
    clock.advance(60 * 60_000);
  });
});
