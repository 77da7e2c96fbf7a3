import { desc, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, subscribe } from '../../test/support/connectSocket.js';
import { apiGet, apiSend, signIn, type TestSession } from '../../test/support/signIn.js';
import { createTestClock, startTestServer } from '../../test/support/testServer.js';
import { companies, devices, users } from '../db/schema.js';
import type { NetfleetServer } from '../index.js';
import { deviceChannel } from '../telemetry/deviceChannel.js';

// Security probe: a socket subscribed to a device's channel kept receiving its status,
// telemetry and events after the device moved to a company outside the user's scope (the scope
// was checked only when subscribing), and after the user itself moved to another company.

const clock = createTestClock();
let server: NetfleetServer;
let baseUrl: string;
const opened: Socket[] = [];
const SESSION_CHECK_MS = 150;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, realtime: { sessionCheckMs: SESSION_CHECK_MS } });
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});
afterAll(() => server?.close());

async function companyId(name: string): Promise<number> {
  const [row] = await server.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  return row?.id as number;
}

/**
 * A socket of `session` subscribed to `channel`, and the `status` messages it receives there;
 * the channels the server takes it out of go into `left`.
 */
async function listening(session: TestSession, channel: string, left: string[] = []): Promise<unknown[]> {
  const result = await connectSocket(baseUrl, { session });
  opened.push(result.socket);
  if (!result.ok) throw new Error(result.message);
  expect(await subscribe(result.socket, channel)).toEqual({ ok: true });
  const received: unknown[] = [];
  result.socket.on('unsubscribed', (payload: { channel: string }) => left.push(payload.channel));
  result.socket.on('message', (message: { channel: string; event: string; data: unknown }) => {
    if (message.channel === channel && message.event === 'status') received.push(message.data);
  });
  return received;
}

/** Publishes a status change of the device and gives the sockets time to receive it. */
async function publishStatus(deviceId: number, status: number): Promise<void> {
  server.realtime.publish(deviceChannel(deviceId), 'status', { device_id: deviceId, status });
  await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('a subscribed device channel', () => {
  it("stops at once when a bulk move takes the device out of the user's scope, and goes on in scope", async () => {
    const harbor = await companyId('Harbor Logistics');
    const [device] = await server.db.select().from(devices).where(eq(devices.companyId, harbor)).limit(1);
    if (!device) throw new Error('Harbor Logistics has no device');
    const endUser = await signIn(server.app, 'end_user@netfleet.test');
    const admin = await signIn(server.app, 'nomfa@netfleet.test');
    const left: string[] = [];
    const outOfScope = await listening(endUser, deviceChannel(device.id), left);
    const inScope = await listening(admin, deviceChannel(device.id));
    await publishStatus(device.id, 1);
    expect(outOfScope).toHaveLength(1);

    try {
      const moved = await apiSend(server.app, 'POST', '/api/devices/bulk', admin, {
        action: 'move',
        device_id: [device.id],
        options: { company_id: await companyId('Greenfield Farms') },
      });
      expect(moved.statusCode, moved.body).toBe(202);
      const jobId = moved.json().data.job_id as number;
      await expect
        .poll(
          async () => (await apiGet(server.app, `/api/devices/bulk/${jobId}`, admin)).json().data.finished,
          { timeout: 5000 },
        )
        .toBe(true);
      // The move takes the socket out just after its chunk commits, so the job may read as
      // finished a moment before. Not the periodic check: with the test's clock standing still,
      // the device's kept company never expires for it.
      await expect.poll(() => left, { timeout: 5000 }).toEqual([deviceChannel(device.id)]);
      await publishStatus(device.id, 0);
      expect(outOfScope).toHaveLength(1);
      expect(inScope).toHaveLength(2);
      // Subscribing again is refused as before.
      const again = await connectSocket(baseUrl, { session: endUser });
      opened.push(again.socket);
      expect(await subscribe(again.socket, deviceChannel(device.id))).toMatchObject({
        error: { status: 403 },
      });
    } finally {
      await server.db.update(devices).set({ companyId: harbor }).where(eq(devices.id, device.id));
    }
  });

  it('tells a socket once when two checks take it out of the same channel at the same time', async () => {
    const harbor = await companyId('Harbor Logistics');
    // Another device than the other tests': what this process keeps of a device's company
    // outlives their moving it back.
    const [device] = await server.db
      .select()
      .from(devices)
      .where(eq(devices.companyId, harbor))
      .orderBy(desc(devices.id))
      .limit(1);
    if (!device) throw new Error('Harbor Logistics has no device');
    const left: string[] = [];
    await listening(await signIn(server.app, 'end_user@netfleet.test'), deviceChannel(device.id), left);
    try {
      const greenfield = await companyId('Greenfield Farms');
      await server.db.update(devices).set({ companyId: greenfield }).where(eq(devices.id, device.id));
      const channel = deviceChannel(device.id);
      await Promise.all([server.realtime.revalidate([channel]), server.realtime.revalidate([channel])]);
      // Time for a second notice to arrive, were one sent.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(left).toEqual([channel]);
    } finally {
      await server.db.update(devices).set({ companyId: harbor }).where(eq(devices.id, device.id));
    }
  });

  it('stops at the next check when the user moves to a company that does not hold the device', async () => {
    const harbor = await companyId('Harbor Logistics');
    const [device] = await server.db.select().from(devices).where(eq(devices.companyId, harbor)).limit(1);
    if (!device) throw new Error('Harbor Logistics has no device');
    // The device's company as the channel check kept it from the test before: stale by now.
    clock.advance(3_000);
    const endUser = await signIn(server.app, 'end_user@netfleet.test');
    const received = await listening(endUser, deviceChannel(device.id));
    await publishStatus(device.id, 1);
    expect(received).toHaveLength(1);

    await server.db
      .update(users)
      .set({ companyId: await companyId('Amber Energy') })
      .where(eq(users.email, 'end_user@netfleet.test'));
    try {
      // Past the 2 s the check keeps a user's scope, then a periodic check.
      clock.advance(3_000);
      await new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_MS * 4));
      await publishStatus(device.id, 0);
      expect(received).toHaveLength(1);
    } finally {
      await server.db
        .update(users)
        .set({ companyId: harbor })
        .where(eq(users.email, 'end_user@netfleet.test'));
    }
  });
});
