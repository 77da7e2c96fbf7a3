import type { Socket } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import {
  createRealtimeClient,
  SOCKET_PATH,
  SOCKET_RECONNECTION,
  type SubscribeAck,
} from './createRealtimeClient.js';

/** A stand-in socket: records emits, lets the test answer acks and fire server events. */
function fakeSocket() {
  const handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  const emitted: { event: string; payload: unknown; ack?: (a: SubscribeAck) => void }[] = [];
  const socket = {
    connected: false,
    on(event: string, handler: (...args: unknown[]) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return socket;
    },
    emit(event: string, payload: unknown, ack?: (a: SubscribeAck) => void) {
      emitted.push({ event, payload, ack });
      return socket;
    },
    removeAllListeners: vi.fn(),
    disconnect: vi.fn(),
    fire(event: string, ...args: unknown[]) {
      for (const handler of handlers.get(event) ?? []) handler(...args);
    },
  };
  return { socket, emitted };
}

function setup() {
  const { socket, emitted } = fakeSocket();
  const factory = vi.fn((_uri: string | undefined, _options: object) => socket as unknown as Socket);
  const realtime = createRealtimeClient({ socketFactory: factory });
  const connect = () => {
    socket.connected = true;
    socket.fire('connect');
  };
  return { realtime, socket, emitted, factory, connect };
}

describe('createRealtimeClient', () => {
  it('reports a socket the server dropped for an expired session, so the session can be refreshed', () => {
    const { socket } = fakeSocket();
    const onSessionEnded = vi.fn();
    const realtime = createRealtimeClient({
      socketFactory: () => socket as unknown as Socket,
      onSessionEnded,
    });
    realtime.subscribe('private-notifications.2', { onMessage: () => {} });
    expect(onSessionEnded).not.toHaveBeenCalled();
    socket.fire('unauthorized', { status: 401, code: 'UNAUTHORIZED', message: 'expired' });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('opens one socket on the spec path with the reconnection policy', () => {
    const { realtime, factory } = setup();
    realtime.subscribe('a', { onMessage: () => {} });
    realtime.subscribe('b', { onMessage: () => {} });
    expect(factory).toHaveBeenCalledTimes(1);
    expect(factory.mock.calls[0]?.[1]).toMatchObject({ path: SOCKET_PATH, ...SOCKET_RECONNECTION });
    expect(SOCKET_RECONNECTION).toEqual({
      reconnectionAttempts: 5,
      reconnectionDelay: 100,
      reconnectionDelayMax: 10_000,
    });
  });

  it('subscribes on connect and again after every reconnect', () => {
    const { realtime, emitted, connect } = setup();
    realtime.subscribe('private-notifications.2', { onMessage: () => {} }, { since: 0 });
    connect();
    connect();
    expect(emitted.filter((e) => e.event === 'subscribe').map((e) => e.payload)).toEqual([
      { channel: 'private-notifications.2', data: { since: 0 } },
      { channel: 'private-notifications.2', data: { since: 0 } },
    ]);
  });

  it('routes messages to the handlers of their channel only', () => {
    const { realtime, socket, connect } = setup();
    const mine = vi.fn();
    const other = vi.fn();
    realtime.subscribe('mine', { onMessage: mine });
    realtime.subscribe('other', { onMessage: other });
    connect();
    socket.fire('message', { channel: 'mine', event: 'new-notification', data: { id: 1 } });
    expect(mine).toHaveBeenCalledWith({ channel: 'mine', event: 'new-notification', data: { id: 1 } });
    expect(other).not.toHaveBeenCalled();
  });

  it('reports each confirmed subscription, after every reconnect, so missed messages can be reloaded', async () => {
    const { realtime, socket, emitted, connect } = setup();
    const onSubscribed = vi.fn();
    realtime.subscribe('private-notifications.2', { onMessage: () => {}, onSubscribed });
    connect();
    expect(onSubscribed).not.toHaveBeenCalled();
    emitted[0]?.ack?.({ ok: true });
    expect(onSubscribed).toHaveBeenCalledTimes(1);

    // A second handler on the confirmed channel hears of it at once, without a new subscribe.
    const late = vi.fn();
    realtime.subscribe('private-notifications.2', { onMessage: () => {}, onSubscribed: late });
    await Promise.resolve();
    expect(late).toHaveBeenCalledTimes(1);
    expect(emitted.filter((e) => e.event === 'subscribe')).toHaveLength(1);

    // Messages sent while the socket was down were lost: the reconnect's confirmation says so.
    socket.connected = false;
    socket.fire('disconnect');
    connect();
    expect(onSubscribed).toHaveBeenCalledTimes(1);
    emitted[1]?.ack?.({ ok: true });
    expect(onSubscribed).toHaveBeenCalledTimes(2);
    expect(late).toHaveBeenCalledTimes(2);
  });

  it('ignores the confirmation of a socket closed since', () => {
    const { realtime, emitted, connect } = setup();
    const onSubscribed = vi.fn();
    realtime.subscribe('a', { onMessage: () => {}, onSubscribed });
    connect();
    realtime.close();
    emitted[0]?.ack?.({ ok: true });
    expect(onSubscribed).not.toHaveBeenCalled();
  });

  it('closes a channel for good when its subscription is refused with 403', () => {
    const { realtime, emitted, connect } = setup();
    const onError = vi.fn();
    realtime.subscribe('private-notifications.9', { onMessage: () => {}, onError });
    connect();
    emitted[0]?.ack?.({ error: { status: 403, message: 'Forbidden' } });
    expect(onError).toHaveBeenCalledWith({ status: 403, message: 'Forbidden' });
    connect();
    expect(emitted.filter((e) => e.event === 'subscribe')).toHaveLength(1);
  });

  it("closes a channel for good when the server says its user may no longer read it ('unsubscribed')", () => {
    const { realtime, socket, emitted, connect } = setup();
    const onError = vi.fn();
    const onMessage = vi.fn();
    realtime.subscribe('private-device.7', { onMessage, onError });
    realtime.subscribe('private-device.8', { onMessage: () => {} });
    connect();
    for (const sent of emitted) sent.ack?.({ ok: true });
    socket.fire('unsubscribed', {
      channel: 'private-device.7',
      status: 403,
      message: 'You may no longer read it.',
    });
    expect(onError).toHaveBeenCalledWith({ status: 403, message: 'You may no longer read it.' });
    socket.fire('message', { channel: 'private-device.7', event: 'status', data: {} });
    expect(onMessage).not.toHaveBeenCalled();
    // A reconnect subscribes again only to what is still open; an event for no channel of ours is ignored.
    socket.fire('unsubscribed', { channel: 'private-device.99', status: 403, message: '' });
    connect();
    const resent = emitted.slice(2).map((sent) => (sent.payload as { channel: string }).channel);
    expect(resent).toEqual(['private-device.8']);
  });

  it('unsubscribes when the last handler of a channel goes', () => {
    const { realtime, emitted, connect } = setup();
    connect();
    const stopA = realtime.subscribe('c', { onMessage: () => {} });
    const stopB = realtime.subscribe('c', { onMessage: () => {} });
    stopA();
    expect(emitted.some((e) => e.event === 'unsubscribe')).toBe(false);
    stopB();
    expect(emitted.at(-1)).toMatchObject({ event: 'unsubscribe', payload: { channel: 'c' } });
  });

  it('closes the socket and opens a new one on the next subscription', () => {
    const { realtime, socket, factory } = setup();
    realtime.subscribe('a', { onMessage: () => {} });
    realtime.close();
    expect(socket.disconnect).toHaveBeenCalled();
    realtime.subscribe('b', { onMessage: () => {} });
    expect(factory).toHaveBeenCalledTimes(2);
  });
});
