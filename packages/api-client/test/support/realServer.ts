import { buildServer } from '@netfleet/server';
import { afterAll, beforeAll, vi } from 'vitest';
import { type ApiClient, createApiClient } from '../../src/createApiClient.js';
import { createBrowserLikeFetch, signIn } from './browserLikeFetch.js';

/**
 * Starts the reference server (PGlite in memory, 40 demo devices) for a test file, and gives
 * the file `clientOf(email)`: an API client signed in as that demo user, as the console's
 * would be on `/management/devices`.
 */
export function startRealServerPerFile(): { clientOf(email: string): Promise<ApiClient> } {
  let server: Awaited<ReturnType<typeof buildServer>>;
  let origin: string;

  beforeAll(async () => {
    server = await buildServer({
      dataDir: 'memory',
      demo: { deviceCount: 40 },
      logger: false,
      signInSecondFactor: false,
    });
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  return {
    async clientOf(email) {
      const browser = createBrowserLikeFetch(origin, Date.now);
      await signIn(browser, origin, email);
      const href = `${origin}/management/devices`;
      return createApiClient({
        baseUrl: `${origin}/api`,
        fetch: browser.fetch,
        readCookies: browser.cookies,
        storage: null,
        sessionStorage: null,
        location: {
          href,
          host: new URL(href).host,
          protocol: 'http:',
          pathname: '/management/devices',
          search: '',
          assign: vi.fn(),
        },
        locks: null,
      });
    },
  };
}
