import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ERROR_CODES, FileNameSchema, SFTP_MAX_FILE_BYTES } from '@netfleet/contracts';
import type { FastifyRequest } from 'fastify';
import type { SFTPWrapper, Stats } from 'ssh2';
import * as v from 'valibot';
import { ApiError } from '../../http/ApiError.js';
import type { SftpHandle } from '../../remote/RemoteBroker.js';
import { entryType } from './listFolder.js';
import { createPipelinedWriteStream } from './pipelinedWrite.js';
import { sftpCall } from './sftpCall.js';
import { alreadyExists, isNoSuchFile } from './sftpErrors.js';

/** The spec's text for a file over {@link SFTP_MAX_FILE_BYTES}. */
export const SFTP_TOO_LARGE_MESSAGE = 'Maximum file size is 80MB';

/** `folder/name` without normalising: `..` in a folder path is the peer's to resolve. */
export function childPath(folder: string, name: string): string {
  return `${folder.replace(/\/+$/, '')}/${name}`;
}

/**
 * The name of a file part: the contracts' {@link FileNameSchema} (no `/`, `\`, quotes, …),
 * and not `.` or `..`, which would name the folder or its parent. A 422 on `file` otherwise.
 */
export function checkUploadName(name: string): ApiError | undefined {
  const result = v.safeParse(FileNameSchema, name);
  if (!result.success) {
    return ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, result.issues[0].message, 'file');
  }
  if (name === '.' || name === '..') {
    return ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, 'The name must not be . or ..', 'file');
  }
  return undefined;
}

/** The hidden name a file streams to before it takes its own (one filesystem name at most). */
function partName(name: string): string {
  const part = `.${name}.part`;
  return Buffer.byteLength(part) <= 255 ? part : `.upload-${randomUUID()}.part`;
}

/** Renames over an existing file: OpenSSH's posix-rename when offered, else unlink and rename. */
async function renameOver(sftp: SFTPWrapper, from: string, to: string): Promise<void> {
  try {
    await sftpCall((done) => sftp.ext_openssh_rename(from, to, done));
    return;
  } catch (error) {
    // Thrown before any request when the server lacks the extension; a status error is real.
    if (typeof (error as { code?: unknown }).code === 'number') throw error;
  }
  await sftpCall((done) => sftp.unlink(to, done)).catch((error: unknown) => {
    if (!isNoSuchFile(error)) throw error;
  });
  await sftpCall((done) => sftp.rename(from, to, done));
}

/**
 * Streams one multipart file part into `folder` on the peer: to `.<name>.part` with
 * pipelined writes, then renamed over `<name>`, so a failed or refused upload never leaves
 * a half file under the real name. More than {@link SFTP_MAX_FILE_BYTES} (multipart's
 * `fileSize` limit cuts the part; the count here checks it too) → 413 and the part removed.
 * A folder of that name → 409.
 */
async function storeFile(
  session: SftpHandle,
  folder: string,
  name: string,
  file: NodeJS.ReadableStream & { truncated?: boolean },
): Promise<void> {
  const { sftp } = session;
  const target = childPath(folder, name);
  const temporary = childPath(folder, partName(name));
  const existing = await sftpCall<Stats>((done) => sftp.lstat(target, done)).catch((error: unknown) => {
    if (isNoSuchFile(error)) return undefined;
    throw error;
  });
  if (existing && entryType(existing.mode) === 'directory') throw alreadyExists('file');
  const handle = await sftpCall<Buffer>((done) => sftp.open(temporary, 'w', done));
  let bytes = 0;
  let tooLarge = false;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > SFTP_MAX_FILE_BYTES) {
        tooLarge = true;
        return callback(ApiError.of(413, ERROR_CODES.VALIDATION_FAILED, SFTP_TOO_LARGE_MESSAGE, 'file'));
      }
      session.count(chunk.length, 0);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(file, counter, createPipelinedWriteStream(sftp, handle));
    if (tooLarge || file.truncated) {
      throw ApiError.of(413, ERROR_CODES.VALIDATION_FAILED, SFTP_TOO_LARGE_MESSAGE, 'file');
    }
    await renameOver(sftp, temporary, target);
  } catch (error) {
    await sftpCall((done) => sftp.unlink(temporary, done)).catch(() => undefined);
    throw error;
  }
}

/** Multipart's own limit errors in the API's words; anything else unchanged. */
function multipartRefusal(error: unknown): Error {
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return ApiError.of(413, ERROR_CODES.VALIDATION_FAILED, SFTP_TOO_LARGE_MESSAGE, 'file');
    case 'FST_FILES_LIMIT':
      return ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, 'Upload one file at a time', 'file');
    default:
      return error as Error;
  }
}

/**
 * Reads `POST …/sftp/upload`'s multipart body: the one file part `file`, its name checked
 * before a byte goes to the peer, streamed into `folder`. Other parts are drained. Resolves
 * with the names written; throws the 4xx of the first refusal (after draining the body, so
 * the browser reads the answer instead of a reset).
 */
export async function receiveSftpUpload(
  request: FastifyRequest,
  session: SftpHandle,
  folder: string,
): Promise<string[]> {
  const uploaded: string[] = [];
  let refusal: Error | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || uploaded.length > 0 || refusal) {
        part.file.resume();
        continue;
      }
      refusal = checkUploadName(part.filename);
      if (refusal) {
        part.file.resume();
        continue;
      }
      try {
        await storeFile(session, folder, part.filename, part.file);
        uploaded.push(part.filename);
      } catch (error) {
        refusal = error as Error;
        part.file.resume();
      }
    }
  } catch (error) {
    // multipart reports its limits on the next part read: the first refusal is the one to tell.
    refusal ??= multipartRefusal(error);
  }
  if (refusal) throw refusal;
  if (uploaded.length === 0) {
    throw ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, 'Choose a file to upload', 'file');
  }
  return uploaded;
}
