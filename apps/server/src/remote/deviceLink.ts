import { connect, type Socket } from 'node:net';

/** Where a session goes: a service on a device's network, as the entry names it. */
export interface DeviceTarget {
  deviceId: number;
  /** The entry's destination as seen from the device (`192.168.1.1`, `127.0.0.1`). */
  host: string;
  port: number;
}

/**
 * How the broker reaches a device's service: one byte stream per session. The reference
 * server connects to the destination directly ({@link directDeviceLink}); a device tunnel
 * (the device dialling out to the server) is another implementation of this one call, and
 * the demo's simulated devices are a third (`src/simulator/peers`).
 */
export interface DeviceLink {
  /** Resolves once connected; rejects with an `Error` whose message an operator can act on. */
  open(target: DeviceTarget, signal?: AbortSignal): Promise<Socket>;
}

/** Milliseconds a connection attempt may take. */
export const CONNECT_TIMEOUT_MS = 10_000;

/** Connects to the entry's destination from this server, as if the server sat on the device's network. */
export const directDeviceLink: DeviceLink = {
  open(target, signal) {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: target.host, port: target.port, timeout: CONNECT_TIMEOUT_MS });
      const fail = (error: Error) => {
        socket.destroy();
        reject(error);
      };
      socket.once('connect', () => {
        socket.setTimeout(0);
        socket.setNoDelay(true);
        signal?.removeEventListener('abort', abort);
        resolve(socket);
      });
      socket.once('timeout', () => fail(new Error(`${target.host}:${target.port} did not answer in time`)));
      socket.once('error', (error: NodeJS.ErrnoException) =>
        fail(
          new Error(
            error.code === 'ECONNREFUSED'
              ? `Nothing listens on ${target.host}:${target.port}`
              : `Could not reach ${target.host}:${target.port} (${error.code ?? error.message})`,
          ),
        ),
      );
      const abort = () => fail(new Error('The connection was cancelled'));
      signal?.addEventListener('abort', abort, { once: true });
    });
  },
};
