import { BRIDGE_CLOSE_CODES } from '@netfleet/contracts';
import { startTelnetd, type TelnetdPeer } from '@netfleet/test-peers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSend, signIn, type TestSession, tokenCookies, unsafeHeaders } from '../../test/support/signIn.js';
import { startTestServer } from '../../test/support/testServer.js';
import { remoteAccess, remoteSessions, sessions, users } from '../db/schema.js';
import type { NetfleetServer } from '../index.js';
import { createEntry, endedRow, openBridge, startSession } from './bridgeTestSupport.js';
import { closeUnopenedSessions, findRevokedSessions } from './findRevokedSessions.js';

// How bridges open and end: the origin and ticket checks, revocation, sign-out, idle, the
// database re-check and server stop. The peer is a real telnetd (the quickest to open).

let server: NetfleetServer;
let telnetd: TelnetdPeer;
let admin: TestSession;

beforeAll(async () => {
  [server, telnetd] = await Promise.all([startTestServer(), startTelnetd()]);
  admin = await signIn(server.app, 'admin@netfleet.test');
});
afterAll(async () => {
  await server?.close();
  await telnetd?.stop();
});

const telnetEntry = (on = server, as = admin) =>
  createEntry(on, as, { protocol: 'telnet', destination: telnetd.host, port: telnetd.port });

/** A telnet session opened through the bridge up to `ready`. */
async function openTelnet(as = admin, on = server) {
  const accessId = await telnetEntry(on, as);
  const { sessionId, ticket } = await startSession(on, as, accessId);
  const bridge = await openBridge(on, ticket);
  bridge.send({ type: 'start' });
  await bridge.message((m) => m.type === 'ready');
  return { accessId, sessionId, bridge };
}

describe('opening the bridge', () => {
  it('answers a plain GET with 426 and says it is a WebSocket, spending no ticket', async () => {
    const { ticket, sessionId } = await startSession(server, admin, await telnetEntry());
    const plain = await server.app.inject({ method: 'GET', url: `/api/remote/bridge?ticket=${ticket}` });
    expect(plain.statusCode).toBe(426);
    expect(plain.headers.upgrade).toBe('websocket');
    expect(plain.json().errors[0]).toMatchObject({ code: 'UPGRADE_REQUIRED' });
    const bridge = await openBridge(server, ticket);
    expect(await bridge.message((m) => m.type === 'hello')).toMatchObject({ session_id: sessionId });
    await bridge.hangUp();
  });

  it('closes 4403 for another origin, and the ticket still opens from ours', async () => {
    const { ticket, sessionId } = await startSession(server, admin, await telnetEntry());
    const foreign = await openBridge(server, ticket, 'https://evil.example');
    expect(await foreign.closed).toEqual({
      code: BRIDGE_CLOSE_CODES.forbidden_origin,
      reason: expect.any(String),
    });
    expect(foreign.messages).toEqual([]);
    const own = await openBridge(server, ticket);
    expect(await own.message((m) => m.type === 'hello')).toMatchObject({ session_id: sessionId });
    await own.hangUp();
  });

  it('closes 4401 for a ticket spent already, and for an unknown one', async () => {
    const { ticket } = await startSession(server, admin, await telnetEntry());
    const first = await openBridge(server, ticket);
    await first.message((m) => m.type === 'hello');
    const again = await openBridge(server, ticket);
    expect((await again.closed).code).toBe(BRIDGE_CLOSE_CODES.bad_ticket);
    const unknown = await openBridge(server, 'x'.repeat(43));
    expect((await unknown.closed).code).toBe(BRIDGE_CLOSE_CODES.bad_ticket);
    await first.hangUp();
  });

  it('closes 4401 for a ticket past its 30 seconds, and the history closes that session', async () => {
    const { ticket, sessionId } = await startSession(server, admin, await telnetEntry());
    const past = new Date(Date.now() - 1000);
    await server.db
      .update(remoteSessions)
      .set({ ticketExpiresAt: past })
      .where(eq(remoteSessions.id, sessionId));
    expect((await (await openBridge(server, ticket)).closed).code).toBe(BRIDGE_CLOSE_CODES.bad_ticket);
    await closeUnopenedSessions(server.db, new Date());
    const [row] = await server.db.select().from(remoteSessions).where(eq(remoteSessions.id, sessionId));
    expect(row).toMatchObject({ endReason: 'closed', endedAt: past, ticketHash: null });
  });

  it('ends signed_out when the console session signed out before the bridge opened', async () => {
    const own = await signIn(server.app, 'admin@netfleet.test');
    const { ticket, sessionId } = await startSession(server, own, await telnetEntry(server, own));
    await signOut(own);
    const bridge = await openBridge(server, ticket);
    expect(await bridge.message((m) => m.type === 'closed')).toMatchObject({ reason: 'signed_out' });
    expect((await bridge.closed).code).toBe(BRIDGE_CLOSE_CODES.signed_out);
    expect((await endedRow(server, sessionId)).endReason).toBe('signed_out');
  });
});

async function signOut(session: TestSession) {
  const revoked = await server.app.inject({
    method: 'POST',
    url: '/api/account/token/revoke',
    cookies: tokenCookies(session),
    headers: unsafeHeaders(session),
  });
  expect(revoked.statusCode).toBe(200);
}

describe('ending an open session', () => {
  it('ends revoked when its entry is deleted', async () => {
    const { accessId, sessionId, bridge } = await openTelnet();
    // The device's first bytes (telnetd's option negotiation) before the entry goes: the ended
    // row counts what the user received. Deleting at once could beat them on a fast database.
    await bridge.outputBytes(1);
    const deleted = await apiSend(server.app, 'DELETE', `/api/devices/remote-access/${accessId}`, admin);
    expect(deleted.statusCode).toBe(204);
    expect(await bridge.message((m) => m.type === 'closed')).toMatchObject({ reason: 'revoked' });
    expect((await bridge.closed).code).toBe(BRIDGE_CLOSE_CODES.revoked);
    const row = await endedRow(server, sessionId);
    expect(row.endReason).toBe('revoked');
    expect(row.bytesOut).toBe(bridge.output().length);
  });

  it('ends revoked when its entry is disabled', async () => {
    const { accessId, bridge } = await openTelnet();
    const disabled = await apiSend(server.app, 'PUT', `/api/devices/remote-access/${accessId}`, admin, {
      enabled: false,
    });
    expect(disabled.statusCode).toBe(200);
    expect((await bridge.closed).code).toBe(BRIDGE_CLOSE_CODES.revoked);
  });

  it('ends signed_out when the console session that opened it signs out', async () => {
    const own = await signIn(server.app, 'admin@netfleet.test');
    const { sessionId, bridge } = await openTelnet(own);
    const other = await openTelnet();
    await signOut(own);
    expect(await bridge.message((m) => m.type === 'closed')).toMatchObject({ reason: 'signed_out' });
    expect((await bridge.closed).code).toBe(BRIDGE_CLOSE_CODES.signed_out);
    expect((await endedRow(server, sessionId)).endReason).toBe('signed_out');
    // Another console session's remote session stays open.
    expect(other.bridge.messages.some((m) => m.type === 'closed')).toBe(false);
    await other.bridge.hangUp();
  });

  it('the database re-check names what another process revoked', async () => {
    const own = await signIn(server.app, 'admin@netfleet.test');
    const open = await openTelnet(own);
    const disabledEntry = await openTelnet(own);
    const lostPermission = await openTelnet(own);
    const signedOut = await openTelnet(await signIn(server.app, 'admin@netfleet.test'));
    const ids = [open, disabledEntry, lostPermission, signedOut].map((s) => s.sessionId);
    // As another process would write them: no change event reaches this one.
    await server.db
      .update(remoteAccess)
      .set({ enabled: false })
      .where(eq(remoteAccess.id, disabledEntry.accessId));
    const [guest] = await server.db.select().from(users).where(eq(users.email, 'read_only@netfleet.test'));
    await server.db
      .update(remoteSessions)
      .set({ userId: guest?.id ?? 0, authSessionId: null })
      .where(eq(remoteSessions.id, lostPermission.sessionId));
    const [row] = await server.db
      .select()
      .from(remoteSessions)
      .where(eq(remoteSessions.id, signedOut.sessionId));
    await server.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, row?.authSessionId ?? 0));
    const verdicts = await findRevokedSessions(server.db, [...ids, 999_999], new Date());
    expect(Object.fromEntries(verdicts)).toEqual({
      [disabledEntry.sessionId]: 'revoked',
      [lostPermission.sessionId]: 'revoked',
      [signedOut.sessionId]: 'signed_out',
      999999: 'revoked',
    });
    await Promise.all([open, disabledEntry, lostPermission, signedOut].map((s) => s.bridge.hangUp()));
  });
});

describe('idle sessions and server stop', () => {
  let quick: NetfleetServer;
  let user: TestSession;
  beforeAll(async () => {
    quick = await startTestServer({ remoteAccess: { idleTimeoutS: 1 } });
    user = await signIn(quick.app, 'admin@netfleet.test');
  });
  afterAll(() => quick?.close());

  it('ends idle after idleTimeoutS without a byte, not while bytes flow', async () => {
    const { sessionId, bridge } = await openTelnet(user, quick);
    const opened = Date.now();
    // Traffic every 400 ms keeps it open past the second.
    for (let i = 0; i < 4; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      bridge.write(' ');
    }
    expect(bridge.messages.some((m) => m.type === 'closed')).toBe(false);
    expect(await bridge.message((m) => m.type === 'closed')).toEqual({
      type: 'closed',
      reason: 'idle',
      message: 'The session was closed after 1 second without activity.',
    });
    expect(Date.now() - opened).toBeGreaterThan(2000);
    expect((await bridge.closed).code).toBe(BRIDGE_CLOSE_CODES.idle);
    expect((await endedRow(quick, sessionId)).endReason).toBe('idle');
  });

  it('ends open sessions with server_stopped when the server closes', async () => {
    const { bridge } = await openTelnet(user, quick);
    await quick.close();
    expect(bridge.messages.find((m) => m.type === 'closed')).toMatchObject({ reason: 'server_stopped' });
    expect((await bridge.closed).code).toBe(BRIDGE_CLOSE_CODES.server_stopped);
  });
});
