import type { WebSocket } from '@fastify/websocket';

type Listener = (data: Buffer, isBinary: boolean) => void;

/** A socket's messages held until their reader is ready. */
export interface HeldMessages {
  /** Hands the held messages, then every later one, to `listener`. */
  release(listener: Listener): void;
}

/**
 * Holds a WebSocket's messages from the moment the route gets it: the bridge reads the
 * ticket's row from the database first, and a page that sends `start` at once must not lose it.
 */
export function holdMessages(socket: WebSocket): HeldMessages {
  const held: [Buffer, boolean][] = [];
  const hold = (data: unknown, isBinary: boolean) => held.push([toBuffer(data), isBinary]);
  socket.on('message', hold);
  return {
    release(listener) {
      socket.off('message', hold);
      for (const [data, isBinary] of held.splice(0)) listener(data, isBinary);
      socket.on('message', (data: unknown, isBinary: boolean) => listener(toBuffer(data), isBinary));
    },
  };
}

function toBuffer(data: unknown): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data as Buffer[]);
  return Buffer.from(data as ArrayBuffer);
}
