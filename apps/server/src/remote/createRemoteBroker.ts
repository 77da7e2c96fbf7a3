import type { WebSocket } from '@fastify/websocket';
import { BRIDGE_CLOSE_CODES, REMOTE_IDLE_TIMEOUT_S, type RemoteSessionEndReason } from '@netfleet/contracts';
import type { Database } from '../db/Database.js';
import { type BridgeSession, createBridgeSession, SessionEnded } from './bridgeSession.js';
import { consumeTicket } from './consumeTicket.js';
import type { CredentialBox } from './credentialBox.js';
import type { DeviceLink } from './deviceLink.js';
import { closeUnopenedSessions, findRevokedSessions } from './findRevokedSessions.js';
import { holdMessages } from './holdMessages.js';
import type { RemoteBroker, SessionMatch } from './RemoteBroker.js';
import { runBridge } from './runBridge.js';

/** What the broker needs. */
export interface RemoteBrokerOptions {
  db: Database;
  credentials: CredentialBox;
  link: DeviceLink;
  now: () => number;
  /** Seconds without traffic before a session ends (`REMOTE_IDLE_TIMEOUT_S` by default). */
  idleTimeoutS?: number;
  /** How often open sessions are checked against the database, in ms. Defaults to 30 000. */
  recheckMs?: number;
  /** Where failures that end no request go. Defaults to `console.error`. */
  log?: (error: unknown) => void;
}

function matches(session: BridgeSession, match: SessionMatch): boolean {
  const { row } = session;
  return (
    (match.sessionId === undefined || row.id === match.sessionId) &&
    (match.accessId === undefined || row.accessId === match.accessId) &&
    (match.userId === undefined || row.userId === match.userId) &&
    (match.authSessionId === undefined || row.authSessionId === match.authSessionId)
  );
}

/**
 * The session broker of this process: runs each bridge (`bridge`), keeps the open sessions,
 * ends them on revoke and sign-out (`endSessions`), and every `recheckMs` asks the database
 * whether each may stay open (another process may have revoked the entry, the user's
 * permission or the console session) and closes the rows of sessions never opened.
 */
export function createRemoteBroker(options: RemoteBrokerOptions): RemoteBroker {
  const { db, now } = options;
  const idleTimeoutS = options.idleTimeoutS ?? REMOTE_IDLE_TIMEOUT_S;
  const log = options.log ?? ((error: unknown) => console.error('remote session:', error));
  const deps = { db, credentials: options.credentials, link: options.link, now };
  const open = new Map<number, BridgeSession>();
  let closing = false;

  const endAll = async (sessions: BridgeSession[], reason: RemoteSessionEndReason) => {
    await Promise.all(sessions.map((session) => session.end(reason)));
    return sessions.length;
  };

  const recheck = async () => {
    const verdicts = await findRevokedSessions(db, [...open.keys()], new Date(now()));
    await Promise.all([...verdicts].map(([id, reason]) => open.get(id)?.end(reason) ?? Promise.resolve()));
    await closeUnopenedSessions(db, new Date(now()));
  };
  let checking = false;
  const timer = setInterval(async () => {
    if (checking) return;
    checking = true;
    try {
      await recheck();
    } catch (error) {
      log(error);
    } finally {
      checking = false;
    }
  }, options.recheckMs ?? 30_000);
  timer.unref();

  const start = async (socket: WebSocket, ticket: string) => {
    const held = holdMessages(socket);
    if (closing) return socket.close(BRIDGE_CLOSE_CODES.server_stopped, 'The server is stopping.');
    const row = await consumeTicket(db, ticket, new Date(now()));
    if (!row) {
      return socket.close(BRIDGE_CLOSE_CODES.bad_ticket, 'This session link was used or has expired.');
    }
    const session = createBridgeSession(row, socket, held, {
      db,
      now,
      idleTimeoutS,
      log,
      onEnded: (ended) => {
        if (open.get(ended.row.id) === ended) open.delete(ended.row.id);
      },
    });
    open.set(row.id, session);
    if (closing) return void session.end('server_stopped');
    // Signed out or revoked between the ticket and the socket: the check of every 30 s, now.
    const verdict = (await findRevokedSessions(db, [row.id], new Date(now()))).get(row.id);
    if (verdict) return void session.end(verdict);
    if (session.ended) return;
    await runBridge(session, deps);
  };

  return {
    bridge(socket, ticket) {
      start(socket, ticket).catch((error: unknown) => {
        if (error instanceof SessionEnded) return;
        log(error);
        const session = [...open.values()].find((candidate) => candidate.socket === socket);
        if (session) void session.end('error');
        else if (socket.readyState === socket.OPEN) socket.close(BRIDGE_CLOSE_CODES.error);
      });
    },
    endSessions(match, reason) {
      return endAll(
        [...open.values()].filter((session) => matches(session, match)),
        reason,
      );
    },
    sftpSession(sessionId, userId) {
      const session = open.get(sessionId);
      if (!session?.sftp || session.ended || session.row.userId !== userId) return null;
      return { sftp: session.sftp, count: (bytesIn, bytesOut) => session.count(bytesIn, bytesOut) };
    },
    async close() {
      closing = true;
      clearInterval(timer);
      await endAll([...open.values()], 'server_stopped');
    },
  };
}
