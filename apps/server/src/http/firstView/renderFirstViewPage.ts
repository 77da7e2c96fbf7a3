import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../auth/sessionCookies.js';
import { extendPolicy } from './extendPolicy.js';
import { firstViewMarkup } from './firstViewMarkup.js';
import { firstViewPage } from './firstViewPage.js';
import type { FirstViewRenderer } from './firstViewRenderer.js';
import { sendHtmlStream } from './htmlStream.js';
import { injectFetch } from './injectFetch.js';

/** The CSP source (`'sha256-…'`) that allows exactly `text` inline. */
const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The longest a page waits for its first view; past it the page goes on without one. */
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
 * the console's code has run. The page's start (its head, with its style sheets) goes at once
 * and its first view once rendered: the browser commits the page and loads its style sheets
 * while the server renders. The page is the user's (`no-store`, `Vary: Cookie`). It runs
 * `early-requests.js` inline, so the parser waits for no request before the first view; its
 * policy allows that script and the loader by their hashes, and the first view's styles by the
 * page's nonce. `send` answers false when there is no first view to plan (no session cookie,
 * another page, too many renders under way): the caller sends index.html as it is. A render
 * that then gives none (no valid session, a notice, a failure, too slow) ends the page without
 * one, and the console starts as it does from index.html.
 */
export function createFirstViewPages(app: FastifyInstance, options: FirstViewPagesOptions) {
  const timeoutMs = options.timeoutMs ?? FIRST_VIEW_TIMEOUT_MS;
  let rendering = 0;
  // A render that fails to load must not fail every page: the plain page still works.
  const renderer = options.renderer.catch((error: unknown) => {
    app.log.error({ err: error }, 'the console first-view renderer did not load');
    return null;
  });

  /** The first view's markup, or null when there is none to show within the time. */
  async function renderMarkup(
    request: FastifyRequest,
    view: FirstViewRenderer,
    origin: string,
    nonce: string,
  ) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs);
    });
    // Never a throw: the page's start has gone, and only its end can follow.
    try {
      const render = view
        .renderFirstView({
          url: request.url,
          origin,
          cookie: request.headers.cookie ?? '',
          fetch: injectFetch(app, request),
        })
        .then((result) => (result ? firstViewMarkup(result.html, nonce) : null));
      return await Promise.race([render, timeout]);
    } catch (error) {
      request.log.warn({ err: error }, 'first view not rendered');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  return async function send(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (request.method !== 'GET' || !request.cookies?.[SESSION_COOKIE]) return false;
    const view = await renderer;
    if (!view || rendering >= FIRST_VIEW_CONCURRENCY) return false;
    const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
    // A Host header no URL can be made of is the plain page's, not a 500.
    const plan = (() => {
      try {
        return view.planFirstView({ url: request.url, origin, cookie: request.headers.cookie ?? '' });
      } catch {
        return null;
      }
    })();
    if (!plan) return false;
    rendering += 1;
    try {
      const nonce = randomBytes(16).toString('base64');
      const [indexHtml, earlyRequests] = await Promise.all([
        readFile(join(options.consoleDir, 'index.html'), 'utf8'),
        readFile(join(options.consoleDir, 'early-requests.js'), 'utf8').catch(() => undefined),
      ]);
      const page = firstViewPage(indexHtml, {
        metaName: view.FIRST_VIEW_META,
        meta: plan.meta,
        routes: plan.routes,
        ...(earlyRequests === undefined ? {} : { earlyRequests }),
      });
      if (page === null) return false;
      const policy = String(reply.getHeader('content-security-policy') ?? '');
      if (policy) {
        reply.header(
          'content-security-policy',
          extendPolicy(policy, {
            'script-src': page.inlineScripts.map(sha256Source),
            'style-src': [`'nonce-${nonce}'`],
          }),
        );
      }
      // The style sheets start loading as the answer commits, not once the parser's preload
      // scanner reads them: the first view's style and layout waited 20 to 30 ms for them.
      if (page.styleSheets.length > 0)
        reply.header('link', page.styleSheets.map(styleSheetPreload).join(', '));
      reply.header('cache-control', 'no-store').header('vary', 'Cookie');
      const stream = sendHtmlStream(request, reply);
      // On the wire before the render starts: the render's synchronous work (the console's
      // start, then the markup) would hold the start back on this thread.
      await stream.write(page.start);
      const markup = await renderMarkup(request, view, origin, nonce);
      stream.end(`${markup ?? ''}${page.end}`);
      return true;
    } finally {
      rendering -= 1;
    }
  };
}
