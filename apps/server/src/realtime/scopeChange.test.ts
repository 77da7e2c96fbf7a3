import { ROLES } from '@netfleet/permissions';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, subscribe } from '../../test/support/connectSocket.js';
import { apiSend, signIn, type TestSession } from '../../test/support/signIn.js';
import { signInEveryRole } from '../../test/support/signInEveryRole.js';
import { startTestServer } from '../../test/support/testServer.js';
import { devices, users } from '../db/schema.js';
import type { NetfleetServer } from '../index.js';
import { deviceChannel } from '../telemetry/deviceChannel.js';

// Security probe: a user moved to another company, given a narrower role, or left behind by a
// company that moved away went on receiving the devices it may no longer read until the
// periodic check (30 s). Here that check is an hour away: only the change itself can stop them.

let server: NetfleetServer;
let baseUrl: string;
let company: Record<string, number> = {};
let as: Record<string, TestSession> = {};
let harborDevice: number;
const opened: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer({ realtime: { sessionCheckMs: 3_600_000 } });
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  ({ company, as } = await signInEveryRole(server));
  const [device] = await server.db
    .select({ id: devices.id })
    .from(devices)
    .where(eq(devices.companyId, company['Harbor Logistics'] ?? -1))
    .limit(1);
  if (!device) throw new Error('Harbor Logistics has no device');
  harborDevice = device.id;
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});
afterAll(() => server?.close());

async function userId(email: string): Promise<number> {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id as number;
}

/** A socket of `session` subscribed to the Harbor device's channel, and the statuses it receives. */
async function listening(session: TestSession): Promise<number[]> {
  const channel = deviceChannel(harborDevice);
  const result = await connectSocket(baseUrl, { session });
  opened.push(result.socket);
  if (!result.ok) throw new Error(result.message);
  expect(await subscribe(result.socket, channel)).toEqual({ ok: true });
  const received: number[] = [];
  result.socket.on('message', (message: { channel: string; event: string; data: { status: number } }) => {
    if (message.channel === channel && message.event === 'status') received.push(message.data.status);
  });
  result.socket.on('unsubscribed', (event: unknown) => dropped.set(received, event));
  return received;
}

/** The `unsubscribed` event each listener's socket got, by its statuses array. */
const dropped = new WeakMap<number[], unknown>();

/** Publishes a status of the Harbor device and gives the sockets time to receive it. */
async function publishStatus(status: number): Promise<void> {
  server.realtime.publish(deviceChannel(harborDevice), 'status', { device_id: harborDevice, status });
  await new Promise((resolve) => setTimeout(resolve, 100));
}

describe("a change of the user's scope takes its sockets out of the channels it loses, at once", () => {
  it('moving the user to a company without the device (POST /api/users/move)', async () => {
    const email = 'end_user@netfleet.test';
    const received = await listening(as.end_user as TestSession);
    await publishStatus(1);
    expect(received).toEqual([1]);
    try {
      const moved = await apiSend(server.app, 'POST', '/api/users/move', as.admin as TestSession, {
        user_ids: [await userId(email)],
        company_id: company['Greenfield Farms'],
      });
      expect(moved.statusCode, moved.body).toBe(200);
      await publishStatus(0);
      expect(received).toEqual([1]);
      // Told, so that the console stops treating the channel as live.
      expect(dropped.get(received)).toEqual({
        channel: deviceChannel(harborDevice),
        status: 403,
        message: `You may no longer read ${deviceChannel(harborDevice)}.`,
      });
    } finally {
      // Back through the API, which also drops what the channel check kept of the user.
      const back = await apiSend(server.app, 'POST', '/api/users/move', as.admin as TestSession, {
        user_ids: [await userId(email)],
        company_id: company['Harbor Logistics'],
      });
      expect(back.statusCode, back.body).toBe(200);
    }
  });

  it("giving the user a role of its own company only (PUT /api/users/{id}), while others' go on", async () => {
    const email = 'nomfa@netfleet.test';
    const nomfa = await signIn(server.app, email);
    const narrowed = await listening(nomfa);
    const other = await listening(as.admin as TestSession);
    const [before] = await server.db
      .select({ roleId: users.roleId })
      .from(users)
      .where(eq(users.email, email));
    try {
      const changed = await apiSend(
        server.app,
        'PUT',
        `/api/users/${await userId(email)}`,
        as.super_admin as TestSession,
        { role_id: ROLES.find((role) => role.name === 'end_user')?.id },
      );
      expect(changed.statusCode, changed.body).toBe(200);
      await publishStatus(0);
      expect(narrowed).toEqual([]);
      expect(other).toEqual([0]);
      expect(dropped.has(narrowed)).toBe(true);
      expect(dropped.has(other)).toBe(false);
    } finally {
      const back = await apiSend(
        server.app,
        'PUT',
        `/api/users/${await userId(email)}`,
        as.super_admin as TestSession,
        { role_id: before?.roleId },
      );
      expect(back.statusCode, back.body).toBe(200);
    }
  });

  it('moving a company away from the companies whose users saw it (POST /api/companies/move)', async () => {
    const northwindAdmin = await listening(as.admin as TestSession);
    const harborUser = await listening(as.end_user as TestSession);
    const move = (target: string) =>
      apiSend(server.app, 'POST', '/api/companies/move', as.super_admin as TestSession, {
        source: company['Harbor Logistics'],
        target: company[target],
      });
    const moved = await move('Baltic Telemetry');
    expect(moved.statusCode, moved.body).toBe(200);
    try {
      await publishStatus(1);
      // Northwind's admin lost Harbor; Harbor's own user did not.
      expect(northwindAdmin).toEqual([]);
      expect(harborUser).toEqual([1]);
    } finally {
      expect((await move('Northwind Networks')).statusCode).toBe(200);
    }
  });

  it("taking view_devices from the user's role (PUT /api/roles/{id})", async () => {
    const harbor = company['Harbor Logistics'] as number;
    const form = (permissions: string[]) => ({
      company_id: harbor,
      name: 'channel_viewer',
      title: 'Channel viewer',
      description: 'Watches the devices',
      permissions,
    });
    const created = await apiSend(
      server.app,
      'POST',
      '/api/roles',
      as.admin as TestSession,
      form(['view_devices']),
    );
    expect(created.statusCode, created.body).toBe(201);
    const roleId = created.json().data.id as number;
    const [model] = await server.db.select().from(users).where(eq(users.email, 'end_user@netfleet.test'));
    await server.db.insert(users).values({
      email: 'channel-viewer@netfleet.test',
      username: 'channel-viewer',
      passwordHash: model?.passwordHash ?? '',
      companyId: harbor,
      roleId,
      tosAccepted: true,
    });
    const received = await listening(await signIn(server.app, 'channel-viewer@netfleet.test'));
    await publishStatus(1);
    expect(received).toEqual([1]);
    const edited = await apiSend(
      server.app,
      'PUT',
      `/api/roles/${roleId}`,
      as.admin as TestSession,
      form(['view_tags']),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    await publishStatus(0);
    expect(received).toEqual([1]);
  });
});
