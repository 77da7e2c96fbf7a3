import { type ApiClient, createApiClient } from '@netfleet/api-client';

/** A request as the fake server saw it. */
export interface SeenRequest {
  method: string;
  /** The path under `/api`, e.g. `/tags`. */
  path: string;
  query: URLSearchParams;
  /** The JSON body, or the multipart fields (files as `File`), or `undefined`. */
  body: unknown;
  contentType: string | null;
}

/** What a route answers: a status and a JSON body. */
interface FakeReply {
  status?: number;
  body?: unknown;
}

type FakeRoute = (request: SeenRequest) => FakeReply | Promise<FakeReply>;

/** A fake API behind a real api-client: only `fetch` is replaced. */
export interface FakeApi {
  client: ApiClient;
  requests: SeenRequest[];
  /** Answers `METHOD /path` (e.g. `POST /tags`); later routes for the same key win. */
  on(key: string, route: FakeRoute | FakeReply): void;
  /** Requests for one `METHOD /path`. */
  calls(key: string): SeenRequest[];
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.json();
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    return Object.fromEntries(form.entries());
  }
  const text = await request.text();
  return text === '' ? undefined : text;
}

/** A fake API whose unknown routes answer 404 with the spec's error body. */
export function createFakeApi(): FakeApi {
  const routes = new Map<string, FakeRoute>();
  const requests: SeenRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const seen: SeenRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: await readBody(request),
      contentType: request.headers.get('content-type'),
    };
    requests.push(seen);
    const route = routes.get(`${seen.method} ${seen.path}`);
    const reply = route
      ? await route(seen)
      : { status: 404, body: { errors: [{ code: 'NOT_FOUND', message: 'Not found', source: null }] } };
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const client = createApiClient({
    baseUrl: 'http://console.test/api',
    fetch: fetch as typeof globalThis.fetch,
    readCookies: () => 'XSRF-TOKEN=token',
    storage: null,
    sessionStorage: null,
    locks: null,
    location: {
      href: 'http://console.test/forms/add-tag',
      host: 'console.test',
      pathname: '/forms/add-tag',
      search: '',
      assign: () => {},
    },
  });
  return {
    client,
    requests,
    on(key, route) {
      routes.set(key, typeof route === 'function' ? route : () => route);
    },
    calls: (key) => requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}

/** The spec's error body. */
export function errors(...items: { code?: string; message: string; source?: string | null }[]) {
  return { errors: items.map((item) => ({ code: item.code ?? 'VALIDATION_FAILED', source: null, ...item })) };
}

/** A promise and its resolver, to hold a reply until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
