import { type AccountSession, AccountSessionsResponseSchema } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, nextEvent } from '../../../test/support/connectSocket.js';
import {
  apiGet,
  apiSend,
  cookieOf,
  postSignIn,
  signIn,
  type TestSession,
  tokenCookies,
  unsafeHeaders,
} from '../../../test/support/signIn.js';
import { createTestClock, ORIGIN, startTestServer } from '../../../test/support/testServer.js';
import { users } from '../../db/schema.js';
import { DEMO_PASSWORD, type NetfleetServer } from '../../index.js';

const clock = createTestClock();
let server: NetfleetServer;
let baseUrl: string;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server?.close());

/** Signs in from a browser that says `userAgent`. */
async function signInWith(email: string, userAgent: string): Promise<TestSession> {
  const response = await postSignIn(
    server.app,
    { email, password: DEMO_PASSWORD },
    { origin: ORIGIN, 'user-agent': userAgent },
  );
  expect(response.statusCode).toBe(303);
  return {
    access: cookieOf(response, 'nf_session') ?? '',
    refresh: cookieOf(response, 'nf_refresh') ?? '',
    xsrf: cookieOf(response, 'XSRF-TOKEN') ?? '',
  };
}

const list = async (session: TestSession): Promise<AccountSession[]> => {
  const response = await apiGet(server.app, '/api/user/sessions', session);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(AccountSessionsResponseSchema, response.json()).data;
};

describe('GET /api/user/sessions', () => {
  it('lists the open sign-ins with their browser and address, the current first, then newest', async () => {
    const phone = await signInWith('end_user@netfleet.test', 'Phone Browser/1.0');
    clock.advance(1000);
    const laptop = await signInWith('end_user@netfleet.test', `Laptop Browser/2.0 ${'x'.repeat(600)}`);
    clock.advance(1000);
    const rows = await list(phone);
    expect(rows[0]).toMatchObject({
      current: true,
      user_agent: 'Phone Browser/1.0',
      ip_address: '127.0.0.1',
    });
    expect(rows[1]?.current).toBe(false);
    // The User-Agent is kept to 512 characters.
    expect(rows[1]?.user_agent).toMatch(/^Laptop Browser\/2\.0 x+$/);
    expect(rows[1]?.user_agent).toHaveLength(512);
    expect(rows.filter((row) => row.current)).toHaveLength(1);
    // A refresh moves last_seen_at.
    const laptopRow = rows[1];
    clock.advance(60_000);
    const refreshed = await server.app.inject({
      method: 'POST',
      url: '/api/account/token/refresh',
      cookies: tokenCookies(laptop),
      headers: unsafeHeaders(laptop),
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const after = (await list(phone)).find((row) => row.id === laptopRow?.id);
    expect(Date.parse(after?.last_seen_at ?? '')).toBe(clock.now());
    expect(after?.created_at).toBe(laptopRow?.created_at);
    // The sign-in was recorded on the user too.
    const [user] = await server.db.select().from(users).where(eq(users.email, 'end_user@netfleet.test'));
    expect(user?.lastSignInAt).toBeInstanceOf(Date);
  });

  it('does not list revoked sessions or other users’ sessions', async () => {
    const mine = await signInWith('read_only@netfleet.test', 'Mine/1');
    const signedOut = await signInWith('read_only@netfleet.test', 'Gone/1');
    await server.app.inject({
      method: 'POST',
      url: '/api/account/token/revoke',
      cookies: tokenCookies(signedOut),
      headers: { ...unsafeHeaders(signedOut), 'content-type': 'application/json' },
      payload: '{}',
    });
    await signInWith('admin@netfleet.test', 'Someone Else/1');
    const agents = (await list(mine)).map((row) => row.user_agent);
    expect(agents).toContain('Mine/1');
    expect(agents).not.toContain('Gone/1');
    expect(agents).not.toContain('Someone Else/1');
  });
});

describe('DELETE /api/user/sessions/:id and /others', () => {
  it('ends one other session (its socket drops), refuses the current one and others’ sessions', async () => {
    const here = await signInWith('readonly_admin@netfleet.test', 'Here/1');
    const there = await signInWith('readonly_admin@netfleet.test', 'There/1');
    const connected = await connectSocket(baseUrl, { session: there });
    if (!connected.ok) throw new Error(connected.message);
    const dropped = nextEvent(connected.socket, 'disconnect');

    const rows = await list(here);
    const current = rows.find((row) => row.current);
    const other = rows.find((row) => row.user_agent === 'There/1');
    const refused = await apiSend(server.app, 'DELETE', `/api/user/sessions/${current?.id}`, here);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe(
      'This is the session you are using: use Sign out for this one.',
    );

    // Someone else's session is as unknown as one that does not exist.
    const admin = await signIn(server.app, 'admin@netfleet.test');
    const adminSession = (await list(admin)).find((row) => row.current);
    for (const id of [adminSession?.id, 999_999]) {
      const response = await apiSend(server.app, 'DELETE', `/api/user/sessions/${id}`, here);
      expect(response.statusCode).toBe(404);
    }
    expect((await apiGet(server.app, '/api/user', admin)).statusCode).toBe(200);

    const ended = await apiSend(server.app, 'DELETE', `/api/user/sessions/${other?.id}`, here);
    expect(ended.statusCode, ended.body).toBe(204);
    await dropped;
    expect((await apiGet(server.app, '/api/user', there)).statusCode).toBe(401);
    expect((await apiGet(server.app, '/api/user', here)).statusCode).toBe(200);
    // Ended already: 404 the second time.
    expect((await apiSend(server.app, 'DELETE', `/api/user/sessions/${other?.id}`, here)).statusCode).toBe(
      404,
    );
  });

  it('signs every other session out and says how many', async () => {
    const here = await signInWith('nomfa@netfleet.test', 'Here/2');
    const others = [
      await signInWith('nomfa@netfleet.test', 'Other/1'),
      await signInWith('nomfa@netfleet.test', 'Other/2'),
    ];
    const response = await apiSend(server.app, 'DELETE', '/api/user/sessions/others', here);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { signed_out: 2 } });
    for (const session of others)
      expect((await apiGet(server.app, '/api/user', session)).statusCode).toBe(401);
    expect((await list(here)).map((row) => row.user_agent)).toEqual(['Here/2']);
    const again = await apiSend(server.app, 'DELETE', '/api/user/sessions/others', here);
    expect(again.json()).toEqual({ data: { signed_out: 0 } });
  });
});
