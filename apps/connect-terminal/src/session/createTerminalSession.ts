import {
  type Bridge,
  type BridgeEnd,
  type BridgeHandlers,
  type CredentialValues,
  type HostKeyInfo,
  needsCredentials,
  startMessage,
} from '@netfleet/connect-kit';
import type { BridgeServerMessage, RemoteSessionAccess } from '@netfleet/contracts';
import { createTelnetClient, type TelnetClient } from '../telnet/createTelnetClient.js';

/** Where a terminal session stands; the page shows one thing per phase. */
export type TerminalPhase =
  | { kind: 'connecting' }
  | { kind: 'credentials' }
  | { kind: 'hostkey'; hostKey: HostKeyInfo }
  | { kind: 'ready' }
  | { kind: 'ended'; end: BridgeEnd; message: string | null };

/** What the page renders: the phase, and the host key once known. */
export interface TerminalSnapshot {
  phase: TerminalPhase;
  hostKey: HostKeyInfo | null;
  /** The entry as the bridge's `hello` described it (the session's start until then). */
  access: RemoteSessionAccess;
}

/** The terminal on the page, as the session drives it (xterm.js in the app, a fake in tests). */
export interface TerminalScreen {
  write(data: Uint8Array): void;
  size(): { cols: number; rows: number };
  focus(): void;
}

/** Options of {@link createTerminalSession}. */
export interface TerminalSessionOptions {
  access: RemoteSessionAccess;
  /** The bridge's address (`remoteBridgeUrl(ticket)`). */
  url: string;
  /** Opens the bridge: connect-kit's `openBridge`, a fake in tests. */
  openBridge(url: string, handlers: BridgeHandlers): Bridge;
  /** Delay before a detached session closes its bridge. Defaults to `0` (the next task). */
  detachGraceMs?: number;
}

/** A terminal page's session: the bridge, SSH's questions or telnet's negotiation, and the screen. */
export interface TerminalSession {
  subscribe(listener: () => void): () => void;
  getSnapshot(): TerminalSnapshot;
  /** Shows the session on `screen`; the first call opens the bridge (the ticket is spent then). */
  attach(screen: TerminalScreen): void;
  /** The screen goes away: the bridge closes unless a screen is attached again at once. */
  detach(): void;
  /** The sign-in form's values: start the session with them. */
  submitCredentials(values: CredentialValues): void;
  /** The answer to the question about a new host key. */
  answerHostKey(accept: boolean): void;
  /** What the user typed or pasted (xterm's `onData`). */
  input(text: string): void;
  /** xterm's `onBinary`: one byte per character (mouse reports). */
  inputBinary(data: string): void;
  /** The terminal's new size. */
  resize(cols: number, rows: number): void;
  /** Ends the session (Disconnect). */
  disconnect(): void;
}

function latin1Bytes(data: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) bytes[i] = data.charCodeAt(i) & 0xff;
  return bytes;
}

/**
 * A terminal page's session, React-free (the page reads it with `useSyncExternalStore`).
 * SSH: on `hello` it starts at once or asks for credentials (the entry stores none), asks the
 * user about a new host key, then carries keystrokes and window sizes. Telnet: it starts at once
 * and does the option negotiation in the page ({@link createTelnetClient}). The bridge opens on
 * the first `attach` (React's strict mode mounts twice: a detach followed at once by an attach
 * keeps the same bridge, whose ticket can be used only once).
 *
 * @example
 * const session = createTerminalSession({ access, url: remoteBridgeUrl(ticket), openBridge });
 * session.attach({ write: (b) => xterm.write(b), size: () => xterm, focus: () => xterm.focus() });
 */
export function createTerminalSession(options: TerminalSessionOptions): TerminalSession {
  const protocol = options.access.protocol === 'telnet' ? 'telnet' : 'ssh';
  let snapshot: TerminalSnapshot = { phase: { kind: 'connecting' }, hostKey: null, access: options.access };
  const listeners = new Set<() => void>();
  let bridge: Bridge | null = null;
  let screen: TerminalScreen | null = null;
  let telnet: TelnetClient | null = null;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  // The size the peer last heard of, so a resize that changes nothing is not sent.
  let sentSize: { cols: number; rows: number } | null = null;

  const update = (patch: Partial<TerminalSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  };
  const ended = () => snapshot.phase.kind === 'ended';
  const currentSize = () => screen?.size() ?? { cols: 80, rows: 24 };

  function start(values: CredentialValues | null) {
    const size = currentSize();
    sentSize = size;
    if (protocol === 'telnet') {
      telnet = createTelnetClient({
        send: (bytes) => bridge?.sendData(bytes as Uint8Array<ArrayBuffer>),
        size,
      });
    }
    bridge?.send(startMessage(size, values));
    update({ phase: { kind: 'connecting' } });
  }

  function sendSize(cols: number, rows: number) {
    if (protocol === 'telnet') {
      telnet?.resize(cols, rows);
      return;
    }
    if (snapshot.phase.kind !== 'ready') return;
    if (sentSize && sentSize.cols === cols && sentSize.rows === rows) return;
    sentSize = { cols, rows };
    bridge?.send({ type: 'resize', cols, rows });
  }

  function onMessage(message: BridgeServerMessage) {
    if (ended()) return;
    switch (message.type) {
      case 'hello':
        update({ access: message.access });
        if (needsCredentials(message.access)) update({ phase: { kind: 'credentials' } });
        else start(null);
        return;
      case 'hostkey': {
        const hostKey: HostKeyInfo = {
          algorithm: message.algorithm,
          fingerprint: message.fingerprint,
          known: message.known,
          ...(message.remembered ? { remembered: message.remembered } : {}),
        };
        update({ hostKey, phase: message.known === 'new' ? { kind: 'hostkey', hostKey } : snapshot.phase });
        return;
      }
      case 'ready': {
        update({ phase: { kind: 'ready' } });
        // The window may have changed while the user signed in or read the host key.
        const size = currentSize();
        sendSize(size.cols, size.rows);
        screen?.focus();
        return;
      }
      case 'closed':
        // The socket's close follows with the same reason (connect-kit keeps it for onClose).
        return;
    }
  }

  const handlers: BridgeHandlers = {
    onMessage,
    onData(data) {
      if (!screen) return;
      screen.write(telnet ? telnet.receive(data) : data);
    },
    onClose(end, message) {
      if (!ended()) update({ phase: { kind: 'ended', end, message } });
    },
  };

  function send(bytes: Uint8Array<ArrayBuffer> | string) {
    if (snapshot.phase.kind === 'ready') bridge?.sendData(bytes);
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    attach(next) {
      clearTimeout(closeTimer);
      screen = next;
      if (!bridge) bridge = options.openBridge(options.url, handlers);
    },
    detach() {
      screen = null;
      clearTimeout(closeTimer);
      closeTimer = setTimeout(() => bridge?.close(), options.detachGraceMs ?? 0);
    },
    submitCredentials(values) {
      if (snapshot.phase.kind === 'credentials') start(values);
    },
    answerHostKey(accept) {
      if (snapshot.phase.kind !== 'hostkey') return;
      bridge?.send({ type: 'hostkey', accept });
      update({ phase: { kind: 'connecting' } });
    },
    input(text) {
      send(telnet ? (telnet.encodeInput(text) as Uint8Array<ArrayBuffer>) : text);
    },
    inputBinary(data) {
      send(telnet ? (telnet.encodeBinary(data) as Uint8Array<ArrayBuffer>) : latin1Bytes(data));
    },
    resize(cols, rows) {
      if (!ended()) sendSize(cols, rows);
    },
    disconnect() {
      bridge?.close();
    },
  };
}
