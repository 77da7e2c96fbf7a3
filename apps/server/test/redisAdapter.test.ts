import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import type { NetfleetServer } from '../src/index.js';
import { connectSocket, nextEvent, subscribe } from './support/connectSocket.js';
import { signIn } from './support/signIn.js';
import { startRedis } from './support/startRedis.js';
import { startTestServer } from './support/testServer.js';

/**
 * Several server processes behind one Redis (socket.io's Redis adapter): REDIS_URL when
 * set, else a throwaway local redis-server.
 */
describe('realtime across processes (Redis adapter)', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let first: NetfleetServer;
  let second: NetfleetServer;
  let secondUrl: string;

  beforeAll(async () => {
    redis = await startRedis();
    // Two servers sharing only Redis: each stands for a process, with the same seeded users.
    [first, second] = await Promise.all([
      startTestServer({ redisUrl: redis.url }),
      startTestServer({ redisUrl: redis.url }),
    ]);
    secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await redis?.stop();
  });

  it('pushes from one process to a socket held by another, and drops its session there', async () => {
    const [user] = await second.db.select().from(users).where(eq(users.email, 'end_user@netfleet.test'));
    const session = await signIn(second.app, 'end_user@netfleet.test');
    const result = await connectSocket(secondUrl, { session });
    if (!result.ok) throw new Error(result.message);
    const socket = result.socket;
    expect(await subscribe(socket, `private-notifications.${user?.id}`)).toEqual({ ok: true });

    const arriving = nextEvent<{ event: string; data: { summary: string } }>(socket, 'message');
    await first.createNotification(user?.id ?? -1, {
      type: 'deviceAlert',
      summary: 'From the other process',
    });
    expect(await arriving).toMatchObject({
      event: 'new-notification',
      data: { summary: 'From the other process' },
    });

    const dropped = nextEvent(socket, 'disconnect');
    const sessionId = (await second.realtime.io.fetchSockets())[0]?.data.sessionId ?? -1;
    first.realtime.disconnectSession(sessionId);
    expect(await dropped).toBe('io server disconnect');
    socket.close();
  });
});
