import { posix } from 'node:path';
import type { FileEntry, SFTPWrapper, Stats } from 'ssh2';
import { entryType } from './listFolder.js';
import { sftpCall } from './sftpCall.js';

/**
 * Deletes the entry at `path` on the peer: a file or a link (never followed: `lstat`), or a
 * folder with everything in it, depth first. SFTP has no recursive delete, so a folder costs
 * one `readdir` per folder and one call per entry.
 */
export async function removeEntry(sftp: SFTPWrapper, path: string): Promise<void> {
  const stats = await sftpCall<Stats>((done) => sftp.lstat(path, done));
  if (entryType(stats.mode) !== 'directory') {
    await sftpCall((done) => sftp.unlink(path, done));
    return;
  }
  const items = await sftpCall<FileEntry[]>((done) => sftp.readdir(path, done));
  for (const item of items) {
    if (item.filename === '.' || item.filename === '..') continue;
    await removeEntry(sftp, posix.join(path, item.filename));
  }
  await sftpCall((done) => sftp.rmdir(path, done));
}
