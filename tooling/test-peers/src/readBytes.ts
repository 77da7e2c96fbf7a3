import type { Socket } from 'node:net';

/**
 * Reads a socket by exact byte counts (`read(n)` resolves with the next n bytes), for tests
 * that speak a binary protocol step by step.
 */
export function createByteReader(socket: Socket): { read(count: number): Promise<Buffer> } {
  let buffered = Buffer.alloc(0);
  let waiting:
    | { count: number; resolve: (bytes: Buffer) => void; reject: (error: Error) => void }
    | undefined;
  let failure: Error | undefined;
  const settle = () => {
    if (!waiting) return;
    if (buffered.length >= waiting.count) {
      const { count, resolve } = waiting;
      waiting = undefined;
      const bytes = buffered.subarray(0, count);
      buffered = buffered.subarray(count);
      resolve(bytes);
    } else if (failure) {
      waiting.reject(failure);
      waiting = undefined;
    }
  };
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    settle();
  });
  socket.on('error', (error) => {
    failure = error;
    settle();
  });
  socket.on('close', () => {
    failure ??= new Error('connection closed');
    settle();
  });
  return {
    read: (count) =>
      new Promise((resolve, reject) => {
        waiting = { count, resolve, reject };
        settle();
      }),
  };
}
