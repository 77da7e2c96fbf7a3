import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../auth/sessionCookies.js';
import { firstViewPage } from './firstViewPage.js';
import type { FirstViewRenderer } from './firstViewRenderer.js';
import { injectFetch } from './injectFetch.js';
import { styleAttributeHashes } from './styleAttributeHashes.js';

/** The longest a page waits for its first view; past it the browser gets the plain page. */
export const FIRST_VIEW_TIMEOUT_MS = 400;
/** First views rendered at once; more page requests get the plain page meanwhile. */
export const FIRST_VIEW_CONCURRENCY = 4;

/** Options of {@link createFirstViewPages}. */
export interface FirstViewPagesOptions {
  consoleDir: string;
  renderer: Promise<FirstViewRenderer | null>;
  timeoutMs?: number;
}

/**
 * Sends console pages with their first view (docs/adr/0021): for a signed-in GET of a page the
 * console renders one of, the console's own render of it, so the browser paints the page before
 * the console's code has run. The page is the user's (`no-store`, `Vary: Cookie`); its policy
 * allows the render's inline styles by hash. `send` answers false when there is no first view
 * to give (no session, another page, a notice, a failure, too slow): the caller sends
 * index.html as it is.
 */
export function createFirstViewPages(app: FastifyInstance, options: FirstViewPagesOptions) {
  const timeoutMs = options.timeoutMs ?? FIRST_VIEW_TIMEOUT_MS;
  let rendering = 0;
  // A render that fails to load must not fail every page: the plain page still works.
  const renderer = options.renderer.catch((error: unknown) => {
    app.log.error({ err: error }, 'the console first-view renderer did not load');
    return null;
  });

  async function render(request: FastifyRequest, view: FirstViewRenderer) {
    const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
    const [result, indexHtml] = await Promise.all([
      view.renderFirstView({
        url: request.url,
        origin,
        cookie: request.headers.cookie ?? '',
        fetch: injectFetch(app, request),
      }),
      readFile(join(options.consoleDir, 'index.html'), 'utf8'),
    ]);
    // Markup only: the page's policy runs no inline script, and a first view must not need one.
    if (!result || /<script/i.test(result.html)) return null;
    const page = firstViewPage(indexHtml, {
      html: result.html,
      metaName: view.FIRST_VIEW_META,
      meta: result.meta,
      routes: result.routes,
    });
    return page === null ? null : { page, styleHashes: styleAttributeHashes(result.html) };
  }

  return async function send(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (request.method !== 'GET' || !request.cookies?.[SESSION_COOKIE]) return false;
    const view = await renderer;
    const path = request.url.split('?')[0] ?? '/';
    if (!view?.hasFirstView(path) || rendering >= FIRST_VIEW_CONCURRENCY) return false;
    rendering += 1;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), timeoutMs);
      });
      const done = await Promise.race([render(request, view), timeout]).catch((error: unknown) => {
        request.log.warn({ err: error }, 'first view not rendered');
        return null;
      });
      if (!done) return false;
      const policy = String(reply.getHeader('content-security-policy') ?? '');
      if (policy && done.styleHashes.length > 0) {
        reply.header(
          'content-security-policy',
          `${policy}; style-src-attr 'unsafe-hashes' ${done.styleHashes.join(' ')}`,
        );
      }
      await reply
        .header('cache-control', 'no-store')
        .header('vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(done.page);
      return true;
    } finally {
      clearTimeout(timer);
      rendering -= 1;
    }
  };
}
