import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORBIDDEN_FILE_NAME_MESSAGE, SFTP_MAX_FILE_BYTES, type SftpListResponse } from '@netfleet/contracts';
import { type SshdPeer, startSshd } from '@netfleet/test-peers';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Client } from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import { apiErrorHandler } from '../../http/apiErrorHandler.js';
import { valibotValidatorCompiler } from '../../http/valibotValidatorCompiler.js';
import type { SftpHandle } from '../../remote/RemoteBroker.js';
import type { ServerContext } from '../../serverContext.js';
import { openTestSftp } from './openTestSftp.js';
import { sftpRoutes } from './routes.js';

// The SFTP routes' own behaviour against a real OpenSSH, with the session handed over the
// way the broker hands it (`sftpSession(id, userId)`), before the broker and the bridge
// exist. The whole path (sign-in, a session opened over the bridge, the API scope) is
// `test/sftp.test.ts`'s.

const OWNER = 7;
const SESSION = 41;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const BOUNDARY = '----netfleet-sftp-test';

/** A multipart body of one file part `file` (the name sent as RFC 5987 `filename*`, exactly). */
function multipart(name: string, data: Buffer, field = 'file'): Buffer {
  const encoded = [...Buffer.from(name, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${field}"; filename*=utf-8''${encoded}\r\n` +
        'content-type: application/octet-stream\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

describe('SFTP routes against OpenSSH', () => {
  let sshd: SshdPeer;
  let client: Client;
  let app: FastifyInstance;
  const counted = { in: 0, out: 0 };

  beforeAll(async () => {
    sshd = await startSshd();
    const opened = await openTestSftp(sshd);
    client = opened.client;
    const handle: SftpHandle = {
      sftp: opened.sftp,
      count: (bytesIn, bytesOut) => {
        counted.in += bytesIn;
        counted.out += bytesOut;
      },
    };
    const remote = {
      sftpSession: (id: number, userId: number) => (id === SESSION && userId === OWNER ? handle : null),
    };
    app = Fastify({ bodyLimit: 1024 * 1024 });
    app.setValidatorCompiler(valibotValidatorCompiler);
    app.setErrorHandler(apiErrorHandler);
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      request.auth = { user: { id: Number(request.headers['x-user'] ?? OWNER) } } as AuthContext;
    });
    // The API scope has an async onSend hook: a download stream must not flow before it runs.
    app.addHook('onSend', async (_request, _reply, payload) => payload);
    await app.register(sftpRoutes, { remote } as unknown as ServerContext);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    client?.end();
    await sshd?.stop();
  });

  const url = (call: string, path?: string, session = SESSION) =>
    `/remote/sessions/${session}/sftp/${call}${path === undefined ? '' : `?${new URLSearchParams({ path })}`}`;
  const upload = (folder: string, name: string, data: Buffer) =>
    app.inject({
      method: 'POST',
      url: url('upload', folder),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart(name, data),
    });

  it('lists a folder: folders first, then by name, with type, size, time and permissions', async () => {
    const dir = join(sshd.home, 'list');
    mkdirSync(join(dir, 'zeta'), { recursive: true });
    mkdirSync(join(dir, 'Alpha'));
    writeFileSync(join(dir, 'b.txt'), 'hello');
    writeFileSync(join(dir, 'a.txt'), '');
    symlinkSync('b.txt', join(dir, 'link'));
    const response = await app.inject({ url: url('list', `${dir}/zeta/..`) });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as SftpListResponse;
    expect(data.path).toBe(dir);
    expect(data.entries.map((entry) => [entry.name, entry.type])).toEqual([
      ['Alpha', 'directory'],
      ['zeta', 'directory'],
      ['a.txt', 'file'],
      ['b.txt', 'file'],
      ['link', 'symlink'],
    ]);
    const file = data.entries.find((entry) => entry.name === 'b.txt');
    expect(file?.size).toBe(5);
    expect(file?.permissions).toMatch(/^[r-][w-][xsS-][r-][w-][xsS-][r-][w-][xtT-]$/);
    expect(Math.abs(Date.parse(file?.modified_at ?? '') - Date.now())).toBeLessThan(120_000);
  });

  it("answers 404 for another user's session and for a session that is not open", async () => {
    for (const response of [
      await app.inject({ url: url('list', '/'), headers: { 'x-user': '8' } }),
      await app.inject({ url: url('list', '/', 999) }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].message).toBe('No open SFTP session');
    }
  });

  it('uploads 5 MB and downloads it byte for byte, counting the bytes', async () => {
    const data = randomBytes(5 * 1024 * 1024 + 3);
    const before = { ...counted };
    const up = await upload(sshd.home, 'five é.bin', data);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ data: { uploaded: ['five é.bin'] } });
    expect(sha256(readFileSync(join(sshd.home, 'five é.bin')))).toBe(sha256(data));
    expect(counted.in - before.in).toBe(data.length);

    const down = await app.inject({ url: url('file', join(sshd.home, 'five é.bin')) });
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-length']).toBe(String(data.length));
    expect(down.headers['content-disposition']).toBe(
      `attachment; filename="five _.bin"; filename*=UTF-8''five%20%C3%A9.bin`,
    );
    expect(sha256(down.rawPayload)).toBe(sha256(data));
    expect(counted.out - before.out).toBe(data.length);
  });

  it('replaces a file of the same name and leaves no part file', async () => {
    writeFileSync(join(sshd.home, 'again.txt'), 'old');
    const response = await upload(sshd.home, 'again.txt', Buffer.from('new'));
    expect(response.statusCode).toBe(200);
    expect(readFileSync(join(sshd.home, 'again.txt'), 'utf8')).toBe('new');
    expect(readdirSync(sshd.home).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('refuses a forbidden name with the spec text and writes nothing', async () => {
    for (const name of ['a/b.txt', '../escape.txt', 'semi;colon', '..']) {
      const response = await upload(sshd.home, name, Buffer.from('x'));
      expect(response.statusCode, name).toBe(422);
      expect(response.json().errors[0].source).toBe('file');
      if (name !== '..') expect(response.json().errors[0].message).toBe(FORBIDDEN_FILE_NAME_MESSAGE);
    }
    expect(existsSync(join(sshd.home, '..', 'escape.txt'))).toBe(false);
    expect(existsSync(join(sshd.home, 'semi;colon'))).toBe(false);
  });

  it('refuses a file over 80 MB with 413 and leaves nothing behind', async () => {
    const folder = join(sshd.home, 'big');
    mkdirSync(folder);
    const response = await upload(folder, 'big.bin', Buffer.alloc(SFTP_MAX_FILE_BYTES + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0]).toMatchObject({ message: 'Maximum file size is 80MB', source: 'file' });
    expect(readdirSync(folder)).toEqual([]);
  }, 60_000);

  it('uploads a file of exactly 80 MB', async () => {
    const folder = join(sshd.home, 'max');
    mkdirSync(folder);
    const response = await upload(folder, 'max.bin', Buffer.alloc(SFTP_MAX_FILE_BYTES, 1));
    expect(response.statusCode).toBe(200);
    expect(readdirSync(folder)).toEqual(['max.bin']);
  }, 60_000);

  it('makes a folder, 409 when it exists, renames, 409 onto a taken name', async () => {
    const made = await app.inject({
      method: 'POST',
      url: url('mkdir'),
      payload: { path: sshd.home, name: 'made' },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual({ data: { path: `${sshd.home}/made` } });
    const again = await app.inject({
      method: 'POST',
      url: url('mkdir'),
      payload: { path: sshd.home, name: 'made' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe('Already exists');

    const renamed = await app.inject({
      method: 'POST',
      url: url('rename'),
      payload: { path: `${sshd.home}/made`, name: 'renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(existsSync(join(sshd.home, 'renamed'))).toBe(true);
    mkdirSync(join(sshd.home, 'taken'));
    const onto = await app.inject({
      method: 'POST',
      url: url('rename'),
      payload: { path: `${sshd.home}/renamed`, name: 'taken' },
    });
    expect(onto.statusCode).toBe(409);
    expect(existsSync(join(sshd.home, 'renamed'))).toBe(true);
  });

  it('deletes a folder with everything in it, and refuses /', async () => {
    const dir = join(sshd.home, 'tree');
    mkdirSync(join(dir, 'a', 'b'), { recursive: true });
    writeFileSync(join(dir, 'a', 'b', 'f.txt'), 'x');
    writeFileSync(join(dir, 'g.txt'), 'y');
    const response = await app.inject({ method: 'DELETE', url: url('entry', dir) });
    expect(response.statusCode).toBe(204);
    expect(existsSync(dir)).toBe(false);
    for (const root of ['/', `${sshd.home}/${'../'.repeat(40)}`]) {
      const refused = await app.inject({ method: 'DELETE', url: url('entry', root) });
      expect(refused.statusCode, root).toBe(422);
    }
  });

  it("answers the peer's refusals as 404, 422 and 403, never 500", async () => {
    const missing = await app.inject({ url: url('list', `${sshd.home}/nothing-here`) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toBe('No such file or folder');
    const folder = await app.inject({ url: url('file', sshd.home) });
    expect(folder.statusCode).toBe(422);
    const noFolder = await upload(`${sshd.home}/nothing-here`, 'x.txt', Buffer.from('x'));
    expect(noFolder.statusCode).toBe(404);
    // Root ignores file modes; sysfs refuses a new file to anyone (EACCES).
    const denied = await upload('/sys/kernel', 'x.txt', Buffer.from('x'));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().errors[0].message).toBe('Permission denied');
    const badPath = await app.inject({ url: url('list', 'relative') });
    expect(badPath.statusCode).toBe(422);
  });
});
