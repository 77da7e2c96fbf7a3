import { BRIDGE_CLOSE_CODES } from '@netfleet/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createVncSession } from './createVncSession.js';
import { fakeNoVnc } from './fakeNoVnc.js';

const URL = 'ws://localhost/api/remote/bridge?ticket=t1';

function started() {
  const fakes = fakeNoVnc();
  const session = createVncSession({ url: URL, openSocket: fakes.openSocket, createRfb: fakes.createRfb });
  const host = document.createElement('div');
  document.body.append(host);
  session.attach(host);
  return { fakes, session, host, rfb: fakes.rfb() };
}

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('createVncSession', () => {
  it('hands noVNC the bridge socket it opened, as array buffers, in a screen of its own', () => {
    const { fakes, host, rfb } = started();
    expect(fakes.sockets).toHaveLength(1);
    expect(fakes.sockets[0]?.url).toBe(URL);
    expect(fakes.sockets[0]?.binaryType).toBe('arraybuffer');
    expect(rfb.socket).toBe(fakes.sockets[0]);
    expect(rfb.target.parentElement).toBe(host);
    expect(rfb.target.className).toBe('desktop-screen');
  });

  it('starts fitted to the window, not view-only, and is connected on noVNC’s connect', () => {
    const { session, rfb } = started();
    expect(session.getSnapshot().phase).toEqual({ kind: 'connecting' });
    expect(rfb.scaleViewport).toBe(true);
    expect(rfb.clipViewport).toBe(false);
    expect(rfb.viewOnly).toBe(false);
    rfb.emit('connect');
    expect(session.getSnapshot().phase).toEqual({ kind: 'connected' });
    // The keyboard goes to the remote screen at once.
    expect(rfb.focus).toHaveBeenCalled();
  });

  it('toggles view-only and scaling on noVNC, and tells its listeners', () => {
    const { session, rfb } = started();
    const listener = vi.fn();
    session.subscribe(listener);
    session.setViewOnly(true);
    expect(rfb.viewOnly).toBe(true);
    expect(session.getSnapshot().viewOnly).toBe(true);
    session.setScale('actual');
    expect(rfb.scaleViewport).toBe(false);
    expect(session.getSnapshot().scale).toBe('actual');
    session.setViewOnly(false);
    session.setScale('fit');
    expect(rfb.viewOnly).toBe(false);
    expect(rfb.scaleViewport).toBe(true);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('sends Ctrl+Alt+Del and clipboard text only when connected and not view-only', () => {
    const { session, rfb } = started();
    session.ctrlAltDel();
    session.sendClipboard('early');
    expect(rfb.sendCtrlAltDel).not.toHaveBeenCalled();
    rfb.emit('connect');
    session.setViewOnly(true);
    session.ctrlAltDel();
    session.sendClipboard('watching');
    expect(rfb.sendCtrlAltDel).not.toHaveBeenCalled();
    expect(rfb.clipboardPasteFrom).not.toHaveBeenCalled();
    session.setViewOnly(false);
    session.ctrlAltDel();
    session.sendClipboard('hello');
    expect(rfb.sendCtrlAltDel).toHaveBeenCalledOnce();
    expect(rfb.clipboardPasteFrom).toHaveBeenCalledWith('hello');
  });

  it('keeps the remote clipboard’s text', () => {
    const { session, rfb } = started();
    expect(session.getSnapshot().remoteClipboard).toBeNull();
    rfb.emit('clipboard', { text: 'copied over there' });
    expect(session.getSnapshot().remoteClipboard).toBe('copied over there');
  });

  it('asks for the credentials the server wants and passes them to noVNC once', () => {
    const { session, rfb } = started();
    rfb.emit('credentialsrequired', { types: ['password'] });
    expect(session.getSnapshot().phase).toEqual({ kind: 'credentials', types: ['password'] });
    session.sendCredentials({ password: 'secret' });
    expect(rfb.sendCredentials).toHaveBeenCalledWith({ password: 'secret' });
    expect(session.getSnapshot().phase).toEqual({ kind: 'connecting' });
    // Not asked now: nothing goes.
    session.sendCredentials({ password: 'again' });
    expect(rfb.sendCredentials).toHaveBeenCalledOnce();
    rfb.emit('credentialsrequired', { types: ['username', 'password', 'bogus'] });
    expect(session.getSnapshot().phase).toEqual({ kind: 'credentials', types: ['username', 'password'] });
  });

  it('ends with the broker’s reason from the close code', () => {
    const { session, fakes, rfb } = started();
    fakes.sockets[0]?.serverClose(BRIDGE_CLOSE_CODES.unreachable);
    // noVNC reports after the socket's close; the code was read first.
    rfb.emit('disconnect', { clean: false });
    expect(session.getSnapshot().phase).toEqual({ kind: 'ended', end: 'unreachable', detail: null });
  });

  it.each([
    ['peer_closed', BRIDGE_CLOSE_CODES.peer_closed],
    ['idle', BRIDGE_CLOSE_CODES.idle],
    ['revoked', BRIDGE_CLOSE_CODES.revoked],
    ['bad_ticket', BRIDGE_CLOSE_CODES.bad_ticket],
    ['network', 1006],
  ] as const)('maps a %s close', (end, code) => {
    const { session, fakes, rfb } = started();
    rfb.emit('connect');
    fakes.sockets[0]?.serverClose(code);
    expect(session.getSnapshot().phase).toEqual({ kind: 'ended', end, detail: null });
  });

  it('ends as closed when the user disconnects, whatever code the socket closes with', () => {
    const { session, fakes, rfb } = started();
    rfb.emit('connect');
    session.disconnect();
    expect(rfb.disconnect).toHaveBeenCalledOnce();
    expect(session.getSnapshot().phase).toEqual({ kind: 'ended', end: 'closed', detail: null });
    fakes.sockets[0]?.serverClose(1005);
    expect(session.getSnapshot().phase).toEqual({ kind: 'ended', end: 'closed', detail: null });
    // Ended: the controls do nothing.
    session.ctrlAltDel();
    expect(rfb.sendCtrlAltDel).not.toHaveBeenCalled();
  });

  it('ends as auth_failed with the server’s reason when the VNC server refuses the password', () => {
    const { session, rfb } = started();
    rfb.emit('credentialsrequired', { types: ['password'] });
    session.sendCredentials({ password: 'wrong' });
    rfb.emit('securityfailure', { status: 1, reason: 'Authentication failed' });
    // noVNC closes the socket itself: its disconnect comes while the socket is still closing.
    rfb.emit('disconnect', { clean: false });
    expect(session.getSnapshot().phase).toEqual({
      kind: 'ended',
      end: 'auth_failed',
      detail: 'Authentication failed',
    });
  });

  it('ends as error when noVNC gives up by itself', () => {
    const { session, rfb } = started();
    rfb.emit('disconnect', { clean: false });
    expect(session.getSnapshot().phase).toEqual({ kind: 'ended', end: 'error', detail: null });
  });

  it('keeps one connection through a detach followed at once by an attach (strict mode)', async () => {
    vi.useFakeTimers();
    const { session, fakes, host, rfb } = started();
    session.detach();
    session.attach(host);
    await vi.runAllTimersAsync();
    expect(fakes.sockets).toHaveLength(1);
    expect(rfb.disconnect).not.toHaveBeenCalled();
    expect(rfb.target.parentElement).toBe(host);
    session.detach();
    await vi.runAllTimersAsync();
    expect(rfb.disconnect).toHaveBeenCalledOnce();
    expect(rfb.target.parentElement).toBeNull();
  });

  it('ends as error when noVNC cannot start on the socket', () => {
    const fakes = fakeNoVnc();
    const session = createVncSession({
      url: URL,
      openSocket: fakes.openSocket,
      createRfb: () => {
        throw new Error('Cannot use already closed WebSocket/RTCDataChannel');
      },
    });
    session.attach(document.createElement('div'));
    expect(session.getSnapshot().phase).toEqual({ kind: 'ended', end: 'error', detail: null });
    expect(fakes.sockets[0]?.closedByPage).toBe(true);
  });
});
