import type { SftpEntry } from '@netfleet/contracts';
import type { Attributes, FileEntry, SFTPWrapper } from 'ssh2';
import { sftpCall } from './sftpCall.js';

/** The file type bits of a POSIX mode (`S_IFMT`) and the ones the listing names. */
const S_IFMT = 0o170000;
const S_IFDIR = 0o040000;
const S_IFREG = 0o100000;
const S_IFLNK = 0o120000;

/** `directory`, `file`, `symlink` or `other` (a device, a socket, a FIFO) from a mode. */
export function entryType(mode: number): SftpEntry['type'] {
  switch (mode & S_IFMT) {
    case S_IFDIR:
      return 'directory';
    case S_IFREG:
      return 'file';
    case S_IFLNK:
      return 'symlink';
    default:
      return 'other';
  }
}

/** `rwxr-xr-x` from a mode (setuid, setgid and sticky shown as `ls -l` does: s/S, t/T). */
export function permissionString(mode: number): string {
  const bit = (mask: number, char: string) => (mode & mask ? char : '-');
  const special = (execute: boolean, set: boolean, lower: string) =>
    set ? (execute ? lower : lower.toUpperCase()) : execute ? 'x' : '-';
  return [
    bit(0o400, 'r'),
    bit(0o200, 'w'),
    special((mode & 0o100) !== 0, (mode & 0o4000) !== 0, 's'),
    bit(0o040, 'r'),
    bit(0o020, 'w'),
    special((mode & 0o010) !== 0, (mode & 0o2000) !== 0, 's'),
    bit(0o004, 'r'),
    bit(0o002, 'w'),
    special((mode & 0o001) !== 0, (mode & 0o1000) !== 0, 't'),
  ].join('');
}

/** One listing entry from a `readdir` item. */
export function toSftpEntry(name: string, attrs: Attributes): SftpEntry {
  return {
    name,
    type: entryType(attrs.mode),
    size: attrs.size,
    modified_at: new Date(attrs.mtime * 1000).toISOString(),
    permissions: permissionString(attrs.mode),
  };
}

/** Folders first, then by name (code point order: the same on every server and locale). */
export function compareEntries(a: SftpEntry, b: SftpEntry): number {
  const folder = Number(b.type === 'directory') - Number(a.type === 'directory');
  if (folder !== 0) return folder;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/**
 * The folder at `path` on the peer: its real path (the peer resolves `.`, `..` and links; the
 * server never looks at its own disk) and its entries without `.` and `..`, sorted.
 */
export async function listFolder(
  sftp: SFTPWrapper,
  path: string,
): Promise<{ path: string; entries: SftpEntry[] }> {
  const real = await sftpCall<string>((done) => sftp.realpath(path, done));
  const items = await sftpCall<FileEntry[]>((done) => sftp.readdir(real, done));
  const entries = items
    .filter((item) => item.filename !== '.' && item.filename !== '..')
    .map((item) => toSftpEntry(item.filename, item.attrs))
    .sort(compareEntries);
  return { path: real, entries };
}
