import { BRIDGE_CLOSE_CODES } from '@netfleet/contracts';
import { type SshdPeer, startSshd } from '@netfleet/test-peers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type TestSession } from '../../test/support/signIn.js';
import { startTestServer } from '../../test/support/testServer.js';
import { remoteAccess } from '../db/schema.js';
import type { NetfleetServer } from '../index.js';
import { createEntry, endedRow, openBridge, recordingOf, startSession } from './bridgeTestSupport.js';

// The ssh terminal and files through the bridge, to Debian's OpenSSH (key sign-in only).

let server: NetfleetServer;
let sshd: SshdPeer;
let admin: TestSession;

beforeAll(async () => {
  [server, sshd] = await Promise.all([startTestServer(), startSshd()]);
  admin = await signIn(server.app, 'admin@netfleet.test');
});
afterAll(async () => {
  await server?.close();
  await sshd?.stop();
});

const sshEntry = (fields: Record<string, unknown> = {}) =>
  createEntry(server, admin, {
    protocol: 'ssh',
    destination: sshd.host,
    port: sshd.port,
    username: sshd.username,
    private_key: sshd.privateKey,
    ...fields,
  });

const storedHostKey = async (id: number) =>
  (await server.db.select().from(remoteAccess).where(eq(remoteAccess.id, id)))[0]?.hostKeySha256;

describe('the ssh bridge', () => {
  let accessId: number;
  beforeAll(async () => {
    accessId = await sshEntry();
  });

  it('asks about a new host key, remembers it, runs a shell, logs and records the session', async () => {
    const { sessionId, ticket } = await startSession(server, admin, accessId);
    const bridge = await openBridge(server, ticket);
    const hello = await bridge.message((m) => m.type === 'hello');
    expect(hello).toMatchObject({
      session_id: sessionId,
      app: 'terminal',
      access: { id: accessId, protocol: 'ssh' },
    });
    bridge.send({ type: 'start', cols: 100, rows: 30 });
    const hostKey = await bridge.message((m) => m.type === 'hostkey');
    expect(hostKey).toEqual({
      type: 'hostkey',
      algorithm: 'ssh-ed25519',
      fingerprint: sshd.hostKeySha256,
      known: 'new',
    });
    expect(await storedHostKey(accessId)).toBeNull();
    bridge.send({ type: 'hostkey', accept: true });
    await bridge.message((m) => m.type === 'ready');
    expect(await storedHostKey(accessId)).toBe(sshd.hostKeySha256);

    bridge.write('echo $((6*7))\r');
    await bridge.outputMatching(/[\r\n]42\r\n/);
    await bridge.hangUp();

    const row = await endedRow(server, sessionId);
    expect(row.endReason).toBe('closed');
    expect(row.bytesIn).toBe(Buffer.byteLength('echo $((6*7))\r'));
    expect(row.bytesOut).toBe(bridge.output().length);
    expect(row.hasRecording).toBe(true);
    const cast = (await recordingOf(server, sessionId)) ?? '';
    const [header, ...events] = cast
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(header).toMatchObject({ version: 2, width: 100, height: 30, timestamp: expect.any(Number) });
    expect(events.every((e) => Array.isArray(e) && typeof e[0] === 'number' && e[1] === 'o')).toBe(true);
    expect(events.map((e) => e[2]).join('')).toMatch(/[\r\n]42\r\n/);
  });

  it('goes on without a question when the key matches the remembered one', async () => {
    const { ticket } = await startSession(server, admin, accessId);
    const bridge = await openBridge(server, ticket);
    bridge.send({ type: 'start' });
    await bridge.message((m) => m.type === 'ready');
    expect(bridge.messages.find((m) => m.type === 'hostkey')).toMatchObject({ known: 'match' });
    await bridge.hangUp();
  });

  it('carries megabytes of output whole and counts every byte', async () => {
    const { sessionId, ticket } = await startSession(server, admin, accessId);
    const bridge = await openBridge(server, ticket);
    bridge.send({ type: 'start' });
    await bridge.message((m) => m.type === 'ready');
    bridge.write('head -c 3000000 /dev/zero | tr "\\0" x; echo; echo DONE\r');
    const text = await bridge.outputMatching(/\nDONE\r\n/);
    expect(text.match(/x/g)?.length).toBeGreaterThanOrEqual(3_000_000);
    await bridge.hangUp();
    expect((await endedRow(server, sessionId)).bytesOut).toBe(bridge.output().length);
  });

  it('refuses a host key that changed', async () => {
    const changed = await sshEntry();
    await server.db
      .update(remoteAccess)
      .set({ hostKeySha256: 'SHA256:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })
      .where(eq(remoteAccess.id, changed));
    const { sessionId, ticket } = await startSession(server, admin, changed);
    const bridge = await openBridge(server, ticket);
    bridge.send({ type: 'start' });
    expect(await bridge.message((m) => m.type === 'hostkey')).toMatchObject({
      known: 'changed',
      fingerprint: sshd.hostKeySha256,
      remembered: 'SHA256:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(await bridge.message((m) => m.type === 'closed')).toMatchObject({ reason: 'host_key_rejected' });
    expect((await bridge.closed).code).toBe(BRIDGE_CLOSE_CODES.host_key_rejected);
    expect((await endedRow(server, sessionId)).endReason).toBe('host_key_rejected');
    expect(bridge.messages.some((m) => m.type === 'ready')).toBe(false);
  });

  it('ends with host_key_rejected when the user declines a new key, and remembers none', async () => {
    const declined = await sshEntry();
    const { ticket } = await startSession(server, admin, declined);
    const bridge = await openBridge(server, ticket);
    bridge.send({ type: 'start' });
    await bridge.message((m) => m.type === 'hostkey');
    bridge.send({ type: 'hostkey', accept: false });
    expect((await bridge.closed).code).toBe(BRIDGE_CLOSE_CODES.host_key_rejected);
    expect(await storedHostKey(declined)).toBeNull();
  });

  it('says auth_failed for a wrong password typed at start', async () => {
    const bare = await sshEntry({ username: null, private_key: undefined });
    const { sessionId, ticket } = await startSession(server, admin, bare);
    const bridge = await openBridge(server, ticket);
    bridge.send({ type: 'start', username: sshd.username, password: 'not-the-password' });
    await bridge.message((m) => m.type === 'hostkey');
    bridge.send({ type: 'hostkey', accept: true });
    expect(await bridge.message((m) => m.type === 'closed')).toEqual({
      type: 'closed',
      reason: 'auth_failed',
      message: `Authentication failed for ${sshd.username}.`,
    });
    expect((await bridge.closed).code).toBe(BRIDGE_CLOSE_CODES.auth_failed);
    expect((await endedRow(server, sessionId)).endReason).toBe('auth_failed');
  });

  it('signs in with a key typed at start when the entry stores none', async () => {
    const bare = await sshEntry({ username: null, private_key: undefined });
    const { ticket } = await startSession(server, admin, bare);
    const bridge = await openBridge(server, ticket);
    bridge.send({ type: 'start', username: sshd.username, private_key: sshd.privateKey });
    await bridge.message((m) => m.type === 'hostkey');
    bridge.send({ type: 'hostkey', accept: true });
    await bridge.message((m) => m.type === 'ready');
    await bridge.hangUp();
  });

  it('opens SFTP for the files app of an ssh entry, and ends when the peer goes', async () => {
    const { sessionId, ticket } = await startSession(server, admin, accessId, 'files');
    const bridge = await openBridge(server, ticket);
    expect(await bridge.message((m) => m.type === 'hello')).toMatchObject({ app: 'files' });
    bridge.send({ type: 'start' });
    await bridge.message((m) => m.type === 'ready');
    const listed = await server.app.inject({
      method: 'GET',
      url: `/api/remote/sessions/${sessionId}/sftp/list?path=${encodeURIComponent(sshd.home)}`,
      cookies: { nf_session: admin.access },
    });
    expect(listed.statusCode).toBe(200);
    await bridge.hangUp();
    const row = await endedRow(server, sessionId);
    expect(row.hasRecording).toBe(false);
    expect(row.bytesOut).toBeGreaterThan(0);
  });
});
