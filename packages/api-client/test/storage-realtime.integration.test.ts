import { buildServer } from '@netfleet/server';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../src/createApiClient.js';
import {
  type ChannelMessage,
  createRealtimeClient,
  notificationsChannel,
} from '../src/socket/createRealtimeClient.js';
import { createUserStorage } from '../src/storage/createUserStorage.js';
import { createBrowserLikeFetch, signIn } from './support/browserLikeFetch.js';

let server: Awaited<ReturnType<typeof buildServer>>;
let origin: string;

beforeAll(async () => {
  server = await buildServer({
    dataDir: 'memory',
    demo: { deviceCount: 20 },
    logger: false,
    signInSecondFactor: false,
  });
  origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function session(email: string) {
  const browser = createBrowserLikeFetch(origin);
  await signIn(browser, origin, email);
  const href = `${origin}/management/devices`;
  const client = createApiClient({
    baseUrl: `${origin}/api`,
    fetch: browser.fetch,
    readCookies: browser.cookies,
    storage: null,
    sessionStorage: null,
    locks: null,
    location: {
      href,
      host: new URL(href).host,
      pathname: '/management/devices',
      search: '',
      assign: vi.fn(),
    },
  });
  // What the browser does for a same-origin WebSocket: send the cookies and the Origin.
  const realtime = createRealtimeClient({
    url: origin,
    socketFactory: (uri, options) =>
      io(uri, { ...options, extraHeaders: { cookie: browser.cookieHeader('/status/socket.io'), origin } }),
  });
  return { client, browser, realtime, user: await client.getUser() };
}

describe('per-user storage against the real server', () => {
  it('creates, updates and deletes a key, and a reload sees the server state', async () => {
    const { client } = await session('admin@netfleet.test');
    const storage = createUserStorage(client.http);
    await storage.load();
    await storage.set('devices.columns', '["name","status"]');
    await storage.set('devices.columns', '["name"]');
    await storage.set('wideNav', 'false');
    await storage.remove('wideNav');

    const reloaded = createUserStorage(client.http);
    await reloaded.load();
    expect(reloaded.get('devices.columns')).toBe('["name"]');
    expect(reloaded.get('wideNav')).toBeUndefined();
  });

  it('keeps each user to their own keys', async () => {
    const alice = await session('end_user@netfleet.test');
    const bob = await session('read_only@netfleet.test');
    const aliceStorage = createUserStorage(alice.client.http);
    const bobStorage = createUserStorage(bob.client.http);
    await Promise.all([aliceStorage.load(), bobStorage.load()]);
    await aliceStorage.set('secret.filter', 'alice');
    await bobStorage.load();
    expect(bobStorage.get('secret.filter')).toBeUndefined();
    // Bob does not hold the key, so his write creates his own entry and leaves Alice's alone.
    await bobStorage.set('secret.filter', 'bob');
    const aliceAgain = createUserStorage(alice.client.http);
    await aliceAgain.load();
    expect(aliceAgain.get('secret.filter')).toBe('alice');
  });

  it('leaves the local map as it was when the server refuses a write', async () => {
    const { client } = await session('admin@netfleet.test');
    const storage = createUserStorage(client.http);
    await storage.load();
    await expect(storage.set('', 'x')).rejects.toMatchObject({ status: 422 });
    expect(storage.get('')).toBeUndefined();
  });
});

describe('notifications over the real socket', () => {
  it('delivers a notification created on the server to the user’s channel', async () => {
    const { realtime, user } = await session('end_user@netfleet.test');
    const received = new Promise<ChannelMessage>((resolve) => {
      realtime.subscribe(notificationsChannel(user.id), { onMessage: resolve });
    });
    // Subscribing is acknowledged asynchronously; push only once the socket is in the room.
    await vi.waitFor(async () => {
      const sockets = await server.realtime.io.in(notificationsChannel(user.id)).fetchSockets();
      expect(sockets.length).toBe(1);
    });
    await server.createNotification(user.id, { type: 'deviceAlert', summary: 'RUTX11 went offline' });
    const message = await received;
    expect(message).toMatchObject({
      channel: notificationsChannel(user.id),
      event: 'new-notification',
      data: { summary: 'RUTX11 went offline', type: 'deviceAlert' },
    });
    realtime.close();
  });

  it('refuses a subscription to another user’s channel with 403 and closes it', async () => {
    const { realtime } = await session('read_only@netfleet.test');
    const other = await session('admin@netfleet.test');
    const error = await new Promise<{ status: number }>((resolve) => {
      realtime.subscribe(notificationsChannel(other.user.id), { onMessage: () => {}, onError: resolve });
    });
    expect(error.status).toBe(403);
    realtime.close();
  });
});
