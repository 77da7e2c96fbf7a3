import { vi } from 'vitest';
import { type ApiClient, type ClientLocation, createApiClient } from '../../src/createApiClient.js';

/** Answers one request of a {@link createTestClient}. */
export type TestHandler = (request: Request) => Response | Promise<Response>;

/** A JSON response. */
export function json(body: unknown, status = 200, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

/**
 * A real {@link createApiClient} on `http://console.test` whose `fetch` is `handler`; it
 * records every request (cloned, so bodies can be read).
 */
export function createTestClient(handler: TestHandler): { client: ApiClient; requests: Request[] } {
  const requests: Request[] = [];
  const href = 'http://console.test/management/devices';
  const location: ClientLocation = {
    href,
    host: 'console.test',
    protocol: 'http:',
    pathname: '/management/devices',
    search: '',
    assign: vi.fn(),
  };
  const client = createApiClient({
    baseUrl: 'http://console.test/api',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request.clone());
      return handler(request);
    }) as typeof fetch,
    readCookies: () => 'XSRF-TOKEN=t',
    storage: memoryStorage(),
    sessionStorage: memoryStorage(),
    location,
    locks: null,
  });
  return { client, requests };
}

/** `METHOD /path?query` of a recorded request, for compact assertions. */
export function describeRequest(request: Request): string {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
}
