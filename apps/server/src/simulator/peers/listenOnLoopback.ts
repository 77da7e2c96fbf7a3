import type { Server, Socket } from 'node:net';

/** A demo peer listening on loopback. */
export interface ListeningPeer {
  port: number;
  /** Drops its connections and stops listening. */
  close(): Promise<void>;
}

/**
 * Starts `listener` on a free loopback port; `close()` also destroys `sockets` (the peer's open
 * connections, which would otherwise keep `server.close()` waiting).
 */
export async function listenOnLoopback(
  listener: Server,
  sockets: ReadonlySet<Socket>,
): Promise<ListeningPeer> {
  const port = await new Promise<number>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(0, '127.0.0.1', () => {
      const address = listener.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        listener.close(() => resolve());
      }),
  };
}
