import { createHash } from 'node:crypto';
import { RemoteAccessKeyResponseSchema, RemoteAccessRowSchema } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import { utils } from 'ssh2';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrors } from '../../../test/support/forms.js';
import { apiGet, apiSend, type TestSession } from '../../../test/support/signIn.js';
import { signInEveryRole } from '../../../test/support/signInEveryRole.js';
import { startTestServer } from '../../../test/support/testServer.js';
import { devices, remoteAccess, remoteAccessKeys } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';
import { generateEd25519Key } from '../../remote/generateEd25519Key.js';

let server: NetfleetServer;
let company: Record<string, number> = {};
let as: Record<string, TestSession> = {};
let harbor: number;
let amber: number;

const PASSWORD = 'plain-secret-Pa55word';
const KEY = generateEd25519Key();
const ENCRYPTED_KEY = utils.generateKeyPairSync('ed25519', {
  passphrase: 'pw',
  cipher: 'aes256-cbc',
  rounds: 16,
}).private;

async function deviceOf(name: string): Promise<number> {
  const [row] = await server.db
    .select({ id: devices.id })
    .from(devices)
    .where(eq(devices.companyId, company[name] as number))
    .orderBy(devices.id)
    .limit(1);
  return row?.id as number;
}

beforeAll(async () => {
  server = await startTestServer();
  ({ company, as } = await signInEveryRole(server));
  harbor = await deviceOf('Harbor Logistics');
  amber = await deviceOf('Amber Energy');
});
afterAll(() => server?.close());

const send = (role: string, method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  apiSend(server.app, method, `/api${url}`, as[role] as TestSession, body);
const get = (role: string, url: string) => apiGet(server.app, `/api${url}`, as[role]);

const entry = (overrides: Record<string, unknown> = {}) => ({
  device_id: harbor,
  name: 'Gate shell',
  protocol: 'ssh',
  destination: '192.168.1.1',
  port: 22,
  username: 'root',
  ...overrides,
});

async function create(role: string, overrides: Record<string, unknown> = {}) {
  const response = await send(role, 'POST', '/devices/remote-access', entry(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return v.parse(RemoteAccessRowSchema, response.json().data);
}

async function stored(id: number) {
  const [row] = await server.db.select().from(remoteAccess).where(eq(remoteAccess.id, id));
  return row;
}

describe('POST /devices/remote-access', () => {
  it('stores the credentials sealed and answers the list row, never a secret', async () => {
    const response = await send('end_user', 'POST', '/devices/remote-access', {
      ...entry(),
      password: PASSWORD,
      private_key: KEY,
    });
    expect(response.statusCode, response.body).toBe(201);
    const row = v.parse(RemoteAccessRowSchema, response.json().data);
    expect(row).toMatchObject({
      name: 'Gate shell',
      protocol: 'ssh',
      device_id: harbor,
      company_id: company['Harbor Logistics'],
      company_name: 'Harbor Logistics',
      username: 'root',
      has_password: true,
      has_private_key: true,
      host_key_sha256: null,
      enabled: true,
    });
    expect(response.body).not.toContain(PASSWORD);
    expect(response.body).not.toContain('OPENSSH');
    expect(Object.keys(response.json().data).sort()).toEqual(
      Object.keys(RemoteAccessRowSchema.entries).sort(),
    );

    const db = await stored(row.id);
    expect(db?.secretCiphertext).toMatch(/^v1\./);
    expect(db?.secretCiphertext).not.toContain(PASSWORD);
    expect(db?.secretCiphertext).not.toContain(Buffer.from(PASSWORD).toString('base64url'));

    const again = await get('end_user', `/devices/remote-access/${row.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(response.json().data);
    const listed = await get('end_user', `/devices/remote-access?device_id=${harbor}&limit=100`);
    expect(listed.json().data).toContainEqual(response.json().data);
    expect(listed.body).not.toContain(PASSWORD);
  });

  it('takes a private key with a passphrase, refuses one that is not a key', async () => {
    const encrypted = await create('end_user', { private_key: ENCRYPTED_KEY });
    expect(encrypted.has_private_key).toBe(true);
    for (const privateKey of ['not a key', utils.generateKeyPairSync('ed25519').public]) {
      const response = await send('end_user', 'POST', '/devices/remote-access', {
        ...entry(),
        private_key: privateKey,
      });
      expectFieldErrors(response, ['private_key']);
      expect(response.json().errors[0].message).toBe('Private key is not a valid OpenSSH or PEM key');
    }
  });

  it('404 for a device outside the scope; guests may not create', async () => {
    const outside = await send('end_user', 'POST', '/devices/remote-access', entry({ device_id: amber }));
    expect(outside.statusCode).toBe(404);
    expect(outside.json().errors[0].source).toBe('device_id');
    const missing = await send(
      'super_admin',
      'POST',
      '/devices/remote-access',
      entry({ device_id: 999_999 }),
    );
    expect(missing.statusCode).toBe(404);
    for (const guest of ['read_only', 'readonly_admin']) {
      expect(
        (await send(guest, 'POST', '/devices/remote-access', entry({ device_id: amber }))).statusCode,
      ).toBe(403);
    }
    const made = await create('super_admin', { device_id: amber });
    expect(made.company_name).toBe('Amber Energy');
  });

  it('422 naming each malformed field', async () => {
    const response = await send('end_user', 'POST', '/devices/remote-access', {
      device_id: 'one',
      name: '',
      protocol: 'ftp',
      destination: 'not valid!',
      port: 70_000,
      enabled: 'yes',
      password: 42,
    });
    expectFieldErrors(response, [
      'device_id',
      'name',
      'protocol',
      'destination',
      'port',
      'enabled',
      'password',
    ]);
    expectFieldErrors(await send('end_user', 'POST', '/devices/remote-access', { ...entry(), port: 1.5 }), [
      'port',
    ]);
    expectFieldErrors(
      await send('end_user', 'POST', '/devices/remote-access', { ...entry(), password: 'x'.repeat(1025) }),
      ['password'],
    );
  });
});

describe('PUT /devices/remote-access/{id}', () => {
  it('keeps an absent secret, forgets a null or blank one, replaces one given', async () => {
    const row = await create('end_user', { password: PASSWORD, private_key: KEY });
    const url = `/devices/remote-access/${row.id}`;
    const renamed = await send('end_user', 'PUT', url, { name: 'Renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Renamed', has_password: true, has_private_key: true });

    const noPassword = await send('end_user', 'PUT', url, { password: null });
    expect(noPassword.json().data).toMatchObject({ has_password: false, has_private_key: true });
    const noKey = await send('end_user', 'PUT', url, { private_key: '   ' });
    expect(noKey.json().data).toMatchObject({ has_password: false, has_private_key: false });
    expect((await stored(row.id))?.secretCiphertext).toBeNull();

    const newPassword = await send('end_user', 'PUT', url, { password: 'another one ' });
    expect(newPassword.json().data).toMatchObject({ has_password: true, has_private_key: false });
    expect((await stored(row.id))?.secretCiphertext).not.toContain('another one');
    const badKey = await send('end_user', 'PUT', url, {
      private_key: '-----BEGIN OPENSSH PRIVATE KEY-----\nxx',
    });
    expectFieldErrors(badKey, ['private_key']);
    expect((await stored(row.id))?.hasPrivateKey).toBe(false);
  });

  it('forgets the host key when the peer changes, keeps it otherwise', async () => {
    const row = await create('end_user');
    const url = `/devices/remote-access/${row.id}`;
    const remember = () =>
      server.db.update(remoteAccess).set({ hostKeySha256: 'SHA256:abc' }).where(eq(remoteAccess.id, row.id));
    await remember();
    const kept = await send('end_user', 'PUT', url, { name: 'Still the same peer', username: '' });
    expect(kept.json().data).toMatchObject({ host_key_sha256: 'SHA256:abc', username: null });
    for (const change of [{ port: 2222 }, { destination: '10.0.0.2' }, { protocol: 'sftp' }]) {
      await remember();
      const response = await send('end_user', 'PUT', url, change);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.host_key_sha256).toBeNull();
    }
    await remember();
    const forgotten = await send('end_user', 'DELETE', `${url}/host-key`);
    expect(forgotten.statusCode, forgotten.body).toBe(200);
    expect(forgotten.json().data).toMatchObject({ id: row.id, host_key_sha256: null });
  });

  it('404 outside the scope, 403 for guests, 422 for a bad id or body', async () => {
    const theirs = await create('super_admin', { device_id: amber });
    const url = `/devices/remote-access/${theirs.id}`;
    expect((await send('end_user', 'PUT', url, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await send('end_user', 'DELETE', url)).statusCode).toBe(404);
    expect((await send('end_user', 'DELETE', `${url}/host-key`)).statusCode).toBe(404);
    expect((await get('end_user', url)).statusCode).toBe(404);
    // read_only belongs to Amber Energy: it sees the entry and changes nothing.
    expect((await get('read_only', url)).statusCode).toBe(200);
    expect((await send('read_only', 'PUT', url, { name: 'Guest' })).statusCode).toBe(403);
    expect((await send('read_only', 'DELETE', url)).statusCode).toBe(403);
    expect((await send('read_only', 'DELETE', `${url}/host-key`)).statusCode).toBe(403);
    expect((await stored(theirs.id))?.name).toBe(theirs.name);

    expectFieldErrors(await send('super_admin', 'PUT', '/devices/remote-access/abc', { name: 'x' }), ['id']);
    expectFieldErrors(await send('super_admin', 'PUT', url, { port: 0, name: '  ' }), ['port', 'name']);
    expect(
      (await send('super_admin', 'PUT', '/devices/remote-access/999999', { name: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /devices/remote-access/{id}', () => {
  it('removes the entry and its keys', async () => {
    const row = await create('end_user');
    const key = await send('end_user', 'POST', `/devices/remote-access/${row.id}/keys`, {
      purpose: 'connect',
    });
    expect(key.statusCode).toBe(201);
    const deleted = await send('end_user', 'DELETE', `/devices/remote-access/${row.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await get('end_user', `/devices/remote-access/${row.id}`)).statusCode).toBe(404);
    expect(
      await server.db.select().from(remoteAccessKeys).where(eq(remoteAccessKeys.accessId, row.id)),
    ).toEqual([]);
    expect((await send('end_user', 'DELETE', `/devices/remote-access/${row.id}`)).statusCode).toBe(404);
  });
});

describe('POST /devices/remote-access/{id}/keys', () => {
  it('mints a one-time key: 43 URL-safe characters, only its SHA-256 stored, the page of the protocol', async () => {
    const ssh = await create('end_user');
    const before = Date.now();
    const response = await send('end_user', 'POST', `/devices/remote-access/${ssh.id}/keys`, {
      purpose: 'connect',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { key, path, expires_at } = v.parse(RemoteAccessKeyResponseSchema, response.json()).data;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(path).toBe(`/rms-connect/ssh?key=${key}`);
    const ttl = Date.parse(expires_at) - before;
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(61_000);
    const rows = await server.db.select().from(remoteAccessKeys).where(eq(remoteAccessKeys.accessId, ssh.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(key);

    const vnc = await create('end_user', { protocol: 'vnc', port: 5900 });
    const share = await send('end_user', 'POST', `/devices/remote-access/${vnc.id}/keys`, {
      purpose: 'share',
    });
    expect(share.statusCode, share.body).toBe(201);
    expect(share.json().data.path).toMatch(/^\/rms-connect\/desktop\?key=[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(share.json().data.expires_at) - before).toBeGreaterThan(3_500_000);
  });

  it('refuses guests (either purpose), http entries, disabled entries and entries outside the scope', async () => {
    const ssh = await create('super_admin', { device_id: amber });
    for (const purpose of ['connect', 'share']) {
      const refused = await send('read_only', 'POST', `/devices/remote-access/${ssh.id}/keys`, { purpose });
      expect(refused.statusCode, refused.body).toBe(403);
    }
    expect((await send('end_user', 'POST', `/devices/remote-access/${ssh.id}/keys`, {})).statusCode).toBe(
      404,
    );

    const web = await create('end_user', { protocol: 'https', port: 443 });
    const http = await send('end_user', 'POST', `/devices/remote-access/${web.id}/keys`, {
      purpose: 'connect',
    });
    expect(http.statusCode).toBe(422);
    expect(http.json().errors[0].message).toBe('This entry opens in the browser, not in a connect app');

    const off = await create('end_user', { enabled: false });
    const disabled = await send('end_user', 'POST', `/devices/remote-access/${off.id}/keys`, {
      purpose: 'connect',
    });
    expect(disabled.statusCode).toBe(422);
    expectFieldErrors(
      await send('end_user', 'POST', `/devices/remote-access/${off.id}/keys`, { purpose: 'steal' }),
      ['purpose'],
    );
    expect(
      await server.db.select().from(remoteAccessKeys).where(eq(remoteAccessKeys.accessId, off.id)),
    ).toEqual([]);
  });
});
