import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORBIDDEN_FILE_NAME_MESSAGE, SFTP_MAX_FILE_BYTES, type SftpListResponse } from '@netfleet/contracts';
import { type SshdPeer, startSshd } from '@netfleet/test-peers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiSend, signIn, type TestSession, unsafeHeaders } from '../../../test/support/signIn.js';
import { startTestServer } from '../../../test/support/testServer.js';
import type { NetfleetServer } from '../../index.js';
import { endedRow } from '../../remote/bridgeTestSupport.js';
import { createSftpEntry, openTestFilesSession, type TestFilesSession } from './openTestFilesSession.js';

// The whole path of the files app: a signed-in user opens a files session of an SFTP entry
// (POST /api/remote/sessions, the bridge WebSocket), then lists, uploads, downloads, renames
// and deletes through /api/remote/sessions/{id}/sftp/* on a real OpenSSH.

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const BOUNDARY = '----netfleet-sftp-session-test';

function multipart(name: string, data: Buffer): Buffer {
  const encoded = [...Buffer.from(name, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename*=utf-8''${encoded}\r\n` +
        'content-type: application/octet-stream\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

describe('SFTP of an open files session, through the server', () => {
  let server: NetfleetServer;
  let sshd: SshdPeer;
  let owner: TestSession;
  let files: TestFilesSession;

  beforeAll(async () => {
    [server, sshd] = await Promise.all([startTestServer(), startSshd()]);
    owner = await signIn(server.app, 'admin@netfleet.test');
    const accessId = await createSftpEntry(server, owner, sshd);
    files = await openTestFilesSession(server, owner, accessId);
  });
  afterAll(async () => {
    await files?.bridge.hangUp();
    await server?.close();
    await sshd?.stop();
  });

  const url = (call: string, path?: string) =>
    `/api/remote/sessions/${files.sessionId}/sftp/${call}${path === undefined ? '' : `?${new URLSearchParams({ path })}`}`;
  const upload = (as: TestSession, folder: string, name: string, data: Buffer) =>
    server.app.inject({
      method: 'POST',
      url: url('upload', folder),
      cookies: { nf_session: as.access },
      headers: { ...unsafeHeaders(as), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart(name, data),
    });

  it('lists the peer folder, folders first', async () => {
    mkdirSync(join(sshd.home, 'listed', 'sub'), { recursive: true });
    writeFileSync(join(sshd.home, 'listed', 'a.txt'), 'abc');
    const response = await apiGet(server.app, url('list', join(sshd.home, 'listed')), owner);
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as SftpListResponse;
    expect(data.entries.map((entry) => [entry.name, entry.type, entry.size])).toEqual([
      ['sub', 'directory', expect.any(Number)],
      ['a.txt', 'file', 3],
    ]);
  });

  it('uploads 5 MB and downloads the same bytes', async () => {
    const data = randomBytes(5 * 1024 * 1024);
    const up = await upload(owner, sshd.home, 'five.bin', data);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ data: { uploaded: ['five.bin'] } });
    expect(sha256(readFileSync(join(sshd.home, 'five.bin')))).toBe(sha256(data));
    const down = await apiGet(server.app, url('file', join(sshd.home, 'five.bin')), owner);
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-length']).toBe(String(data.length));
    expect(down.headers['content-disposition']).toContain(`filename*=UTF-8''five.bin`);
    expect(sha256(down.rawPayload)).toBe(sha256(data));
  });

  it('refuses a forbidden file name with the spec text', async () => {
    const response = await upload(owner, sshd.home, 'bad|name.txt', Buffer.from('x'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toEqual({
      code: 'VALIDATION_FAILED',
      message: FORBIDDEN_FILE_NAME_MESSAGE,
      source: 'file',
    });
    expect(existsSync(join(sshd.home, 'bad|name.txt'))).toBe(false);
  });

  it('refuses a file over 80 MB and leaves nothing behind', async () => {
    const folder = join(sshd.home, 'too-large');
    mkdirSync(folder);
    const response = await upload(owner, folder, 'big.bin', Buffer.alloc(SFTP_MAX_FILE_BYTES + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].message).toBe('Maximum file size is 80MB');
    expect(readdirSync(folder)).toEqual([]);
  }, 60_000);

  it('makes a folder (409 the second time), renames it and deletes it with its content', async () => {
    const body = { path: sshd.home, name: 'made' };
    expect((await apiSend(server.app, 'POST', url('mkdir'), owner, body)).statusCode).toBe(201);
    const again = await apiSend(server.app, 'POST', url('mkdir'), owner, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe('Already exists');

    const renamed = await apiSend(server.app, 'POST', url('rename'), owner, {
      path: join(sshd.home, 'made'),
      name: 'kept',
    });
    expect(renamed.statusCode).toBe(200);
    mkdirSync(join(sshd.home, 'kept', 'deep', 'er'), { recursive: true });
    writeFileSync(join(sshd.home, 'kept', 'deep', 'er', 'f.txt'), 'x');

    const deleted = await apiSend(server.app, 'DELETE', url('entry', join(sshd.home, 'kept')), owner);
    expect(deleted.statusCode).toBe(204);
    expect(existsSync(join(sshd.home, 'kept'))).toBe(false);
    expect((await apiSend(server.app, 'DELETE', url('entry', '/'), owner)).statusCode).toBe(422);
  });

  it('answers 404 to another user with the permission, 403 to a guest', async () => {
    const other = await signIn(server.app, 'super_admin@netfleet.test');
    const response = await apiGet(server.app, url('list', '/'), other);
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].message).toBe('No open SFTP session');
    const refused = await upload(other, sshd.home, 'theirs.txt', Buffer.from('x'));
    expect(refused.statusCode).toBe(404);
    expect(existsSync(join(sshd.home, 'theirs.txt'))).toBe(false);
    const guest = await signIn(server.app, 'read_only@netfleet.test');
    expect((await apiGet(server.app, url('list', '/'), guest)).statusCode).toBe(403);
  });

  it('takes traversal strings as paths on the peer, resolved by the peer', async () => {
    // `..` is the peer's to resolve: the list says where the peer put us.
    const listed = await apiGet(server.app, url('list', `${sshd.home}/listed/sub/../../..`), owner);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as SftpListResponse).data.path).toBe(join(sshd.home, '..'));
    // A name never climbs out of its folder.
    for (const name of ['../escape.txt', '..\\escape.txt', '..']) {
      expect((await upload(owner, join(sshd.home, 'listed'), name, Buffer.from('x'))).statusCode).toBe(422);
    }
    expect(existsSync(join(sshd.home, 'escape.txt'))).toBe(false);
    const badRename = await apiSend(server.app, 'POST', url('rename'), owner, {
      path: join(sshd.home, 'listed', 'a.txt'),
      name: '../../a.txt',
    });
    expect(badRename.statusCode).toBe(422);
    // A path is absolute on the peer; a relative one or one with NUL is refused before the peer.
    expect((await apiGet(server.app, url('list', 'etc'), owner)).statusCode).toBe(422);
    expect((await apiGet(server.app, `${url('list')}?path=/tmp%00/x`, owner)).statusCode).toBe(422);
  });

  it('counts the bytes for the session log; a closed session answers 404', async () => {
    await files.bridge.hangUp();
    const row = await endedRow(server, files.sessionId);
    expect(row.endReason).toBe('closed');
    expect(row.bytesIn).toBeGreaterThanOrEqual(5 * 1024 * 1024);
    expect(row.bytesOut).toBeGreaterThanOrEqual(5 * 1024 * 1024);
    const gone = await apiGet(server.app, url('list', '/'), owner);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errors[0].message).toBe('No open SFTP session');
  });
});
