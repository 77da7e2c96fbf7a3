import { createHash } from 'node:crypto';
import { RemoteSessionRowSchema, RemoteSessionStartSchema } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrors } from '../../../test/support/forms.js';
import { apiGet, apiSend, type TestSession } from '../../../test/support/signIn.js';
import { signInEveryRole } from '../../../test/support/signInEveryRole.js';
import {
  createTestClock,
  ORIGIN,
  startTestServer,
  type TestClock,
} from '../../../test/support/testServer.js';
import {
  devices,
  remoteAccess,
  remoteAccessKeys,
  remoteSessionRecordings,
  remoteSessions,
  users,
} from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

let server: NetfleetServer;
let clock: TestClock;
let company: Record<string, number> = {};
let as: Record<string, TestSession> = {};
let harbor: { id: number; name: string };
let amber: { id: number; name: string };

async function deviceOf(name: string) {
  const [row] = await server.db
    .select({ id: devices.id, name: devices.name })
    .from(devices)
    .where(eq(devices.companyId, company[name] as number))
    .orderBy(devices.id)
    .limit(1);
  if (!row) throw new Error(`no device of ${name}`);
  return row;
}

beforeAll(async () => {
  clock = createTestClock();
  server = await startTestServer({ now: clock.now });
  ({ company, as } = await signInEveryRole(server));
  harbor = await deviceOf('Harbor Logistics');
  amber = await deviceOf('Amber Energy');
});
afterAll(() => server?.close());

let entries = 0;
/** A new entry straight in the database (the entry routes have their own tests). */
async function entryOf(
  device: { id: number },
  protocol: 'ssh' | 'telnet' | 'vnc' | 'rdp' | 'sftp' | 'http' | 'https' = 'ssh',
  enabled = true,
) {
  entries += 1;
  const [row] = await server.db
    .insert(remoteAccess)
    .values({
      deviceId: device.id,
      name: `Session test ${entries} ${protocol}`,
      protocol,
      destination: '192.168.1.1',
      port: 22,
      enabled,
      username: 'root',
      hasPassword: true,
      secretCiphertext: 'v1.not.opened.here',
    })
    .returning();
  if (!row) throw new Error('no entry');
  return row;
}

const start = (role: string, body: unknown) =>
  apiSend(server.app, 'POST', '/api/remote/sessions', as[role] as TestSession, body);

/** `POST /remote/sessions` as a connect page opened from a link: no cookies at all. */
const startAnonymously = (body: unknown, remoteAddress = '127.0.0.1') =>
  server.app.inject({
    method: 'POST',
    url: '/api/remote/sessions',
    remoteAddress,
    headers: { origin: ORIGIN, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

async function mintKey(role: string, accessId: number, purpose: 'connect' | 'share' = 'connect') {
  const response = await apiSend(
    server.app,
    'POST',
    `/api/devices/remote-access/${accessId}/keys`,
    as[role] as TestSession,
    { purpose },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.key as string;
}

async function sessionRow(id: number) {
  const [row] = await server.db.select().from(remoteSessions).where(eq(remoteSessions.id, id));
  if (!row) throw new Error(`no session ${id}`);
  return row;
}

async function userId(email: string) {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('POST /remote/sessions with access_id', () => {
  it('starts a session of the signed-in user: a ticket, and the row with the names copied', async () => {
    const entry = await entryOf(harbor);
    const response = await start('end_user', { access_id: entry.id });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = v.parse(RemoteSessionStartSchema, response.json());
    expect(data.app).toBe('terminal');
    expect(data.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.access).toEqual({
      id: entry.id,
      name: entry.name,
      protocol: 'ssh',
      destination: '192.168.1.1',
      port: 22,
      device_id: harbor.id,
      device_name: harbor.name,
      username: 'root',
      has_password: true,
      has_private_key: false,
      host_key_sha256: null,
    });
    expect(response.body).not.toContain('v1.not.opened.here');
    expect(Date.parse(data.expires_at)).toBe(clock.now() + 30_000);

    const row = await sessionRow(data.session_id);
    expect(row).toMatchObject({
      accessId: entry.id,
      accessName: entry.name,
      protocol: 'ssh',
      app: 'terminal',
      deviceId: harbor.id,
      deviceName: harbor.name,
      companyId: company['Harbor Logistics'],
      userId: await userId('end_user@netfleet.test'),
      userEmail: 'end_user@netfleet.test',
      viaKey: false,
      fromIp: '127.0.0.1',
      ticketHash: sha256(data.ticket),
      endedAt: null,
    });
    expect(row.authSessionId).toEqual(expect.any(Number));
    expect(row.ticketExpiresAt?.getTime()).toBe(clock.now() + 30_000);
  });

  it("opens each protocol in its own app, and an ssh entry's files; refuses other apps and http", async () => {
    const cases = [
      ['ssh', undefined, 'terminal'],
      ['ssh', 'files', 'files'],
      ['telnet', undefined, 'terminal'],
      ['vnc', undefined, 'desktop'],
      ['rdp', 'desktop', 'desktop'],
      ['sftp', undefined, 'files'],
    ] as const;
    for (const [protocol, app, expected] of cases) {
      const entry = await entryOf(harbor, protocol);
      const response = await start('end_user', { access_id: entry.id, ...(app && { app }) });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.app).toBe(expected);
    }
    const telnet = await entryOf(harbor, 'telnet');
    expectFieldErrors(await start('end_user', { access_id: telnet.id, app: 'files' }), ['app']);
    for (const protocol of ['http', 'https'] as const) {
      const web = await entryOf(harbor, protocol);
      const response = await start('end_user', { access_id: web.id });
      expectFieldErrors(response, ['access_id']);
      expect(response.json().errors[0].message).toBe('This entry opens in the browser, not in a connect app');
    }
    const off = await entryOf(harbor, 'ssh', false);
    expectFieldErrors(await start('end_user', { access_id: off.id }), ['access_id']);
    expect(await server.db.select().from(remoteSessions).where(eq(remoteSessions.accessId, off.id))).toEqual(
      [],
    );
  });

  it('401 without a session, 403 for guests, 404 outside the scope, 403 without the XSRF token', async () => {
    const mine = await entryOf(harbor);
    const theirs = await entryOf(amber);
    expect((await startAnonymously({ access_id: mine.id })).statusCode).toBe(401);
    const guest = await start('read_only', { access_id: theirs.id });
    expect(guest.statusCode, guest.body).toBe(403);
    expect(guest.json().errors[0].message).toBe('You do not have permission to use device remote access.');
    expect((await start('readonly_admin', { access_id: theirs.id })).statusCode).toBe(403);
    const outside = await start('end_user', { access_id: theirs.id });
    expect(outside.statusCode).toBe(404);
    expect((await start('end_user', { access_id: 999_999 })).statusCode).toBe(404);
    const forged = await server.app.inject({
      method: 'POST',
      url: '/api/remote/sessions',
      cookies: { nf_session: (as.end_user as TestSession).access },
      headers: { origin: ORIGIN, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: JSON.stringify({ access_id: mine.id }),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().errors[0].code).toBe('XSRF_TOKEN_MISMATCH');
    const from = await server.db.select().from(remoteSessions).where(eq(remoteSessions.accessId, theirs.id));
    expect(from).toEqual([]);
  });

  it('503 in maintenance mode, by entry and by key alike', async () => {
    const entry = await entryOf(harbor);
    const key = await mintKey('end_user', entry.id);
    server.setMaintenance(true);
    try {
      expect((await start('end_user', { access_id: entry.id })).statusCode).toBe(503);
      expect((await startAnonymously({ key })).statusCode).toBe(503);
    } finally {
      server.setMaintenance(false);
    }
    expect((await startAnonymously({ key })).statusCode).toBe(201);
  });

  it('422 for malformed bodies', async () => {
    for (const body of [
      {},
      { access_id: 'one' },
      { access_id: 0 },
      { access_id: 2 ** 31 },
      { key: 42 },
      [],
    ]) {
      const response = await start('end_user', body);
      expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(422);
    }
    // An unknown app fails both shapes of the body: one error of the whole body.
    const entry = await entryOf(harbor);
    expect((await start('end_user', { access_id: entry.id, app: 'shell' })).statusCode).toBe(422);
    expectFieldErrors(await startAnonymously({ key: 'short' }), ['key']);
    expectFieldErrors(await startAnonymously({ key: `${'a'.repeat(42)}!` }), ['key']);
  });
});

describe('POST /remote/sessions with a key', () => {
  it("spends the key once and logs the session as the key creator's, a shared link's as such", async () => {
    const entry = await entryOf(harbor);
    const key = await mintKey('end_user', entry.id, 'share');
    const response = await startAnonymously({ key, app: 'terminal' });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = v.parse(RemoteSessionStartSchema, response.json());
    expect(data.access.id).toBe(entry.id);
    const row = await sessionRow(data.session_id);
    expect(row).toMatchObject({
      userId: await userId('end_user@netfleet.test'),
      userEmail: 'end_user@netfleet.test',
      viaKey: true,
      authSessionId: null,
      deviceName: harbor.name,
      ticketHash: sha256(data.ticket),
    });
    const [spent] = await server.db
      .select()
      .from(remoteAccessKeys)
      .where(eq(remoteAccessKeys.keyHash, sha256(key)));
    expect(spent?.usedAt?.getTime()).toBe(clock.now());

    const again = await startAnonymously({ key });
    expect(again.statusCode).toBe(404);
    expect(again.json().errors[0]).toMatchObject({
      source: 'key',
      message: 'This link has been used or has expired.',
    });
    // Signed in makes no difference: the key is spent.
    expect((await start('super_admin', { key })).statusCode).toBe(404);

    // A connect key's session is its creator's own Connect, in the tab it opened: not "shared".
    const connect = await startAnonymously({ key: await mintKey('end_user', entry.id, 'connect') });
    expect(connect.statusCode, connect.body).toBe(201);
    expect(await sessionRow(connect.json().data.session_id)).toMatchObject({
      userEmail: 'end_user@netfleet.test',
      viaKey: false,
    });
  });

  it('two tries with one key at once: one session', async () => {
    const entry = await entryOf(harbor);
    const key = await mintKey('end_user', entry.id, 'share');
    const answers = await Promise.all([startAnonymously({ key }), startAnonymously({ key })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 404]);
    expect(
      await server.db.select().from(remoteSessions).where(eq(remoteSessions.accessId, entry.id)),
    ).toHaveLength(1);
  });

  it('an expired key fails', async () => {
    const entry = await entryOf(harbor);
    const key = await mintKey('end_user', entry.id);
    clock.advance(61_000);
    expect((await startAnonymously({ key })).statusCode).toBe(404);
    // A share key lives an hour (the clock moves no further: the test's sign-ins would expire).
    const shared = await mintKey('end_user', entry.id, 'share');
    clock.advance(61_000);
    expect((await startAnonymously({ key: shared })).statusCode).toBe(201);
  });

  it('a key of an entry disabled since is refused and stays unspent; a key minted for a page opens only that app', async () => {
    const entry = await entryOf(harbor, 'telnet');
    const key = await mintKey('end_user', entry.id);
    expectFieldErrors(await startAnonymously({ key, app: 'desktop' }), ['app']);
    await server.db.update(remoteAccess).set({ enabled: false }).where(eq(remoteAccess.id, entry.id));
    const refused = await startAnonymously({ key });
    expectFieldErrors(refused, ['key']);
    const [unspent] = await server.db
      .select()
      .from(remoteAccessKeys)
      .where(eq(remoteAccessKeys.keyHash, sha256(key)));
    expect(unspent?.usedAt).toBeNull();
    await server.db.update(remoteAccess).set({ enabled: true }).where(eq(remoteAccess.id, entry.id));
    expect((await startAnonymously({ key })).statusCode).toBe(201);
  });

  it("a key stops working when its entry's device leaves the creator's scope", async () => {
    const entry = await entryOf(harbor);
    const key = await mintKey('end_user', entry.id);
    await server.db.update(remoteAccess).set({ deviceId: amber.id }).where(eq(remoteAccess.id, entry.id));
    expect((await startAnonymously({ key })).statusCode).toBe(404);
  });

  it('wrong keys from one address are throttled (429 with Retry-After), other addresses are not', async () => {
    const address = '203.0.113.7';
    const entry = await entryOf(harbor);
    const wrong = () =>
      startAnonymously({ key: `wrong${Math.random().toString(36).slice(2)}${'x'.repeat(30)}` }, address);
    for (let i = 0; i < 11; i += 1) expect((await wrong()).statusCode).toBe(404);
    const blocked = await wrong();
    expect(blocked.statusCode, blocked.body).toBe(429);
    expect(blocked.headers['retry-after']).toBe('1');
    expect(blocked.json().errors[0].code).toBe('TOO_MANY_REQUESTS');
    // A real key waits too, and is not spent by the refusal.
    const key = await mintKey('end_user', entry.id);
    expect((await startAnonymously({ key }, address)).statusCode).toBe(429);
    expect((await startAnonymously({ key: `${'y'.repeat(43)}` }, '203.0.113.8')).statusCode).toBe(404);
    clock.advance(1_500);
    expect((await startAnonymously({ key }, address)).statusCode).toBe(201);
  });
});

describe('GET /remote/sessions', () => {
  let amberSession: number;
  let harborSession: number;

  beforeAll(async () => {
    const at = new Date(clock.now());
    const rows = await server.db
      .insert(remoteSessions)
      .values([
        {
          accessName: 'Amber history',
          protocol: 'telnet',
          app: 'terminal',
          deviceId: amber.id,
          deviceName: amber.name,
          companyId: company['Amber Energy'] as number,
          userEmail: 'someone@amber.test',
          fromIp: '198.51.100.1',
          startedAt: new Date(at.getTime() - 3_600_000),
          endedAt: new Date(at.getTime() - 3_600_000 + 90_000),
          bytesIn: 12,
          bytesOut: 3_400,
          endReason: 'closed',
          hasRecording: true,
        },
        {
          accessName: 'Harbor history',
          protocol: 'ssh',
          app: 'terminal',
          deviceId: harbor.id,
          deviceName: harbor.name,
          companyId: company['Harbor Logistics'] as number,
          userEmail: 'end_user@netfleet.test',
          fromIp: '198.51.100.2',
          startedAt: new Date(at.getTime() - 7_200_000),
          endedAt: new Date(at.getTime() - 7_200_000 + 61_400),
          endReason: 'idle',
        },
      ])
      .returning({ id: remoteSessions.id });
    amberSession = rows[0]?.id as number;
    harborSession = rows[1]?.id as number;
    await server.db.insert(remoteSessionRecordings).values({
      sessionId: amberSession,
      cast: '{"version":2,"width":80,"height":24,"timestamp":1}\n[0.1,"o","42\\r\\n"]\n',
      sizeBytes: 60,
    });
  });

  const history = (role: string, query = '') =>
    apiGet(server.app, `/api/remote/sessions?limit=100${query}`, as[role]);

  it("lists the sessions of the caller's scope only, newest first, with the row's fields", async () => {
    const own = await history('end_user');
    expect(own.statusCode, own.body).toBe(200);
    const rows = own.json().data as { id: number; company_id: number }[];
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((row) => row.company_id === company['Harbor Logistics'])).toBe(true);
    expect(rows.map((row) => row.id)).toContain(harborSession);
    expect(rows.map((row) => row.id)).not.toContain(amberSession);
    expect(rows.map((row) => row.id)).toEqual([...rows.map((row) => row.id)].sort((a, b) => b - a));
    for (const row of rows) v.parse(RemoteSessionRowSchema, row);
    expect(Object.keys(rows[0] as object).sort()).toEqual(Object.keys(RemoteSessionRowSchema.entries).sort());
    expect(own.body).not.toContain('ticket');

    const harborRow = rows.find((row) => row.id === harborSession);
    expect(harborRow).toMatchObject({ duration_s: 61, end_reason: 'idle', access_name: 'Harbor history' });
    const open = (own.json().data as { ended_at: string | null; duration_s: number | null }[]).find(
      (row) => row.ended_at === null,
    );
    expect(open?.duration_s).toBeNull();

    const guest = await history('read_only');
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data).toEqual([
      expect.objectContaining({ id: amberSession, duration_s: 90, bytes_out: 3_400, has_recording: true }),
    ]);
    const everyone = await history('super_admin');
    expect((everyone.json().data as { id: number }[]).map((row) => row.id)).toEqual(
      expect.arrayContaining([amberSession, harborSession]),
    );
  });

  it('filters by protocol, entry, user, device, start time and text', async () => {
    const ids = async (query: string) =>
      ((await history('super_admin', query)).json().data as { id: number }[]).map((row) => row.id);
    expect(await ids('&protocol=telnet&q=history')).toEqual([amberSession]);
    expect(await ids(`&device_id=${amber.id}`)).toEqual([amberSession]);
    expect(await ids('&q=198.51.100.2&search-fields=from_ip')).toEqual([harborSession]);
    const before = new Date(clock.now() - 5_000_000).toISOString();
    expect(await ids(`&started_before=${before}`)).toEqual([harborSession]);
    const after = new Date(clock.now() - 5_000_000).toISOString();
    expect(await ids(`&started_after=${after}&q=history`)).toEqual([amberSession]);
    const endUser = await userId('end_user@netfleet.test');
    const theirs = await ids(`&user_id=${endUser}`);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs).not.toContain(amberSession);
    expectFieldErrors(await history('super_admin', '&started_after=yesterday'), ['started_after']);
    expectFieldErrors(await history('super_admin', '&protocol=ftp'), ['protocol']);
  });

  it('needs view_device_remote_access', async () => {
    expect((await apiGet(server.app, '/api/remote/sessions')).statusCode).toBe(401);
  });

  it('GET /remote/sessions/{id}/recording: the asciicast in scope, 404 without one or outside the scope', async () => {
    const cast = await apiGet(server.app, `/api/remote/sessions/${amberSession}/recording`, as.read_only);
    expect(cast.statusCode, cast.body).toBe(200);
    expect(cast.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(cast.body.split('\n')[0]).toBe('{"version":2,"width":80,"height":24,"timestamp":1}');
    const outside = await apiGet(server.app, `/api/remote/sessions/${amberSession}/recording`, as.end_user);
    expect(outside.statusCode).toBe(404);
    const none = await apiGet(server.app, `/api/remote/sessions/${harborSession}/recording`, as.end_user);
    expect(none.statusCode).toBe(404);
    expect(none.json().errors[0].message).toBe('This session has no recording.');
    expect((await apiGet(server.app, '/api/remote/sessions/abc/recording', as.end_user)).statusCode).toBe(
      422,
    );
  });
});
