import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../auth/sessionCookies.js';
import { extendPolicy } from './extendPolicy.js';
import { firstViewPage } from './firstViewPage.js';
import type { FirstViewRenderer } from './firstViewRenderer.js';
import { injectFetch } from './injectFetch.js';
import { sha256Source, styleAttributeHashes } from './styleAttributeHashes.js';

/** The longest a page waits for its first view; past it the browser gets the plain page. */
export const FIRST_VIEW_TIMEOUT_MS = 400;
/** First views rendered at once; more page requests get the plain page meanwhile. */
export const FIRST_VIEW_CONCURRENCY = 4;

/** A `Link` header's preload of a style sheet, as the page's `<link crossorigin>` asks for it. */
const styleSheetPreload = (href: string) => `<${encodeURI(href)}>; rel=preload; as=style; crossorigin`;

/** Options of {@link createFirstViewPages}. */
export interface FirstViewPagesOptions {
  consoleDir: string;
  renderer: Promise<FirstViewRenderer | null>;
  timeoutMs?: number;
}

/**
 * Sends console pages with their first view (docs/adr/0021): for a signed-in GET of a page the
 * console renders one of, the console's own render of it, so the browser paints the page before
 * the console's code has run. The page is the user's (`no-store`, `Vary: Cookie`). It runs
 * `early-requests.js` inline, so the parser waits for no request before the first view; its
 * policy allows that script and the render's inline styles by their hashes. `send` answers false when there is no first view
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
    const [result, indexHtml, earlyRequests] = await Promise.all([
      view.renderFirstView({
        url: request.url,
        origin,
        cookie: request.headers.cookie ?? '',
        fetch: injectFetch(app, request),
      }),
      readFile(join(options.consoleDir, 'index.html'), 'utf8'),
      readFile(join(options.consoleDir, 'early-requests.js'), 'utf8').catch(() => undefined),
    ]);
    // Markup only: the page's policy runs only its own inline scripts, allowed by their hashes.
    if (!result || /<script/i.test(result.html)) return null;
    const composed = firstViewPage(indexHtml, {
      html: result.html,
      metaName: view.FIRST_VIEW_META,
      meta: result.meta,
      routes: result.routes,
      ...(earlyRequests === undefined ? {} : { earlyRequests }),
    });
    if (composed === null) return null;
    return {
      page: composed.page,
      styleSheets: composed.styleSheets,
      sources: {
        'script-src': composed.inlineScripts.map(sha256Source),
        'style-src-attr': styleAttributeHashes(result.html),
      },
    };
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
      if (policy) {
        const styles = done.sources['style-src-attr'];
        reply.header(
          'content-security-policy',
          extendPolicy(policy, {
            'script-src': done.sources['script-src'],
            'style-src-attr': styles.length > 0 ? ["'unsafe-hashes'", ...styles] : [],
          }),
        );
      }
      // The style sheets start loading as the answer commits, not once the parser's preload
      // scanner reads them: the first view's style and layout waited 20 to 30 ms for them.
      if (done.styleSheets.length > 0)
        reply.header('link', done.styleSheets.map(styleSheetPreload).join(', '));
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
