import { Writable } from 'node:stream';
import type { SFTPWrapper } from 'ssh2';
import { SFTP_PIPELINE } from './pipelinedRead.js';

/** Options of {@link createPipelinedWriteStream}. */
export interface PipelinedWriteOptions {
  concurrency?: number;
  chunkSize?: number;
  /** Where the first byte goes (default 0). */
  start?: number;
}

/**
 * A Writable to a remote file with many writes in flight, as ssh2's `fastPut` does, fed from
 * a stream (an HTTP upload) instead of a local file. ssh2's `createWriteStream` waits for each
 * write's answer before taking the next chunk: one round trip per chunk.
 *
 * The bytes are cut into `chunkSize` writes at increasing offsets (small incoming chunks are
 * joined first, so a trickle of little chunks does not become a flood of tiny requests); up to
 * `concurrency` are in flight and the stream takes more only when one is answered, so memory
 * stays near `concurrency × chunkSize`. The stream finishes when every write is answered, then
 * closes the handle (the peer has the whole file once the close is answered). A failed write
 * fails the stream; the caller removes the partial file.
 */
export function createPipelinedWriteStream(
  sftp: SFTPWrapper,
  handle: Buffer,
  options: PipelinedWriteOptions = {},
): Writable {
  const { concurrency = SFTP_PIPELINE.concurrency, chunkSize = SFTP_PIPELINE.chunkSize } = options;
  let position = options.start ?? 0;
  let inFlight = 0;
  let failure: Error | undefined;
  let closed = false;
  /** The callback of the last chunk taken, held while the pipeline is full. */
  let waiting: ((error?: Error | null) => void) | undefined;
  /** The callback of `final`, called once the last write is answered. */
  let finishing: (() => void) | undefined;
  let pending: Buffer[] = [];
  let pendingBytes = 0;

  function send(data: Buffer) {
    inFlight += 1;
    sftp.write(handle, data, 0, data.length, position, (error?: Error | null) => {
      inFlight -= 1;
      if (error) failure ??= error;
      if (waiting && (failure || inFlight < concurrency)) {
        const callback = waiting;
        waiting = undefined;
        callback(failure);
      }
      if (inFlight === 0) finishing?.();
    });
    position += data.length;
  }

  /** Joins the held small chunks into one buffer of `length` bytes (the rest stays held). */
  function take(length: number): Buffer {
    const joined = Buffer.concat(pending, pendingBytes);
    pending = length < joined.length ? [joined.subarray(length)] : [];
    pendingBytes = joined.length - length;
    return joined.subarray(0, length);
  }

  function closeHandle(callback: (error?: Error | null) => void) {
    if (closed) return callback();
    closed = true;
    sftp.close(handle, (error?: Error | null) => callback(error));
  }

  return new Writable({
    highWaterMark: chunkSize,
    write(chunk: Buffer, _encoding, callback) {
      if (failure) return callback(failure);
      let offset = 0;
      // Whole chunks straight from the incoming buffer (no copy) when nothing is held.
      while (pendingBytes === 0 && chunk.length - offset >= chunkSize) {
        send(chunk.subarray(offset, offset + chunkSize));
        offset += chunkSize;
      }
      if (offset < chunk.length) {
        pending.push(chunk.subarray(offset));
        pendingBytes += chunk.length - offset;
        while (pendingBytes >= chunkSize) send(take(chunkSize));
      }
      if (inFlight < concurrency) callback();
      else waiting = callback;
    },
    final(callback) {
      if (!failure && pendingBytes > 0) send(take(pendingBytes));
      const finish = () => {
        finishing = undefined;
        if (failure) return callback(failure);
        closeHandle(callback);
      };
      if (inFlight === 0) finish();
      else finishing = finish;
    },
    destroy(error, callback) {
      // A failed or aborted upload: the handle goes, the partial file is the caller's to remove.
      closeHandle(() => callback(error));
    },
  });
}
