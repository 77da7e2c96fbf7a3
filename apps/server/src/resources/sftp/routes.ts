import multipart from '@fastify/multipart';
import {
  ERROR_CODES,
  IdParamsSchema,
  SFTP_MAX_FILE_BYTES,
  SftpMkdirSchema,
  SftpPathQuerySchema,
  SftpRenameSchema,
} from '@netfleet/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Stats } from 'ssh2';
import { ApiError } from '../../http/ApiError.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import type { SftpHandle } from '../../remote/RemoteBroker.js';
import type { ServerContext } from '../../serverContext.js';
import { contentDisposition } from './contentDisposition.js';
import { entryType, listFolder } from './listFolder.js';
import { createPipelinedReadStream } from './pipelinedRead.js';
import { childPath, receiveSftpUpload } from './receiveSftpUpload.js';
import { removeEntry } from './removeEntry.js';
import { sftpCall } from './sftpCall.js';
import { alreadyExists, isNoSuchFile, SFTP_STATUS, sftpStatusOf, toSftpApiError } from './sftpErrors.js';

const BASE = '/remote/sessions/:id/sftp';
const config = {
  permission: 'use_device_remote_access',
  refusal: 'You may not use remote access.',
} as const;
const pathQuery = { params: IdParamsSchema, querystring: SftpPathQuerySchema };

/** True when something exists at `path` on the peer (`lstat`: a dangling link counts). */
async function exists(session: SftpHandle, path: string): Promise<boolean> {
  return sftpCall<Stats>((done) => session.sftp.lstat(path, done)).then(
    () => true,
    (error: unknown) => {
      if (isNoSuchFile(error)) return false;
      throw error;
    },
  );
}

/** The folder of `path` (`/a/b/` → `/a`), without resolving `..`: that is the peer's job. */
function parentOf(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  const cut = trimmed.lastIndexOf('/');
  return cut <= 0 ? '/' : trimmed.slice(0, cut);
}

/**
 * The files of an open SFTP session (the files app: an sftp entry, or the files of an ssh
 * entry), all under `/remote/sessions/{id}/sftp`, all `use_device_remote_access`, and only
 * for the user who opened the session (anyone else's, or a closed one: 404 "No open SFTP
 * session"). Paths are the peer's: the server hands them to the device's SFTP server as they
 * are and never looks at its own disk; `..` resolves on the device. The peer's refusals
 * answer 404/403/409/502, never 500 (`sftpErrors.ts`).
 *
 * - `GET …/list?path=` → `{ data: { path (real), entries } }`, folders first, then by name.
 * - `GET …/file?path=` → the file streamed (content-length, attachment); a folder → 422.
 * - `POST …/upload?path=<folder>` multipart `file` → `{ data: { uploaded: [name] } }`.
 * - `POST …/mkdir` `{ path, name }` → 201; `POST …/rename` `{ path, name }` → 200
 *   (`{ data: { path } }`, 409 when the name is taken); `DELETE …/entry?path=` → 204 (a
 *   folder with all it holds; `/` refused).
 *
 * Bytes through the session are counted for its log (`count`), which also keeps it from idling.
 */
export async function sftpRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  await app.register(multipart, {
    // One byte more than the maximum is how multipart says "too large" (`truncated`).
    limits: { fileSize: SFTP_MAX_FILE_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
    // The file name as sent: busboy would otherwise cut `a/b.txt` to `b.txt`, hiding the `/`.
    preservePath: true,
  });
  const api = app.withTypeProvider<ValibotTypeProvider>();

  const sessionOf = (request: FastifyRequest, id: number): SftpHandle => {
    const session = context.remote.sftpSession(id, requireAuth(request).user.id);
    if (!session) throw ApiError.of(404, ERROR_CODES.NOT_FOUND, 'No open SFTP session', 'id');
    return session;
  };
  /** Runs an SFTP step, turning the peer's errors into the API's answers. */
  const onPeer = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toSftpApiError(error);
    }
  };

  api.get(`${BASE}/list`, { config, schema: pathQuery }, async (request) => {
    const session = sessionOf(request, request.params.id);
    const data = await onPeer(() => listFolder(session.sftp, request.query.path));
    session.count(0, data.entries.length * 96);
    return { data };
  });

  api.get(`${BASE}/file`, { config, schema: pathQuery }, async (request, reply) => {
    const session = sessionOf(request, request.params.id);
    const { sftp } = session;
    const path = request.query.path;
    const { stats, handle } = await onPeer(async () => {
      const stats = await sftpCall<Stats>((done) => sftp.stat(path, done));
      if (entryType(stats.mode) !== 'file') {
        throw ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, 'Only a file can be downloaded', 'path');
      }
      return { stats, handle: await sftpCall<Buffer>((done) => sftp.open(path, 'r', done)) };
    });
    const stream = createPipelinedReadStream(sftp, handle, {
      size: stats.size,
      onChunk: (bytes) => session.count(0, bytes),
    });
    const name = path.replace(/\/+$/, '').split('/').pop() || 'download';
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-length', String(stats.size))
      .header('content-disposition', contentDisposition(name))
      .send(stream);
  });

  api.post(`${BASE}/upload`, { config, schema: pathQuery }, async (request) => {
    const session = sessionOf(request, request.params.id);
    if (!request.isMultipart()) {
      throw ApiError.of(
        415,
        ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
        'Send the file as multipart/form-data.',
        'Content-Type',
      );
    }
    const uploaded = await onPeer(() => receiveSftpUpload(request, session, request.query.path));
    return { data: { uploaded } };
  });

  api.post(
    `${BASE}/mkdir`,
    { config, schema: { params: IdParamsSchema, body: SftpMkdirSchema } },
    async (request, reply) => {
      const session = sessionOf(request, request.params.id);
      const path = childPath(request.body.path, request.body.name);
      await onPeer(async () => {
        try {
          await sftpCall((done) => session.sftp.mkdir(path, done));
        } catch (error) {
          // SFTP v3 has no "exists" status: OpenSSH says FAILURE; look before calling it a conflict.
          if (sftpStatusOf(error) === SFTP_STATUS.FAILURE && (await exists(session, path))) {
            throw alreadyExists('name');
          }
          throw error;
        }
      });
      session.count(0, 0);
      return reply.code(201).send({ data: { path } });
    },
  );

  api.post(
    `${BASE}/rename`,
    { config, schema: { params: IdParamsSchema, body: SftpRenameSchema } },
    async (request) => {
      const session = sessionOf(request, request.params.id);
      const { path, name } = request.body;
      const target = childPath(parentOf(path), name);
      await onPeer(async () => {
        // A folder renamed onto an empty folder would replace it silently (rename(2)): refuse.
        if (await exists(session, target)) throw alreadyExists('name');
        await sftpCall((done) => session.sftp.rename(path, target, done));
      });
      session.count(0, 0);
      return { data: { path: target } };
    },
  );

  api.delete(`${BASE}/entry`, { config, schema: pathQuery }, async (request, reply) => {
    const session = sessionOf(request, request.params.id);
    await onPeer(async () => {
      const { path } = request.query;
      const stats = await sftpCall<Stats>((done) => session.sftp.lstat(path, done));
      // `/`, `/..`, `/tmp/../`: the peer says what the path is; a link to `/` is only a link.
      const real =
        entryType(stats.mode) === 'symlink'
          ? path
          : await sftpCall<string>((done) => session.sftp.realpath(path, done));
      if (real === '/') {
        throw ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, 'The root folder cannot be deleted', 'path');
      }
      await removeEntry(session.sftp, path);
    });
    session.count(0, 0);
    return reply.code(204).send();
  });
}
