import type { ServerOptions } from 'socket.io';

/** A connected socket.io Redis adapter and how to disconnect it. */
export interface RedisAdapter {
  adapter: ServerOptions['adapter'];
  close(): Promise<void>;
}

/**
 * Connects socket.io's Redis adapter (a publisher and a subscriber connection), so that
 * `publish` and `disconnectSession` reach sockets held by every server process sharing the
 * Redis server. Loaded only when `REDIS_URL` is set: a single process needs no Redis.
 *
 * @example
 * const redis = await createRedisAdapter('redis://127.0.0.1:6379');
 * createRealtime(app.server, { ..., adapter: redis.adapter });
 */
export async function createRedisAdapter(url: string): Promise<RedisAdapter> {
  const [{ createAdapter }, { createClient }] = await Promise.all([
    import('@socket.io/redis-adapter'),
    import('redis'),
  ]);
  const publisher = createClient({ url });
  const subscriber = publisher.duplicate();
  // Without a listener an 'error' event would crash the process; the client reconnects itself.
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: unknown) => console.error('Redis (realtime adapter):', error));
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);
  return {
    adapter: createAdapter(publisher, subscriber),
    close: async () => {
      await Promise.allSettled([publisher.close(), subscriber.close()]);
    },
  };
}
