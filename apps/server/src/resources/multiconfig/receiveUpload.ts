import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';

/** A file part as received: its name and type as sent, its size, and where it was streamed to. */
export interface ReceivedFile {
  name: string;
  type: string;
  size: number;
  /** The file on disk, or null when it was refused by `accept` and only drained. */
  path: string | null;
}

/** The fields and the one file of a multipart request. */
export interface ReceivedUpload {
  fields: Record<string, string>;
  file: ReceivedFile | undefined;
  /** Deletes the file streamed to disk, if any. Call it once the upload is handled. */
  discard(): Promise<void>;
}

/** Options of {@link receiveUpload}. */
export interface ReceiveUploadOptions {
  /** Folder the file part streams into (created when missing). */
  dir: string;
  /** The field name of the file part; other file parts are drained and ignored. */
  fileField: string;
  /**
   * Whether to keep the file part, from its name and type alone. A refused part is drained
   * without touching the disk, so a forbidden name or type is never stored anywhere.
   */
  accept(name: string, type: string): boolean;
}

/**
 * Reads a multipart request part by part: text fields into memory (multipart's own limits
 * bound them), the file part streamed straight to a new file in `dir`, never buffered, so
 * an 80 MB upload costs a few KB of memory. The multipart limits (`fileSize`) still apply: an
 * oversize file throws `FST_REQ_FILE_TOO_LARGE` and the partial file is deleted.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: ReceiveUploadOptions,
): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  const discard = async () => {
    if (file?.path) await rm(file.path, { force: true });
  };
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== options.fileField || file) {
        part.file.resume();
        continue;
      }
      file = { name: part.filename, type: part.mimetype, size: 0, path: null };
      if (!options.accept(part.filename, part.mimetype)) {
        // Drained, not stored: the bytes pass through and are dropped.
        for await (const chunk of part.file) file.size += (chunk as Buffer).length;
        continue;
      }
      await mkdir(options.dir, { recursive: true });
      const received = file;
      received.path = join(options.dir, `${randomUUID()}.upload`);
      part.file.on('data', (chunk: Buffer) => {
        received.size += chunk.length;
      });
      await pipeline(part.file, createWriteStream(received.path, { flags: 'wx' }));
      if (part.file.truncated) {
        // @fastify/multipart throws on the next part read; make sure it does even for the last part.
        throw Object.assign(new Error('File too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
      }
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { fields, file, discard };
}
