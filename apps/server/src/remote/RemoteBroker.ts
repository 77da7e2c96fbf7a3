import type { WebSocket } from '@fastify/websocket';
import type { RemoteSessionEndReason } from '@netfleet/contracts';
import type { SFTPWrapper } from 'ssh2';

/** Which open sessions {@link RemoteBroker.endSessions} ends; every given field must match. */
export interface SessionMatch {
  sessionId?: number;
  accessId?: number;
  userId?: number;
  /** The console session (`sessions.id`) that opened it: a sign-out ends its remote sessions. */
  authSessionId?: number;
}

/** An open files session's SFTP channel, for the SFTP routes (`src/resources/sftp`). */
export interface SftpHandle {
  sftp: SFTPWrapper;
  /** Counts bytes for the session log (`in`: browser to peer) and keeps the session from idling. */
  count(bytesIn: number, bytesOut: number): void;
}

/**
 * The session broker: the open bridges of this process (`src/remote/createRemoteBroker.ts`).
 * Sessions are rows of `remote_sessions`; the broker holds their live connections, ends them
 * (revoke, sign-out, idle) and writes how they ended.
 */
export interface RemoteBroker {
  /** Ends the open sessions that match, with the reason; resolves with how many ended. */
  endSessions(match: SessionMatch, reason: RemoteSessionEndReason): Promise<number>;
  /** The SFTP channel of an open files session of `userId` (null: none, or not theirs). */
  sftpSession(sessionId: number, userId: number): SftpHandle | null;
  /**
   * Runs the bridge of `GET /api/remote/bridge` on a same-origin socket: spends the ticket
   * (else closes 4401), connects the session's peer and bridges until the session ends. Call it
   * as soon as the socket is there: messages are held from this call on.
   */
  bridge(socket: WebSocket, ticket: string): void;
  /** Ends every session (`server_stopped`) and stops the timers. */
  close(): Promise<void>;
}
