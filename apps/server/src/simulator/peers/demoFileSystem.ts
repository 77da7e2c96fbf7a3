import { posix } from 'node:path';

/** A file of the demo file system. */
export interface DemoFile {
  kind: 'file';
  data: Buffer;
  mode: number;
  /** Last change, in ms. */
  mtime: number;
}

/** A folder of the demo file system. */
export interface DemoFolder {
  kind: 'folder';
  entries: Map<string, DemoNode>;
  mode: number;
  mtime: number;
}

export type DemoNode = DemoFile | DemoFolder;

/** What went wrong, in the errno words SFTP and the shell both translate. */
export type DemoFsErrorCode = 'ENOENT' | 'ENOTDIR' | 'EISDIR' | 'EEXIST' | 'ENOTEMPTY' | 'ENOSPC' | 'EINVAL';

const MESSAGES: Record<DemoFsErrorCode, string> = {
  ENOENT: 'No such file or directory',
  ENOTDIR: 'Not a directory',
  EISDIR: 'Is a directory',
  EEXIST: 'File exists',
  ENOTEMPTY: 'Directory not empty',
  ENOSPC: 'No space left on device',
  EINVAL: 'Invalid argument',
};

/** A failed file system call; `message` is the text a shell prints after the path. */
export class DemoFsError extends Error {
  constructor(readonly code: DemoFsErrorCode) {
    super(MESSAGES[code]);
    this.name = 'DemoFsError';
  }
}

/**
 * Bytes every demo device's files may add together, so an upload cannot exhaust the
 * simulator's memory. Shared by all the devices' file systems.
 */
export interface DemoStorageBudget {
  readonly capBytes: number;
  usedBytes: number;
}

/** 256 MB over all demo devices. */
export const DEMO_STORAGE_CAP_BYTES = 256 * 1024 * 1024;

export function createStorageBudget(capBytes = DEMO_STORAGE_CAP_BYTES): DemoStorageBudget {
  return { capBytes, usedBytes: 0 };
}

/** A device's file system in memory: the shell and SFTP both work on it. */
export interface DemoFileSystem {
  /** The node at an absolute path, or undefined. */
  find(path: string): DemoNode | undefined;
  /** A folder's entries, sorted by name; throws ENOENT/ENOTDIR. */
  list(path: string): [string, DemoNode][];
  readFile(path: string): Buffer;
  /** Creates or replaces a file (its folder must exist). */
  writeFile(path: string, data: Buffer | string, mode?: number): void;
  /** Writes bytes at an offset of an existing file, growing it (SFTP WRITE). */
  writeAt(path: string, offset: number, data: Buffer): void;
  /** Cuts or zero-extends a file to `size` bytes. */
  truncate(path: string, size: number): void;
  mkdir(path: string, mode?: number): void;
  /** Removes a file, or a folder with `recursive` (else only an empty one). */
  remove(path: string, options?: { recursive?: boolean; folder?: boolean }): void;
  rename(from: string, to: string): void;
}

/** `cwd`-relative or absolute `path` (with `~` for /root) → a normalised absolute path. */
export function resolvePath(cwd: string, path: string): string {
  const expanded = path === '~' ? '/root' : path.startsWith('~/') ? `/root/${path.slice(2)}` : path;
  return posix.resolve(cwd, expanded);
}

/**
 * A file system in memory seeded with `files` (absolute path → content; folders on the way
 * are made). Written bytes count against `budget`; a write past it fails with ENOSPC.
 */
export function createDemoFileSystem(
  files: Record<string, string>,
  budget: DemoStorageBudget = createStorageBudget(),
  now: () => number = Date.now,
): DemoFileSystem {
  const root: DemoFolder = { kind: 'folder', entries: new Map(), mode: 0o755, mtime: now() };

  const parts = (path: string) => posix.normalize(path).split('/').filter(Boolean);

  const find = (path: string): DemoNode | undefined => {
    let node: DemoNode = root;
    for (const part of parts(path)) {
      if (node.kind !== 'folder') return undefined;
      const next: DemoNode | undefined = node.entries.get(part);
      if (!next) return undefined;
      node = next;
    }
    return node;
  };

  /** The folder that holds `path`, and the name in it. */
  const parentOf = (path: string): [DemoFolder, string] => {
    const names = parts(path);
    const name = names.pop();
    if (name === undefined) throw new DemoFsError('EINVAL');
    const parent = find(`/${names.join('/')}`);
    if (!parent) throw new DemoFsError('ENOENT');
    if (parent.kind !== 'folder') throw new DemoFsError('ENOTDIR');
    return [parent, name];
  };

  const fileAt = (path: string): DemoFile => {
    const node = find(path);
    if (!node) throw new DemoFsError('ENOENT');
    if (node.kind !== 'file') throw new DemoFsError('EISDIR');
    return node;
  };

  /** Books `delta` bytes (negative frees) or throws ENOSPC. */
  const book = (delta: number) => {
    if (delta > 0 && budget.usedBytes + delta > budget.capBytes) throw new DemoFsError('ENOSPC');
    budget.usedBytes = Math.max(0, budget.usedBytes + delta);
  };

  const sizeOf = (node: DemoNode): number =>
    node.kind === 'file'
      ? node.data.length
      : [...node.entries.values()].reduce((sum, n) => sum + sizeOf(n), 0);

  const fs: DemoFileSystem = {
    find,
    list(path) {
      const node = find(path);
      if (!node) throw new DemoFsError('ENOENT');
      if (node.kind !== 'folder') throw new DemoFsError('ENOTDIR');
      return [...node.entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    },
    readFile: (path) => fileAt(path).data,
    writeFile(path, data, mode = 0o644) {
      const bytes = typeof data === 'string' ? Buffer.from(data) : data;
      const [parent, name] = parentOf(path);
      const existing = parent.entries.get(name);
      if (existing?.kind === 'folder') throw new DemoFsError('EISDIR');
      book(bytes.length - (existing?.data.length ?? 0));
      parent.entries.set(name, { kind: 'file', data: bytes, mode: existing?.mode ?? mode, mtime: now() });
      parent.mtime = now();
    },
    writeAt(path, offset, data) {
      const file = fileAt(path);
      const end = offset + data.length;
      if (end > file.data.length) {
        book(end - file.data.length);
        const grown = Buffer.alloc(end);
        file.data.copy(grown);
        file.data = grown;
      }
      data.copy(file.data, offset);
      file.mtime = now();
    },
    truncate(path, size) {
      const file = fileAt(path);
      book(size - file.data.length);
      const resized = Buffer.alloc(size);
      file.data.copy(resized, 0, 0, Math.min(size, file.data.length));
      file.data = resized;
      file.mtime = now();
    },
    mkdir(path, mode = 0o755) {
      const [parent, name] = parentOf(path);
      if (parent.entries.has(name)) throw new DemoFsError('EEXIST');
      parent.entries.set(name, { kind: 'folder', entries: new Map(), mode, mtime: now() });
      parent.mtime = now();
    },
    remove(path, options = {}) {
      const [parent, name] = parentOf(path);
      const node = parent.entries.get(name);
      if (!node) throw new DemoFsError('ENOENT');
      if (options.folder && node.kind !== 'folder') throw new DemoFsError('ENOTDIR');
      if (!options.folder && !options.recursive && node.kind === 'folder') throw new DemoFsError('EISDIR');
      if (node.kind === 'folder' && !options.recursive && node.entries.size > 0) {
        throw new DemoFsError('ENOTEMPTY');
      }
      book(-sizeOf(node));
      parent.entries.delete(name);
      parent.mtime = now();
    },
    rename(from, to) {
      const [fromParent, fromName] = parentOf(from);
      const node = fromParent.entries.get(fromName);
      if (!node) throw new DemoFsError('ENOENT');
      const target = posix.normalize(to);
      if (target === posix.normalize(from)) return;
      if (node.kind === 'folder' && target.startsWith(`${posix.normalize(from)}/`))
        throw new DemoFsError('EINVAL');
      const [toParent, toName] = parentOf(target);
      const replaced = toParent.entries.get(toName);
      if (replaced?.kind === 'folder' && (node.kind !== 'folder' || replaced.entries.size > 0)) {
        throw new DemoFsError(node.kind === 'folder' ? 'ENOTEMPTY' : 'EISDIR');
      }
      if (replaced) book(-sizeOf(replaced));
      fromParent.entries.delete(fromName);
      toParent.entries.set(toName, node);
      fromParent.mtime = toParent.mtime = now();
    },
  };

  for (const [path, content] of Object.entries(files)) {
    let folder = '';
    for (const name of parts(path).slice(0, -1)) {
      folder += `/${name}`;
      if (!find(folder)) fs.mkdir(folder);
    }
    // The seeded files are the device's own, not uploads: they do not count against the budget.
    const [parent, name] = parentOf(path);
    parent.entries.set(name, { kind: 'file', data: Buffer.from(content), mode: 0o644, mtime: now() });
  }
  return fs;
}
