import { BRIDGE_CLOSE_CODES } from '@netfleet/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFilesBridge } from './useFilesBridge.js';

/** A browser WebSocket the test drives: what the page sent, and the server's side. */
class FakeSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static all: FakeSocket[] = [];
  readyState = 1;
  binaryType = 'blob';
  sent: unknown[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code, reason: '' }));
  }
  receive(message: unknown) {
    this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(message) }));
  }
}

const access = {
  id: 3,
  name: 'Files',
  protocol: 'sftp' as const,
  destination: '127.0.0.1',
  port: 22,
  device_id: 1,
  device_name: 'Router',
  username: 'root',
  has_password: false,
  has_private_key: false,
  host_key_sha256: null,
};
const hostKey = { type: 'hostkey', algorithm: 'ssh-ed25519', fingerprint: 'SHA256:abc', known: 'new' };

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Renders the hook and lets its socket open (it waits a tick). */
function start() {
  const hook = renderHook(() => useFilesBridge('ticket-1'));
  act(() => {
    vi.runAllTimers();
  });
  const socket = FakeSocket.all.at(-1) as FakeSocket;
  return { hook, socket };
}

describe('useFilesBridge', () => {
  it('asks for credentials when the entry stores none, then starts with them', () => {
    const { hook, socket } = start();
    expect(FakeSocket.all).toHaveLength(1);
    expect(socket.url).toContain('/api/remote/bridge?ticket=ticket-1');
    act(() => socket.receive({ type: 'hello', session_id: 9, app: 'files', access }));
    expect(hook.result.current.phase).toEqual({ kind: 'credentials', access });
    expect(socket.sent).toEqual([]);
    act(() =>
      hook.result.current.signIn({
        username: 'root',
        method: 'password',
        password: 'pw',
        privateKey: 'typed, then left for the password',
        passphrase: '',
      }),
    );
    expect(socket.sent).toEqual([{ type: 'start', cols: 80, rows: 24, username: 'root', password: 'pw' }]);
    expect(hook.result.current.phase.kind).toBe('connecting');
  });

  it('starts at once with stored credentials, asks about a new host key and is ready after', () => {
    const { hook, socket } = start();
    act(() =>
      socket.receive({
        type: 'hello',
        session_id: 9,
        app: 'files',
        access: { ...access, has_password: true },
      }),
    );
    expect(socket.sent).toEqual([{ type: 'start', cols: 80, rows: 24 }]);
    act(() => socket.receive(hostKey));
    expect(hook.result.current.phase).toEqual({ kind: 'hostkey', hostKey });
    act(() => hook.result.current.answerHostKey(true));
    expect(socket.sent.at(-1)).toEqual({ type: 'hostkey', accept: true });
    act(() => socket.receive({ type: 'ready' }));
    expect(hook.result.current.phase.kind).toBe('ready');
  });

  it('ends with the reason, and Disconnect closes the socket', () => {
    const { hook, socket } = start();
    act(() => socket.receive({ ...hostKey, known: 'changed', remembered: 'SHA256:old' }));
    expect(hook.result.current.phase.kind).toBe('connecting');
    act(() => {
      socket.receive({ type: 'closed', reason: 'host_key_rejected', message: 'The host key changed' });
      socket.close(BRIDGE_CLOSE_CODES.host_key_rejected);
    });
    expect(hook.result.current.phase).toEqual({
      kind: 'ended',
      end: 'host_key_rejected',
      detail: 'The host key changed',
    });
    expect(hook.result.current.hostKey?.remembered).toBe('SHA256:old');

    const second = start();
    act(() => second.hook.result.current.disconnect());
    expect(second.socket.readyState).toBe(3);
    expect(second.hook.result.current.phase).toMatchObject({ kind: 'ended', end: 'closed' });
  });

  it('opens one socket per ticket even when mounted twice in a row, and closes it on unmount', () => {
    const hook = renderHook(() => useFilesBridge('ticket-2'));
    hook.unmount();
    const again = renderHook(() => useFilesBridge('ticket-2'));
    act(() => {
      vi.runAllTimers();
    });
    expect(FakeSocket.all).toHaveLength(1);
    again.unmount();
    expect(FakeSocket.all[0]?.readyState).toBe(3);
  });
});
