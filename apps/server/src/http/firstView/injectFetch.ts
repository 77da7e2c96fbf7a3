import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Response headers that describe the wire, not the body a `Response` carries. */
const WIRE_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'set-cookie',
]);

/**
 * A `fetch` that answers the API's GET requests in process (Fastify's `inject`), as the API
 * answers `page`'s browser: its cookies, its address. Anything else is refused with 405
 * without reaching a route, so that rendering a page never changes anything (a token refresh
 * included: an expired session renders no first view).
 */
export function injectFetch(app: FastifyInstance, page: FastifyRequest): typeof fetch {
  const cookie = page.headers.cookie ?? '';
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (request.method !== 'GET' || !url.pathname.startsWith('/api/')) {
      return new Response(null, { status: 405 });
    }
    const headers: Record<string, string> = { cookie, host: page.headers.host ?? 'localhost' };
    const accept = request.headers.get('accept');
    if (accept) headers.accept = accept;
    const answer = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress: page.ip,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined || WIRE_HEADERS.has(name)) continue;
      responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    const body = empty ? null : new Uint8Array(answer.rawPayload);
    return new Response(body, { status: answer.statusCode, headers: responseHeaders });
  };
}
