import type { BridgeServerMessage, RemoteSessionApp } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import type WebSocket from 'ws';
import { apiGet, apiSend, type TestSession } from '../../test/support/signIn.js';
import { ORIGIN } from '../../test/support/testServer.js';
import { remoteSessionRecordings, remoteSessions } from '../db/schema.js';
import type { NetfleetServer } from '../index.js';

// Test support for the bridge's tests: entries and sessions made through the API as the
// console and the connect pages make them, and a bridge client over `injectWS`.

/** Creates an entry on the first device `session`'s user sees; returns its id. */
export async function createEntry(
  server: NetfleetServer,
  session: TestSession,
  fields: Record<string, unknown>,
): Promise<number> {
  const devices = await apiGet(server.app, '/api/devices?limit=1', session);
  const deviceId = (devices.json() as { data: { id: number }[] }).data[0]?.id;
  if (!deviceId) throw new Error(`no device: ${devices.body}`);
  const created = await apiSend(server.app, 'POST', '/api/devices/remote-access', session, {
    device_id: deviceId,
    name: `Bridge test ${fields.protocol as string}`,
    ...fields,
  });
  if (created.statusCode !== 201) throw new Error(`entry not created: ${created.statusCode} ${created.body}`);
  return (created.json() as { data: { id: number } }).data.id;
}

/** `POST /api/remote/sessions` for the entry: the session's id and bridge ticket. */
export async function startSession(
  server: NetfleetServer,
  session: TestSession,
  accessId: number,
  app?: RemoteSessionApp,
): Promise<{ sessionId: number; ticket: string }> {
  const started = await apiSend(server.app, 'POST', '/api/remote/sessions', session, {
    access_id: accessId,
    ...(app ? { app } : {}),
  });
  if (started.statusCode !== 201) throw new Error(`not started: ${started.statusCode} ${started.body}`);
  const { session_id: sessionId, ticket } = (
    started.json() as { data: { session_id: number; ticket: string } }
  ).data;
  return { sessionId, ticket };
}

/** A bridge as a connect page holds it. */
export interface BridgeClient {
  socket: WebSocket;
  /** The text messages so far. */
  messages: BridgeServerMessage[];
  /** The binary bytes so far. */
  output(): Buffer;
  /** Resolves with the first text message `accept` takes (10 s at most). */
  message(accept: (message: BridgeServerMessage) => boolean): Promise<BridgeServerMessage>;
  /** Resolves once the binary output matches (10 s at most). */
  outputMatching(pattern: RegExp): Promise<string>;
  /** Resolves once at least `count` bytes arrived. */
  outputBytes(count: number): Promise<Buffer>;
  send(message: unknown): void;
  /**
   * Closes as a page does, and drops the stream: over \`injectWS\`'s in-memory stream the
   * server's socket would wait 30 s (ws's close timeout) for a TCP close that never comes.
   */
  hangUp(): Promise<void>;
  write(bytes: string | Buffer): void;
  /** The close code and reason, once closed. */
  closed: Promise<{ code: number; reason: string }>;
}

async function until<T>(find: () => T | undefined, what: () => string, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Opens `GET /api/remote/bridge?ticket=` as a page of `origin` would. */
export async function openBridge(
  server: NetfleetServer,
  ticket: string,
  origin = ORIGIN,
): Promise<BridgeClient> {
  const socket = await server.app.injectWS(`/api/remote/bridge?ticket=${encodeURIComponent(ticket)}`, {
    // injectWS sends no Host header; a browser always does.
    headers: { origin, host: new URL(ORIGIN).host },
  });
  const messages: BridgeServerMessage[] = [];
  const chunks: Buffer[] = [];
  let closedWith: { code: number; reason: string } | undefined;
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => {
      closedWith = { code, reason: reason.toString() };
      resolve(closedWith);
    }),
  );
  socket.on('message', (data, isBinary) => {
    const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer);
    if (isBinary) chunks.push(bytes);
    else messages.push(JSON.parse(bytes.toString('utf8')) as BridgeServerMessage);
  });
  const output = () => Buffer.concat(chunks);
  return {
    socket,
    messages,
    output,
    message: (accept) =>
      until(
        () => messages.find(accept),
        () => `a message in ${JSON.stringify(messages)}`,
      ),
    outputMatching: (pattern) =>
      until(
        () => {
          const text = output().toString('latin1');
          return pattern.test(text) ? text : undefined;
        },
        () =>
          `${pattern} in ${JSON.stringify(output().toString('latin1'))} (closed: ${JSON.stringify(closedWith)})`,
      ),
    outputBytes: (count) =>
      until(
        () => (output().length >= count ? output() : undefined),
        () => `${count} bytes, got ${output().length}`,
      ),
    send: (message) => socket.send(JSON.stringify(message)),
    hangUp: async () => {
      socket.close(1000);
      socket.terminate();
      await closed;
    },
    write: (bytes) => socket.send(typeof bytes === 'string' ? Buffer.from(bytes) : bytes, { binary: true }),
    closed,
  };
}

/** A session's row once it has ended (the bridge writes it just after closing). */
export async function endedRow(server: NetfleetServer, sessionId: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = await server.db.select().from(remoteSessions).where(eq(remoteSessions.id, sessionId));
    if (row?.endedAt) return row;
    if (Date.now() > deadline) throw new Error(`session ${sessionId} did not end: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A session's stored recording, or undefined. */
export async function recordingOf(server: NetfleetServer, sessionId: number): Promise<string | undefined> {
  const [row] = await server.db
    .select({ cast: remoteSessionRecordings.cast })
    .from(remoteSessionRecordings)
    .where(eq(remoteSessionRecordings.sessionId, sessionId));
  return row?.cast;
}

const IAC = 255;
const WILL = 251;
const WONT = 252;
const DO = 253;
const DONT = 254;

/**
 * Answers the telnet peer's option questions over the bridge as the least client does:
 * refuses every one. (The terminal page does the real negotiation.)
 */
export function refuseTelnetOptions(bridge: BridgeClient): void {
  let from = 0;
  bridge.socket.on('message', (_data, isBinary) => {
    if (!isBinary) return;
    const bytes = bridge.output();
    let index = from;
    while (index < bytes.length) {
      if (bytes[index] !== IAC) {
        index += 1;
        continue;
      }
      if (index + 2 >= bytes.length) break;
      const command = bytes[index + 1] as number;
      if (command === DO || command === WILL) {
        bridge.write(Buffer.from([IAC, command === DO ? WONT : DONT, bytes[index + 2] as number]));
        index += 3;
      } else {
        index += 2;
      }
    }
    from = index;
  });
}
