import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer, DEMO_PASSWORD, type NetfleetServer } from '../src/index.js';
import { connectSocket, nextEvent, subscribe } from './support/connectSocket.js';
import { apiGet, postSignIn, signIn, tokenCookies, unsafeHeaders } from './support/signIn.js';
import { startRedis } from './support/startRedis.js';
import { withDatabase } from './support/testDatabaseUrl.js';
import { createTestDatabase, dropTestDatabase } from './support/testServer.js';

/**
 * Two server processes behind one PostgreSQL and one Redis, as a deployment with a load
 * balancer runs them: two `buildServer` instances that share no memory (each its own
 * database pool, session store, auth cache, sign-in throttle and socket.io server), only the
 * database and Redis.
 * The `postgres` run only: PGlite cannot be shared by two processes.
 */
describe('two server processes on one PostgreSQL and one Redis', () => {
  const adminUrl = inject('postgresAdminUrl') ?? '';
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let database: string;
  let a: NetfleetServer;
  let b: NetfleetServer;
  let bUrl: string;

  beforeAll(async () => {
    if (!adminUrl) throw new Error('this test runs in the postgres project only');
    redis = await startRedis();
    database = await createTestDatabase(adminUrl);
    const options = { databaseUrl: withDatabase(adminUrl, database), redisUrl: redis.url };
    a = await buildServer(options);
    b = await buildServer(options);
    bUrl = await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    if (database) await dropTestDatabase(adminUrl, database);
    await redis?.stop();
  });

  it('pushes a notification created through A to a socket connected to B', async () => {
    const endUser = await signIn(b.app, 'end_user@netfleet.test');
    const me = (await apiGet(b.app, '/api/user', endUser)).json() as { id: number };
    const connected = await connectSocket(bUrl, { session: endUser });
    if (!connected.ok) throw new Error(connected.message);
    const socket = connected.socket;
    try {
      expect(await subscribe(socket, `private-notifications.${me.id}`)).toEqual({ ok: true });
      const arriving = nextEvent<{ event: string; data: { id: number; summary: string } }>(socket, 'message');

      await a.createNotification(me.id, { type: 'deviceAlert', summary: 'Sent through process A' });

      const message = await arriving;
      expect(message).toMatchObject({
        event: 'new-notification',
        data: { summary: 'Sent through process A' },
      });
      // Both processes read the one database: B lists the row A wrote.
      const listed = (await apiGet(b.app, '/api/notifications', endUser)).json() as {
        data: { id: number }[];
      };
      expect(listed.data.map((row) => row.id)).toContain(message.data.id);
    } finally {
      socket.close();
    }
  });

  it('takes a session made on A on B, and refuses it on B once A revoked it', async () => {
    const session = await signIn(a.app, 'read_only@netfleet.test');
    const onB = await apiGet(b.app, '/api/user', session);
    expect(onB.statusCode, onB.body).toBe(200);
    expect(onB.json().email).toBe('read_only@netfleet.test');

    const revoked = await a.app.inject({
      method: 'POST',
      url: '/api/account/token/revoke',
      cookies: tokenCookies(session),
      headers: unsafeHeaders(session),
    });
    expect(revoked.statusCode, revoked.body).toBeLessThan(300);
    // B may reuse what it loaded for a short while (its auth cache); then it reads the revoke.
    const deadline = Date.now() + 5_000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await apiGet(b.app, '/api/user', session)).statusCode;
    }
    expect(status).toBe(401);
  });

  it('rotates a refresh token on A and serves the new access token on B', async () => {
    const session = await signIn(a.app, 'end_user@netfleet.test');
    const rotated = await b.app.inject({
      method: 'POST',
      url: '/api/account/token/refresh',
      cookies: tokenCookies(session),
      headers: unsafeHeaders(session),
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const access = rotated.cookies.find((cookie) => cookie.name === 'nf_session')?.value ?? '';
    const onA = await apiGet(a.app, '/api/user', { ...session, access });
    expect(onA.statusCode, onA.body).toBe(200);
  });

  it('throttles sign-ins across both: wrong passwords spread over A and B count as one series', async () => {
    const wrongTries = async (email: string, pick: (i: number) => NetfleetServer) => {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        statuses.push((await postSignIn(pick(i).app, { email, password: `wrong-${i}` })).statusCode);
      }
      return statuses;
    };
    // One server alone, for the reference; then another account, its tries alternating.
    const alone = await wrongTries('email-as-username@netfleet.test', () => a);
    expect(alone).toContain(429);
    const email = 'tos-pending@netfleet.test';
    const spread = await wrongTries(email, (i) => (i % 2 === 0 ? a : b));
    // Counted per process, each would allow twice as many tries before the first 429.
    expect(spread).toEqual(alone);
    const right = await postSignIn(b.app, { email, password: DEMO_PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});
