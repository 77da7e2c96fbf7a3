import { vi } from 'vitest';
import type { CredentialType, RfbLike } from './createVncSession.js';

/** A bridge socket the test closes as the broker would (`serverClose(code)`). */
export class FakeSocket extends EventTarget {
  readyState: number = WebSocket.CONNECTING;
  binaryType: BinaryType = 'blob';
  closedByPage = false;
  constructor(readonly url: string) {
    super();
  }
  close() {
    this.closedByPage = true;
    if (this.readyState < WebSocket.CLOSING) this.readyState = WebSocket.CLOSING;
  }
  /** The socket closes with `code`: noVNC's handler would report a disconnect after it. */
  serverClose(code: number) {
    this.readyState = WebSocket.CLOSED;
    this.dispatchEvent(Object.assign(new Event('close'), { code, reason: '', wasClean: true }));
  }
}

/** noVNC's RFB as far as the session drives it; the test fires its events. */
export class FakeRfb extends EventTarget implements RfbLike {
  viewOnly = false;
  scaleViewport = false;
  clipViewport = true;
  disconnect = vi.fn(() => this.emit('disconnect', { clean: true }));
  sendCredentials = vi.fn((_credentials: Partial<Record<CredentialType, string>>) => {});
  sendCtrlAltDel = vi.fn();
  clipboardPasteFrom = vi.fn((_text: string) => {});
  focus = vi.fn();
  constructor(
    readonly target: HTMLElement,
    readonly socket: FakeSocket,
  ) {
    super();
  }
  emit(type: string, detail: unknown = {}) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }
}

/** A session's fakes: every socket and RFB it made, newest last. */
export function fakeNoVnc() {
  const sockets: FakeSocket[] = [];
  const rfbs: FakeRfb[] = [];
  return {
    sockets,
    rfbs,
    openSocket: (url: string) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    createRfb: (target: HTMLElement, socket: WebSocket) => {
      const rfb = new FakeRfb(target, socket as unknown as FakeSocket);
      rfbs.push(rfb);
      return rfb;
    },
    /** The one RFB, once the session attached. */
    rfb: () => {
      const rfb = rfbs.at(-1);
      if (!rfb) throw new Error('no RFB yet');
      return rfb;
    },
  };
}
