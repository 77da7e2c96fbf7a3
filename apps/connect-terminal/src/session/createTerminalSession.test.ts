import { type Bridge, type BridgeHandlers, initialCredentials } from '@netfleet/connect-kit';
import type { BridgeClientMessage, RemoteSessionAccess } from '@netfleet/contracts';
import { describe, expect, it, vi } from 'vitest';
import { DO, IAC, SB, SE, TELNET_OPTIONS, WILL } from '../telnet/telnetCodes.js';
import { createTerminalSession, type TerminalScreen } from './createTerminalSession.js';

const ssh: RemoteSessionAccess = {
  id: 1,
  name: 'Router SSH',
  protocol: 'ssh',
  destination: '127.0.0.1',
  port: 22,
  device_id: 2,
  device_name: 'RUT241',
  username: 'root',
  has_password: true,
  has_private_key: false,
  host_key_sha256: null,
};

/** A bridge that records what the page sends; the test plays the server through `handlers`. */
function fakeBridge() {
  const sent: BridgeClientMessage[] = [];
  const data: number[][] = [];
  let handlers: BridgeHandlers = {};
  let opened = 0;
  let closed = 0;
  const open = (_url: string, given: BridgeHandlers): Bridge => {
    opened++;
    handlers = given;
    return {
      send: (message) => sent.push(message),
      sendData: (bytes) =>
        data.push([...(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes)]),
      close: () => {
        closed++;
        handlers.onClose?.('closed', null);
      },
      socket: {} as WebSocket,
    };
  };
  return {
    open,
    sent,
    data,
    server: () => handlers,
    opened: () => opened,
    closed: () => closed,
  };
}

function fakeScreen(size = { cols: 100, rows: 30 }) {
  const written: number[] = [];
  const screen: TerminalScreen & { written: number[]; cols: number; rows: number } = {
    written,
    ...size,
    write: (bytes) => written.push(...bytes),
    size: () => ({ cols: screen.cols, rows: screen.rows }),
    focus: vi.fn(),
  };
  return screen;
}

function setup(access: RemoteSessionAccess = ssh) {
  const bridge = fakeBridge();
  const session = createTerminalSession({
    access,
    url: 'ws://x/api/remote/bridge?ticket=t',
    openBridge: bridge.open,
  });
  const screen = fakeScreen();
  session.attach(screen);
  const hello = (over: Partial<RemoteSessionAccess> = {}) =>
    bridge
      .server()
      .onMessage?.({ type: 'hello', session_id: 9, app: 'terminal', access: { ...access, ...over } });
  return { bridge, session, screen, hello };
}

describe('createTerminalSession: ssh', () => {
  it('starts at once with the screen’s size when the entry stores credentials', () => {
    const { bridge, session, hello } = setup();
    hello();
    expect(bridge.sent).toEqual([{ type: 'start', cols: 100, rows: 30 }]);
    expect(session.getSnapshot().phase).toEqual({ kind: 'connecting' });
  });

  it('asks for credentials when the entry stores none, then starts with them', () => {
    const { bridge, session, hello } = setup();
    hello({ has_password: false });
    expect(session.getSnapshot().phase).toEqual({ kind: 'credentials' });
    expect(bridge.sent).toEqual([]);
    session.submitCredentials({ ...initialCredentials(ssh), password: 'pw' });
    expect(bridge.sent).toEqual([{ type: 'start', cols: 100, rows: 30, username: 'root', password: 'pw' }]);
    // A second submit (a double click) sends nothing more.
    session.submitCredentials({ ...initialCredentials(ssh), password: 'pw' });
    expect(bridge.sent).toHaveLength(1);
  });

  it('asks about a new host key and sends the answer', () => {
    const { bridge, session, hello } = setup();
    hello();
    bridge
      .server()
      .onMessage?.({ type: 'hostkey', algorithm: 'ssh-ed25519', fingerprint: 'SHA256:abc', known: 'new' });
    expect(session.getSnapshot().phase).toMatchObject({
      kind: 'hostkey',
      hostKey: { fingerprint: 'SHA256:abc' },
    });
    session.answerHostKey(true);
    expect(bridge.sent.at(-1)).toEqual({ type: 'hostkey', accept: true });
    expect(session.getSnapshot().phase).toEqual({ kind: 'connecting' });
  });

  it('keeps a matching host key for the bar without asking', () => {
    const { bridge, session, hello } = setup();
    hello();
    bridge
      .server()
      .onMessage?.({ type: 'hostkey', algorithm: 'ssh-rsa', fingerprint: 'SHA256:m', known: 'match' });
    expect(session.getSnapshot().phase).toEqual({ kind: 'connecting' });
    expect(session.getSnapshot().hostKey).toEqual({
      algorithm: 'ssh-rsa',
      fingerprint: 'SHA256:m',
      known: 'match',
    });
  });

  it('keeps a changed host key with the remembered one, and ends with the broker’s reason', () => {
    const { bridge, session, hello } = setup();
    hello();
    bridge.server().onMessage?.({
      type: 'hostkey',
      algorithm: 'ssh-ed25519',
      fingerprint: 'SHA256:new',
      known: 'changed',
      remembered: 'SHA256:old',
    });
    bridge.server().onClose?.('host_key_rejected', 'The host key has changed');
    expect(session.getSnapshot()).toMatchObject({
      phase: { kind: 'ended', end: 'host_key_rejected', message: 'The host key has changed' },
      hostKey: { fingerprint: 'SHA256:new', remembered: 'SHA256:old', known: 'changed' },
    });
  });

  it('sends keystrokes and sizes only once the shell is ready, and focuses the screen', () => {
    const { bridge, session, screen, hello } = setup();
    hello();
    session.input('too early');
    session.resize(90, 20);
    expect(bridge.data).toEqual([]);
    screen.cols = 90;
    screen.rows = 20;
    bridge.server().onMessage?.({ type: 'ready' });
    expect(screen.focus).toHaveBeenCalled();
    // The window changed after `start`: the peer hears the new size on ready.
    expect(bridge.sent.at(-1)).toEqual({ type: 'resize', cols: 90, rows: 20 });
    session.resize(90, 20);
    expect(bridge.sent.filter((m) => m.type === 'resize')).toHaveLength(1);
    session.input('ls\r');
    session.inputBinary('\x1b[M\xff');
    expect(bridge.data).toEqual([
      [0x6c, 0x73, 0x0d],
      [0x1b, 0x5b, 0x4d, 0xff],
    ]);
    bridge.server().onData?.(Uint8Array.of(0x34, 0x32));
    expect(screen.written).toEqual([0x34, 0x32]);
  });

  it('ends on Disconnect and sends nothing after', () => {
    const { bridge, session, hello } = setup();
    hello();
    bridge.server().onMessage?.({ type: 'ready' });
    session.disconnect();
    expect(session.getSnapshot().phase).toEqual({ kind: 'ended', end: 'closed', message: null });
    session.input('x');
    expect(bridge.data).toEqual([]);
  });
});

describe('createTerminalSession: the bridge’s life', () => {
  it('opens one bridge across a detach and an attach at once (React’s strict mode)', async () => {
    const { bridge, session } = setup();
    session.detach();
    session.attach(fakeScreen());
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(bridge.opened()).toBe(1);
    expect(bridge.closed()).toBe(0);
    session.detach();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(bridge.closed()).toBe(1);
  });
});

describe('createTerminalSession: telnet', () => {
  it('starts at once and negotiates in the page, keeping option bytes off the screen', () => {
    const telnet = { ...ssh, protocol: 'telnet' as const, port: 23, has_password: false };
    const { bridge, session, screen, hello } = setup(telnet);
    hello();
    expect(bridge.sent).toEqual([{ type: 'start', cols: 100, rows: 30 }]);
    bridge.server().onMessage?.({ type: 'ready' });
    const { NAWS, ECHO } = TELNET_OPTIONS;
    bridge.server().onData?.(Uint8Array.of(IAC, DO, NAWS, IAC, WILL, ECHO, 0x6c, 0x6f, 0x67));
    expect(screen.written).toEqual([0x6c, 0x6f, 0x67]);
    expect(bridge.data).toEqual([
      [IAC, WILL, NAWS],
      [IAC, SB, NAWS, 0, 100, 0, 30, IAC, SE],
      [IAC, DO, ECHO],
    ]);
    // A resize is NAWS on the wire, not a `resize` message.
    session.resize(120, 40);
    expect(bridge.data.at(-1)).toEqual([IAC, SB, NAWS, 0, 120, 0, 40, IAC, SE]);
    expect(bridge.sent.some((m) => m.type === 'resize')).toBe(false);
    session.input('id\r');
    expect(bridge.data.at(-1)).toEqual([0x69, 0x64, 0x0d, 0x0a]);
  });
});
