import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FirstViewRenderer } from './firstView/firstViewRenderer.js';
import { createFirstViewPages } from './firstView/renderFirstViewPage.js';
import { sendApiNotFound } from './sendApiNotFound.js';

/** Options of {@link registerConsoleSite}. */
export interface ConsoleSiteOptions {
  /** The built console (index.html and assets/), or null to serve no console. */
  consoleDir: string | null;
  /** The account site's path; its unknown URLs are 404s, never the console. */
  accountBasePath: string;
  /** The console's first-view renderer (docs/adr/0021), loading; none renders no first views. */
  firstView?: Promise<FirstViewRenderer | null>;
}

/** Hashed build output: the name changes with the content, so it may be cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files: always revalidate, so a deploy reaches every tab. */
const REVALIDATE = 'no-cache';

const NOT_BUILT_PAGE = `The Netfleet console is not built, so this server has no pages to show here.
Build it with \`pnpm build\` at the repository root (or set CONSOLE_DIR to a built console), then restart the server.
The API is at /api and the sign-in page under the account path.
`;

/** True for paths the console does not own: files (a dot in the last segment) and /assets. */
function looksLikeFile(path: string): boolean {
  return path.startsWith('/assets/') || (path.split('/').pop() ?? '').includes('.');
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Serves the built console on the root instance (it sets the root not-found handler): files from `consoleDir` (hashed `/assets/*` cached for a year;
 * the build's precompressed `.br`/`.gz` siblings when the browser accepts them),
 * and `index.html` (no-cache) for any other GET that is not the API, not the account site and
 * not a file, so that console routes such as /management/devices load the single-page app.
 * Without a built console that fallback is a short page saying how to build it.
 */
export async function registerConsoleSite(app: FastifyInstance, options: ConsoleSiteOptions): Promise<void> {
  const dir = options.consoleDir;
  const built = dir !== null && existsSync(join(dir, 'index.html'));

  if (built) {
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/',
      index: ['index.html'],
      // The console's build writes `.br` and `.gz` beside each text file (vite.config.ts):
      // served by Accept-Encoding with Content-Encoding and Vary, never compressed per request.
      preCompressed: true,

      // Cache-Control is set per file below instead.
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  // An unknown API path gets the API's 404 here, before the file look-up: its path checks answer
  // a name longer than a file's can be with 403.
  if (built) app.route({ method: ['GET', 'HEAD'], url: '/api/*', handler: sendApiNotFound });

  // Browsers ask for /favicon.ico on their own; the console ships an SVG icon. A built
  // console's own favicon.ico, if it has one, is served as a file instead.
  if (!(built && existsSync(join(dir, 'favicon.ico')))) {
    app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));
  }

  const firstViews =
    built && options.firstView
      ? createFirstViewPages(app, { consoleDir: dir, renderer: options.firstView })
      : null;

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    // GET /api/unknown reaches here through the static wildcard route, not the /api scope.
    if (isUnder(path, '/api')) return sendApiNotFound(request, reply);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isUnder(path, options.accountBasePath) &&
      !looksLikeFile(path);
    if (!isPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_PAGE);
    if (firstViews && (await firstViews(request, reply))) return reply;
    return reply.sendFile('index.html');
  });
}
