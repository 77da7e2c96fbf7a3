import { type ApiClient, createApiClient } from '@netfleet/api-client';

/** A request as the fake server saw it. */
interface SeenRequest {
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

/** The calls of the forms against a fake server: the real api-client, only `fetch` replaced. */
export interface FakeFormsApi {
  client: ApiClient;
  requests: SeenRequest[];
  /** Answers `METHOD /path` (e.g. `POST /tags`); later answers for the same key win. */
  on(key: string, reply: FakeReply): void;
  /** Requests for one `METHOD /path`. */
  calls(key: string): SeenRequest[];
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.json();
  if (type.includes('multipart/form-data')) return Object.fromEntries((await request.formData()).entries());
  const text = await request.text();
  return text === '' ? undefined : text;
}

/**
 * A fake API for the console's form definitions: records every request and answers the
 * routes a test set (`on`), anything else 404 with the spec's error body.
 */
export function createFakeFormsApi(): FakeFormsApi {
  const replies = new Map<string, FakeReply>();
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
    const reply = replies.get(`${seen.method} ${seen.path}`) ?? {
      status: 404,
      body: { errors: [{ code: 'NOT_FOUND', message: 'Not found', source: null }] },
    };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
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
    on: (key, reply) => void replies.set(key, reply),
    calls: (key) => requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}
