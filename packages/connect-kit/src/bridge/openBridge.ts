import {
  type BridgeClientMessage,
  type BridgeServerMessage,
  BridgeServerMessageSchema,
} from '@netfleet/contracts';
import * as v from 'valibot';
import { type BridgeEnd, bridgeEndOfClose } from './bridgeEnd.js';

/** What a page hears from its bridge. */
export interface BridgeHandlers {
  onOpen?(): void;
  /** A control message (text frame). */
  onMessage?(message: BridgeServerMessage): void;
  /** The peer's bytes (binary frame). */
  onData?(data: Uint8Array): void;
  /** Once, however the bridge ends: the reason from the close code, or the last `closed` message. */
  onClose?(end: BridgeEnd, message: string | null): void;
}

/** An open bridge of a terminal or files page. */
export interface Bridge {
  send(message: BridgeClientMessage): void;
  /** Keystrokes or other bytes for the peer. */
  sendData(data: Uint8Array<ArrayBuffer> | string): void;
  close(): void;
  readonly socket: WebSocket;
}

const encoder = new TextEncoder();

/**
 * Opens the bridge WebSocket of a session (`remoteBridgeUrl(ticket)`): JSON control messages as
 * text frames, the peer's bytes as binary frames. A server message that breaks the contract is
 * ignored rather than trusted. The desktop page does not use this: noVNC takes the raw socket.
 *
 * @example
 * const bridge = openBridge(remoteBridgeUrl(start.ticket), {
 *   onMessage: (m) => m.type === 'hello' && bridge.send({ type: 'start', cols: 80, rows: 24 }),
 *   onData: (bytes) => terminal.write(bytes),
 *   onClose: (end) => showEnded(end),
 * });
 */
export function openBridge(
  url: string,
  handlers: BridgeHandlers,
  WebSocketImpl: typeof WebSocket = WebSocket,
): Bridge {
  const socket = new WebSocketImpl(url);
  socket.binaryType = 'arraybuffer';
  let lastClosed: { end: BridgeEnd; message: string } | null = null;
  socket.addEventListener('open', () => handlers.onOpen?.());
  socket.addEventListener('message', (event: MessageEvent) => {
    if (typeof event.data !== 'string') {
      handlers.onData?.(new Uint8Array(event.data as ArrayBuffer));
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(event.data);
    } catch {
      return;
    }
    const result = v.safeParse(BridgeServerMessageSchema, parsed);
    if (!result.success) return;
    if (result.output.type === 'closed')
      lastClosed = { end: result.output.reason, message: result.output.message };
    handlers.onMessage?.(result.output);
  });
  socket.addEventListener('close', (event: CloseEvent) => {
    const end = lastClosed?.end ?? bridgeEndOfClose(event.code);
    handlers.onClose?.(end, lastClosed?.message ?? (event.reason || null));
  });
  const open = () => socket.readyState === WebSocketImpl.OPEN;
  return {
    socket,
    send(message) {
      if (open()) socket.send(JSON.stringify(message));
    },
    sendData(data) {
      if (open()) socket.send(typeof data === 'string' ? encoder.encode(data) : data);
    },
    close() {
      if (socket.readyState <= WebSocketImpl.OPEN) socket.close(1000);
    },
  };
}
