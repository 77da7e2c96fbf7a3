import { BRIDGE_CLOSE_CODES } from '@netfleet/contracts';
import { describe, expect, it, vi } from 'vitest';
import { bridgeEndOfClose } from './bridgeEnd.js';
import { openBridge } from './openBridge.js';

/** Just enough of a browser WebSocket to drive the bridge from a test. */
class FakeSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static last: FakeSocket;
  readyState = 0;
  binaryType = 'blob';
  sent: unknown[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.last = this;
  }
  send(data: unknown) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code, reason: '' }));
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  receive(data: unknown) {
    this.dispatchEvent(Object.assign(new Event('message'), { data }));
  }
}

const open = (handlers: Parameters<typeof openBridge>[1]) =>
  openBridge('ws://host/api/remote/bridge?ticket=t', handlers, FakeSocket as unknown as typeof WebSocket);

describe('openBridge', () => {
  it('passes control messages and bytes apart, and sends only while open', () => {
    const onMessage = vi.fn();
    const onData = vi.fn();
    const bridge = open({ onMessage, onData });
    const socket = FakeSocket.last;
    expect(socket.binaryType).toBe('arraybuffer');
    bridge.sendData('x');
    expect(socket.sent).toEqual([]);
    socket.open();
    bridge.send({ type: 'resize', cols: 100, rows: 30 });
    bridge.sendData('ls\r');
    expect(socket.sent[0]).toBe('{"type":"resize","cols":100,"rows":30}');
    expect(new TextDecoder().decode(socket.sent[1] as Uint8Array)).toBe('ls\r');
    socket.receive('{"type":"ready"}');
    socket.receive(new TextEncoder().encode('42\r\n').buffer);
    expect(onMessage).toHaveBeenCalledWith({ type: 'ready' });
    expect(new TextDecoder().decode(onData.mock.calls[0]?.[0] as Uint8Array)).toBe('42\r\n');
  });

  it('ignores text that breaks the contract', () => {
    const onMessage = vi.fn();
    open({ onMessage });
    FakeSocket.last.receive('not json');
    FakeSocket.last.receive('{"type":"hostkey","fingerprint":1}');
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('ends with the closed message when one came, else with the close code', () => {
    const first = vi.fn();
    open({ onClose: first });
    FakeSocket.last.receive('{"type":"closed","reason":"idle","message":"Idle for 15 minutes"}');
    FakeSocket.last.close(BRIDGE_CLOSE_CODES.idle);
    expect(first).toHaveBeenCalledWith('idle', 'Idle for 15 minutes');
    const second = vi.fn();
    open({ onClose: second });
    FakeSocket.last.close(BRIDGE_CLOSE_CODES.bad_ticket);
    expect(second).toHaveBeenCalledWith('bad_ticket', null);
  });
});

describe('bridgeEndOfClose', () => {
  it('reads the bridge codes, a plain close and a dropped connection', () => {
    expect(bridgeEndOfClose(BRIDGE_CLOSE_CODES.revoked)).toBe('revoked');
    expect(bridgeEndOfClose(1000)).toBe('closed');
    expect(bridgeEndOfClose(1006)).toBe('network');
  });
});
