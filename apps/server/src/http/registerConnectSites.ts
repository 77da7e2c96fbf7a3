import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The three connect apps (DESIGN.md), each its own small Vite build. */
export const CONNECT_APPS = ['terminal', 'desktop', 'sftp'] as const;
export type ConnectApp = (typeof CONNECT_APPS)[number];

/** The spec's start-up paths (§2.4) and the app that opens each. */
const CONNECT_PAGES: Readonly<Record<string, ConnectApp>> = {
  '/rms-connect/ssh': 'terminal',
  '/rms-connect/telnet': 'terminal',
  '/rms-connect/desktop': 'desktop',
  '/rms-connect/sftp': 'sftp',
};

/** Where each app's assets are served; its Vite `base`. */
export const connectAssetsPrefix = (name: ConnectApp) => `/connect/${name}/`;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the connect apps: each app's `index.html` (no-cache) at the spec's `/rms-connect/…`
 * paths, and its hashed assets under `/connect/<app>/` (cached for a year, precompressed
 * siblings by Accept-Encoding). An app that is not built answers 503 with how to build it.
 */
export async function registerConnectSites(
  app: FastifyInstance,
  dirs: Readonly<Record<ConnectApp, string | null>>,
): Promise<void> {
  for (const name of CONNECT_APPS) {
    const dir = dirs[name];
    if (dir === null || !existsSync(join(dir, 'index.html'))) continue;
    await app.register(fastifyStatic, {
      root: dir,
      prefix: connectAssetsPrefix(name),
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.endsWith('.html') ? 'no-cache' : IMMUTABLE);
      },
    });
  }
  for (const [path, name] of Object.entries(CONNECT_PAGES)) {
    app.get(path, async (_request, reply) => {
      const dir = dirs[name];
      if (dir === null || !existsSync(join(dir, 'index.html'))) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send(
            `The ${name} connect app is not built. Build it with \`pnpm build\` at the repository root.\n`,
          );
      }
      // Read per request (a few hundred bytes): a rebuilt app is served without a restart.
      const html = await readFile(join(dir, 'index.html'));
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    });
  }
}
