import type { WebSocket } from '@fastify/websocket';
import {
  BRIDGE_CLOSE_CODES,
  type BridgeClientMessage,
  BridgeClientMessageSchema,
  type BridgeServerMessage,
  type RemoteSessionEndReason,
} from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import type { SFTPWrapper } from 'ssh2';
import * as v from 'valibot';
import type { Database } from '../db/Database.js';
import { remoteSessionRecordings, remoteSessions } from '../db/schema.js';
import type { CastRecorder } from './castRecorder.js';
import type { OpenedSession } from './consumeTicket.js';
import { endMessageOf } from './endMessages.js';
import type { HeldMessages } from './holdMessages.js';

/** Bytes of keystrokes kept while the peer is still connecting; more ends the session. */
const EARLY_INPUT_MAX = 64 * 1024;

/** Thrown into a connector's waits once its session has ended. */
export class SessionEnded extends Error {
  constructor() {
    super('The session has ended');
  }
}

/** One open bridge: the browser's socket, its session row, and how it ends. */
export interface BridgeSession {
  readonly row: OpenedSession;
  readonly socket: WebSocket;
  /** Aborted when the session ends (cancels a connect still under way). */
  readonly signal: AbortSignal;
  readonly ended: boolean;
  /** Sends a text message (terminal and files pages only). */
  send(message: BridgeServerMessage): void;
  /** The next control message of this type from the page (earlier ones are kept for it). */
  nextControl<T extends BridgeClientMessage['type']>(
    type: T,
  ): Promise<Extract<BridgeClientMessage, { type: T }>>;
  /** Where `resize` messages go once the shell is open. */
  onResize(handler: (cols: number, rows: number) => void): void;
  /** Where the browser's binary frames go; frames before this are held and handed on. */
  setPeerInput(write: (chunk: Buffer) => void): void;
  /** Counts bytes (`in`: browser to peer) and keeps the session from idling. */
  count(bytesIn: number, bytesOut: number): void;
  /** Runs on end, before the row is written (closes the peer). */
  onEnd(cleanup: () => void): void;
  recorder: CastRecorder | null;
  sftp: SFTPWrapper | null;
  /** Ends the session once: `closed` message, close code, peer gone, row written. */
  end(reason: RemoteSessionEndReason, message?: string): Promise<void>;
}

/** What a bridge session needs from the broker. */
export interface BridgeSessionDeps {
  db: Database;
  now: () => number;
  idleTimeoutS: number;
  /** Called once the session has ended and its row is written. */
  onEnded(session: BridgeSession): void;
  /** Logs what could not be written (the session still ends). */
  log(error: unknown): void;
}

/**
 * A session's bridge around the browser's socket: parses the page's control messages, counts
 * bytes both ways, ends the session after `idleTimeoutS` without a byte either way, and on
 * end tells the page why, closes with the reason's code and writes the row (and recording).
 */
export function createBridgeSession(
  row: OpenedSession,
  socket: WebSocket,
  held: HeldMessages,
  deps: BridgeSessionDeps,
): BridgeSession {
  const abort = new AbortController();
  const textPages = row.app !== 'desktop';
  let bytesIn = 0;
  let bytesOut = 0;
  let ending: Promise<void> | null = null;
  const cleanups: (() => void)[] = [];
  const controls: BridgeClientMessage[] = [];
  const waiters = new Set<(message: BridgeClientMessage) => boolean>();
  let resize: ((cols: number, rows: number) => void) | null = null;
  let peerInput: ((chunk: Buffer) => void) | null = null;
  let early: Buffer[] = [];
  let earlyBytes = 0;

  // One timer per session, pushed back (`refresh`, no new timer) on every byte either way.
  const idle = setTimeout(() => void session.end('idle'), deps.idleTimeoutS * 1000);
  idle.unref();

  const onControl = (message: BridgeClientMessage) => {
    for (const waiter of waiters) if (waiter(message)) return;
    if (message.type === 'resize') resize?.(message.cols, message.rows);
    else controls.push(message);
  };

  const session: BridgeSession = {
    row,
    socket,
    signal: abort.signal,
    get ended() {
      return ending !== null;
    },
    recorder: null,
    sftp: null,
    send(message) {
      if (textPages && socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    },
    nextControl<T extends BridgeClientMessage['type']>(type: T) {
      type Wanted = Extract<BridgeClientMessage, { type: T }>;
      const index = controls.findIndex((message) => message.type === type);
      if (index >= 0) return Promise.resolve(controls.splice(index, 1)[0] as Wanted);
      if (ending) return Promise.reject(new SessionEnded());
      return new Promise<Wanted>((resolve, reject) => {
        const waiter = (message: BridgeClientMessage) => {
          if (message.type !== type) return false;
          waiters.delete(waiter);
          resolve(message as Wanted);
          return true;
        };
        waiters.add(waiter);
        abort.signal.addEventListener('abort', () => reject(new SessionEnded()), { once: true });
      });
    },
    onResize(handler) {
      resize = handler;
    },
    setPeerInput(write) {
      peerInput = write;
      for (const chunk of early) write(chunk);
      early = [];
    },
    count(inBytes, outBytes) {
      bytesIn += inBytes;
      bytesOut += outBytes;
      idle.refresh();
    },
    onEnd(cleanup) {
      if (ending) cleanup();
      else cleanups.push(cleanup);
    },
    end(reason, message) {
      ending ??= finish(reason, message ?? endMessageOf(reason, deps.idleTimeoutS));
      return ending;
    },
  };

  const finish = async (reason: RemoteSessionEndReason, message: string) => {
    clearTimeout(idle);
    abort.abort();
    for (const cleanup of cleanups.splice(0)) {
      try {
        cleanup();
      } catch (error) {
        deps.log(error);
      }
    }
    if (socket.readyState === socket.OPEN) {
      if (textPages) socket.send(JSON.stringify({ type: 'closed', reason, message }));
      socket.close(BRIDGE_CLOSE_CODES[reason], closeText(message));
    }
    try {
      await writeEnd(deps, row.id, reason, { bytesIn, bytesOut }, session.recorder);
    } catch (error) {
      deps.log(error);
    }
    deps.onEnded(session);
  };

  held.release((data, isBinary) => {
    if (ending) return;
    if (isBinary) {
      session.count(data.length, 0);
      if (peerInput) return peerInput(data);
      earlyBytes += data.length;
      if (earlyBytes > EARLY_INPUT_MAX)
        return void session.end('error', 'Too much input before the connection opened.');
      early.push(data);
      return;
    }
    if (!textPages) return;
    const parsed = v.safeParse(BridgeClientMessageSchema, parseJson(data.toString('utf8')));
    if (parsed.success) onControl(parsed.output);
  });
  socket.on('close', () => void session.end('closed'));
  // The page may have gone while the ticket was being checked: its close event has passed.
  if (socket.readyState !== socket.OPEN) void session.end('closed');
  socket.on('error', (error) => {
    deps.log(error);
    void session.end('closed');
  });
  return session;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A close frame's reason is at most 123 bytes of UTF-8. */
function closeText(message: string): string {
  let text = message;
  while (Buffer.byteLength(text) > 123) text = text.slice(0, -1);
  return text;
}

async function writeEnd(
  deps: BridgeSessionDeps,
  id: number,
  reason: RemoteSessionEndReason,
  bytes: { bytesIn: number; bytesOut: number },
  recorder: CastRecorder | null,
): Promise<void> {
  const cast = recorder?.hasOutput() ? recorder.text() : null;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(remoteSessions)
      .set({ endedAt: new Date(deps.now()), endReason: reason, ...bytes, hasRecording: cast !== null })
      .where(eq(remoteSessions.id, id));
    if (cast !== null) {
      await tx
        .insert(remoteSessionRecordings)
        .values({ sessionId: id, cast, sizeBytes: Buffer.byteLength(cast) })
        .onConflictDoNothing();
    }
  });
}
