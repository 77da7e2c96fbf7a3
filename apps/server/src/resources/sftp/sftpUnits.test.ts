import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/ApiError.js';
import { contentDisposition } from './contentDisposition.js';
import { compareEntries, entryType, permissionString, toSftpEntry } from './listFolder.js';
import { checkUploadName, childPath } from './receiveSftpUpload.js';
import { toSftpApiError } from './sftpErrors.js';

describe('SFTP listing fields', () => {
  it('names the type from the mode', () => {
    expect(entryType(0o040755)).toBe('directory');
    expect(entryType(0o100644)).toBe('file');
    expect(entryType(0o120777)).toBe('symlink');
    expect(entryType(0o020666)).toBe('other');
  });

  it('writes permissions as ls -l does, setuid, setgid and sticky included', () => {
    expect(permissionString(0o100755)).toBe('rwxr-xr-x');
    expect(permissionString(0o100640)).toBe('rw-r-----');
    expect(permissionString(0o104755)).toBe('rwsr-xr-x');
    expect(permissionString(0o102644)).toBe('rw-r-Sr--');
    expect(permissionString(0o041777)).toBe('rwxrwxrwt');
    expect(permissionString(0o041776)).toBe('rwxrwxrwT');
  });

  it('turns attributes into an entry with an ISO time', () => {
    expect(
      toSftpEntry('a', { mode: 0o100600, size: 12, mtime: 1_700_000_000, atime: 0, uid: 0, gid: 0 }),
    ).toEqual({
      name: 'a',
      type: 'file',
      size: 12,
      modified_at: '2023-11-14T22:13:20.000Z',
      permissions: 'rw-------',
    });
  });

  it('sorts folders first, then by name', () => {
    const entry = (name: string, type: 'file' | 'directory') =>
      ({ name, type, size: 0, modified_at: '', permissions: '' }) as const;
    const sorted = [
      entry('b', 'file'),
      entry('z', 'directory'),
      entry('a', 'file'),
      entry('c', 'directory'),
    ].sort(compareEntries);
    expect(sorted.map((item) => item.name)).toEqual(['c', 'z', 'a', 'b']);
  });
});

describe('SFTP errors', () => {
  const status = (code: number, message = 'peer says') => Object.assign(new Error(message), { code });

  it('says 404, 403 or 502 with the peer message, never 500', () => {
    expect((toSftpApiError(status(2)) as ApiError).status).toBe(404);
    expect((toSftpApiError(status(3)) as ApiError).status).toBe(403);
    const failure = toSftpApiError(status(4, 'Failure')) as ApiError;
    expect(failure.status).toBe(502);
    expect(failure.message).toBe("The device's SFTP server failed: Failure");
    expect((toSftpApiError(new Error('No response from server')) as ApiError).status).toBe(502);
  });

  it('passes an ApiError and a Fastify client error through', () => {
    const apiError = ApiError.of(409, 'CONFLICT', 'Already exists');
    expect(toSftpApiError(apiError)).toBe(apiError);
    const clientError = Object.assign(new Error('Multipart: Boundary not found'), { statusCode: 400 });
    expect(toSftpApiError(clientError)).toBe(clientError);
  });
});

describe('upload names and paths', () => {
  it('refuses forbidden symbols, . and .., and takes the rest', () => {
    expect(checkUploadName('a/b')?.message).toBe('File name contains forbidden symbols');
    expect(checkUploadName('a\\b')?.message).toBe('File name contains forbidden symbols');
    expect(checkUploadName('..')?.status).toBe(422);
    expect(checkUploadName('.')?.status).toBe(422);
    expect(checkUploadName('')?.status).toBe(422);
    expect(checkUploadName('report 2024 (v2).txt')?.message).toBe('File name contains forbidden symbols');
    expect(checkUploadName('report_2024-v2.tar.gz')).toBeUndefined();
    expect(checkUploadName('.hidden')).toBeUndefined();
  });

  it('joins without normalising', () => {
    expect(childPath('/tmp/', 'a')).toBe('/tmp/a');
    expect(childPath('/', 'a')).toBe('/a');
    expect(childPath('/x/../y', 'a')).toBe('/x/../y/a');
  });
});

describe('content-disposition', () => {
  it('gives filename* in UTF-8 and an ASCII fallback that cannot break the header', () => {
    expect(contentDisposition('plain.txt')).toBe(
      `attachment; filename="plain.txt"; filename*=UTF-8''plain.txt`,
    );
    expect(contentDisposition('ファイル.txt')).toBe(
      `attachment; filename="____.txt"; filename*=UTF-8''%E3%83%95%E3%82%A1%E3%82%A4%E3%83%AB.txt`,
    );
    expect(contentDisposition('a"b\r\nSet-Cookie: x')).not.toMatch(/[\r\n]/);
    expect(contentDisposition("it's (1)*.txt")).toContain(`filename*=UTF-8''it%27s%20%281%29%2A.txt`);
  });
});
