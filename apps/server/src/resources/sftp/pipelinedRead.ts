import { Readable } from 'node:stream';
import type { SFTPWrapper } from 'ssh2';

/** How many reads are in flight at once and how large each is: ssh2's own `fastGet` figures. */
export const SFTP_PIPELINE = { concurrency: 64, chunkSize: 32 * 1024 } as const;

/** Options of {@link createPipelinedReadStream}. */
export interface PipelinedReadOptions {
  /** The bytes to read (the file's size from `stat`): the stream ends there. */
  size: number;
  concurrency?: number;
  chunkSize?: number;
  /** Closes the handle when the stream ends or is destroyed (default true). */
  closeHandle?: boolean;
  /**
   * Told each chunk's size as it is handed on (the session's byte count). A `data` listener
   * would do it too, but it starts the flow before the reply is piped and loses the first chunks.
   */
  onChunk?: (bytes: number) => void;
}

/** One read request: its place in the file and, once answered, its bytes. */
interface Slot {
  position: number;
  buffer: Buffer;
  /** Bytes already read into `buffer` (a short read asks again for the rest). */
  filled: number;
  done: boolean;
}

/**
 * A Readable of a remote file read with many requests in flight, as ssh2's `fastGet` does,
 * but streamed in order (to an HTTP reply) instead of written at offsets to a local file.
 * ssh2's `createReadStream` asks for one chunk and waits for it: one round trip per 32 KiB.
 *
 * Up to `concurrency` reads of `chunkSize` bytes are asked for ahead; answers may come in any
 * order, the stream pushes them in file order. When the consumer stops reading (`push`
 * returns false) no new reads are asked until it wants more, so at most
 * `concurrency × chunkSize` bytes wait in memory. The file shrinking under the read (the peer
 * says end of file early) destroys the stream with an error: the reply promised `size` bytes.
 */
export function createPipelinedReadStream(
  sftp: SFTPWrapper,
  handle: Buffer,
  options: PipelinedReadOptions,
): Readable {
  const { size, concurrency = SFTP_PIPELINE.concurrency, chunkSize = SFTP_PIPELINE.chunkSize } = options;
  const slots: Slot[] = [];
  let next = 0;
  let wanted = false;
  let failed = false;
  let ended = false;

  const stream = new Readable({
    // The slots are the read-ahead; the Readable's own buffer need not hold more.
    highWaterMark: chunkSize,
    read() {
      wanted = true;
      fill();
    },
    destroy(error, callback) {
      failed = true;
      if (options.closeHandle === false) return callback(error);
      // Answers still in flight arrive after the close and are dropped (`failed`).
      sftp.close(handle, () => callback(error));
    },
  });

  function fill() {
    while (wanted && !failed && slots.length < concurrency && next < size) {
      const length = Math.min(chunkSize, size - next);
      const slot: Slot = { position: next, buffer: Buffer.allocUnsafe(length), filled: 0, done: false };
      slots.push(slot);
      next += length;
      request(slot);
    }
    if (!failed && !ended && slots.length === 0 && next >= size) {
      ended = true;
      stream.push(null);
    }
  }

  function request(slot: Slot) {
    const rest = slot.buffer.length - slot.filled;
    sftp.read(handle, slot.buffer, slot.filled, rest, slot.position + slot.filled, (error, bytesRead) => {
      if (failed) return;
      if (error) return fail(error);
      if (bytesRead === 0) return fail(new Error('The file got shorter while it was read'));
      slot.filled += bytesRead;
      // A short read (the server may answer less than asked): ask for the rest of this chunk.
      if (slot.filled < slot.buffer.length) return request(slot);
      slot.done = true;
      drain();
    });
  }

  function drain() {
    while (slots[0]?.done) {
      const slot = slots.shift() as Slot;
      options.onChunk?.(slot.buffer.length);
      wanted = stream.push(slot.buffer);
    }
    fill();
  }

  function fail(error: Error) {
    if (failed) return;
    stream.destroy(error);
  }

  return stream;
}
