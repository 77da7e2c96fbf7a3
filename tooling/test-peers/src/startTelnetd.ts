import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server, type Socket } from 'node:net';
import { requireBinary } from './requireBinary.js';
import { stopChild } from './spawnDaemon.js';

const TELNETD = '/usr/sbin/telnetd';

/** A running telnet daemon of {@link startTelnetd}. */
export interface TelnetdPeer {
  host: '127.0.0.1';
  port: number;
  /** Closes the listener and ends every session's telnetd. */
  stop(): Promise<void>;
}

/**
 * Starts a telnet server on a free port of 127.0.0.1 that opens a shell (`/bin/sh`) without
 * a login. Debian's busybox has no telnetd applet, and inetutils' telnetd serves one
 * connection on its stdin as inetd would start it: this listener plays inetd, handing each
 * accepted socket to a new telnetd, which does the real protocol (option negotiation, pty).
 *
 * @example
 * const telnetd = await startTelnetd();
 * // connect to telnetd.host:telnetd.port, answer the options, read the shell prompt
 * await telnetd.stop();
 */
export async function startTelnetd(): Promise<TelnetdPeer> {
  requireBinary(TELNETD, 'inetutils-telnetd');
  const sessions = new Set<ChildProcess>();
  // Paused so no byte is read here before telnetd owns the socket.
  const server = createServer({ pauseOnConnect: true }, (socket) => {
    const child = startSession(socket);
    if (child) {
      sessions.add(child);
      child.once('exit', () => sessions.delete(child));
    }
  });
  const port = await listen(server);
  return {
    host: '127.0.0.1',
    port,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([...sessions].map((child) => stopChild(child)));
    },
  };
}

function startSession(socket: Socket): ChildProcess | undefined {
  try {
    // -h: no host banner before the shell; -E: the shell instead of /bin/login.
    const child = spawn(TELNETD, ['-h', '-E', '/bin/sh'], { stdio: [socket, socket, 'ignore'] });
    child.once('error', () => socket.destroy());
    return child;
  } catch {
    socket.destroy();
    return undefined;
  } finally {
    // telnetd holds its own copy of the descriptor; ours would only keep the connection
    // open after telnetd ends.
    socket.destroy();
  }
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}
