import ssh2, { type Attributes, type SFTPWrapper } from 'ssh2';
import { type DemoFileSystem, DemoFsError, type DemoNode, resolvePath } from './demoFileSystem.js';

// Native ESM sees only some of ssh2's CommonJS names; `utils` comes from the default export.
const { OPEN_MODE, STATUS_CODE } = ssh2.utils.sftp;

/** Where relative SFTP paths start: root's home, as on a router. */
const HOME = '/root';
/** Entries per READDIR answer. */
const DIR_PAGE = 64;

type Handle =
  | { kind: 'file'; path: string; append: boolean }
  | { kind: 'folder'; path: string; rest: [string, DemoNode][] };

/**
 * Answers an SFTP subsystem's requests from the device's file system in memory: open, read,
 * write (at offsets, so pipelined uploads work), stat, list, mkdir, remove, rmdir, rename,
 * realpath. Errors go back as SFTP statuses with the errno's words ("No such file or
 * directory", "No space left on device").
 */
export function serveDemoSftp(sftp: SFTPWrapper, fs: DemoFileSystem): void {
  const handles = new Map<number, Handle>();
  let nextHandle = 1;
  const openHandle = (handle: Handle) => {
    const id = nextHandle++;
    handles.set(id, handle);
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32BE(id);
    return buffer;
  };
  const handleOf = (buffer: Buffer) =>
    buffer.length === 4 ? handles.get(buffer.readUInt32BE(0)) : undefined;
  const abs = (path: string) => resolvePath(HOME, path || '.');

  /** Runs a request; a file system error becomes its SFTP status. */
  const answer = (reqId: number, action: () => void) => {
    try {
      action();
    } catch (error) {
      if (!(error instanceof DemoFsError)) throw error;
      sftp.status(
        reqId,
        error.code === 'ENOENT' ? STATUS_CODE.NO_SUCH_FILE : STATUS_CODE.FAILURE,
        error.message,
      );
    }
  };
  const badHandle = (reqId: number) => sftp.status(reqId, STATUS_CODE.FAILURE, 'Invalid handle');

  sftp.on('REALPATH', (reqId, path) =>
    answer(reqId, () => {
      const full = abs(path);
      sftp.name(reqId, [{ filename: full, longname: full, attrs: {} as Attributes }]);
    }),
  );
  const stat = (reqId: number, path: string) =>
    answer(reqId, () => {
      const node = fs.find(abs(path));
      if (!node) throw new DemoFsError('ENOENT');
      sftp.attrs(reqId, attributesOf(node));
    });
  sftp.on('STAT', stat);
  sftp.on('LSTAT', stat);
  sftp.on('OPEN', (reqId, filename, flags) =>
    answer(reqId, () => {
      const path = abs(filename);
      const node = fs.find(path);
      if (node?.kind === 'folder') throw new DemoFsError('EISDIR');
      if (node && flags & OPEN_MODE.EXCL && flags & OPEN_MODE.CREAT) throw new DemoFsError('EEXIST');
      if (!node) {
        if (!(flags & OPEN_MODE.CREAT)) throw new DemoFsError('ENOENT');
        fs.writeFile(path, Buffer.alloc(0));
      } else if (flags & OPEN_MODE.TRUNC) {
        fs.truncate(path, 0);
      }
      sftp.handle(reqId, openHandle({ kind: 'file', path, append: Boolean(flags & OPEN_MODE.APPEND) }));
    }),
  );
  sftp.on('READ', (reqId, buffer, offset, length) =>
    answer(reqId, () => {
      const handle = handleOf(buffer);
      if (handle?.kind !== 'file') return badHandle(reqId);
      const data = fs.readFile(handle.path);
      if (offset >= data.length) return sftp.status(reqId, STATUS_CODE.EOF);
      sftp.data(reqId, data.subarray(offset, offset + length));
    }),
  );
  sftp.on('WRITE', (reqId, buffer, offset, data) =>
    answer(reqId, () => {
      const handle = handleOf(buffer);
      if (handle?.kind !== 'file') return badHandle(reqId);
      const at = handle.append ? fs.readFile(handle.path).length : offset;
      fs.writeAt(handle.path, at, data);
      sftp.status(reqId, STATUS_CODE.OK);
    }),
  );
  sftp.on('FSTAT', (reqId, buffer) =>
    answer(reqId, () => {
      const handle = handleOf(buffer);
      const node = handle && fs.find(handle.path);
      if (!node) return badHandle(reqId);
      sftp.attrs(reqId, attributesOf(node));
    }),
  );
  const setStat = (reqId: number, path: string | undefined, attrs: Attributes) =>
    answer(reqId, () => {
      const node = path === undefined ? undefined : fs.find(path);
      if (!node || path === undefined) throw new DemoFsError('ENOENT');
      if (typeof attrs.size === 'number' && node.kind === 'file') fs.truncate(path, attrs.size);
      if (typeof attrs.mode === 'number') node.mode = attrs.mode & 0o7777;
      if (typeof attrs.mtime === 'number') node.mtime = attrs.mtime * 1000;
      sftp.status(reqId, STATUS_CODE.OK);
    });
  sftp.on('SETSTAT', (reqId, path, attrs) => setStat(reqId, abs(path), attrs));
  sftp.on('FSETSTAT', (reqId, buffer, attrs) => setStat(reqId, handleOf(buffer)?.path, attrs));
  sftp.on('CLOSE', (reqId, buffer) => {
    const id = buffer.length === 4 ? buffer.readUInt32BE(0) : 0;
    if (!handles.delete(id)) return badHandle(reqId);
    sftp.status(reqId, STATUS_CODE.OK);
  });
  sftp.on('OPENDIR', (reqId, path) =>
    answer(reqId, () => {
      const full = abs(path);
      // The listing as it is now; READDIR hands it out page by page.
      sftp.handle(reqId, openHandle({ kind: 'folder', path: full, rest: fs.list(full) }));
    }),
  );
  sftp.on('READDIR', (reqId, buffer) => {
    const handle = handleOf(buffer);
    if (handle?.kind !== 'folder') return badHandle(reqId);
    if (handle.rest.length === 0) return sftp.status(reqId, STATUS_CODE.EOF);
    // One answer with every entry could overflow a packet in a big folder: pages of 64.
    sftp.name(
      reqId,
      handle.rest.splice(0, DIR_PAGE).map(([name, node]) => nameOf(name, node)),
    );
  });
  sftp.on('MKDIR', (reqId, path) =>
    answer(reqId, () => {
      fs.mkdir(abs(path));
      sftp.status(reqId, STATUS_CODE.OK);
    }),
  );
  sftp.on('REMOVE', (reqId, path) =>
    answer(reqId, () => {
      fs.remove(abs(path));
      sftp.status(reqId, STATUS_CODE.OK);
    }),
  );
  sftp.on('RMDIR', (reqId, path) =>
    answer(reqId, () => {
      fs.remove(abs(path), { folder: true });
      sftp.status(reqId, STATUS_CODE.OK);
    }),
  );
  sftp.on('RENAME', (reqId, from, to) =>
    answer(reqId, () => {
      if (fs.find(abs(to))) throw new DemoFsError('EEXIST');
      fs.rename(abs(from), abs(to));
      sftp.status(reqId, STATUS_CODE.OK);
    }),
  );
  for (const unsupported of ['READLINK', 'SYMLINK', 'EXTENDED'] as const) {
    sftp.on(unsupported, (reqId: number) => sftp.status(reqId, STATUS_CODE.OP_UNSUPPORTED));
  }
}

function attributesOf(node: DemoNode): Attributes {
  const seconds = Math.floor(node.mtime / 1000);
  return {
    mode: (node.kind === 'folder' ? 0o040000 : 0o100000) | node.mode,
    uid: 0,
    gid: 0,
    size: node.kind === 'file' ? node.data.length : 4096,
    atime: seconds,
    mtime: seconds,
  };
}

function nameOf(name: string, node: DemoNode) {
  const attrs = attributesOf(node);
  const type = node.kind === 'folder' ? 'd' : '-';
  return { filename: name, longname: `${type}rw-r--r--    1 root     root     ${attrs.size} ${name}`, attrs };
}
