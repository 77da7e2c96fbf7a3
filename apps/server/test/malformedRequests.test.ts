import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NetfleetServer } from '../src/index.js';
import { apiGet, signIn, type TestSession, tokenCookies, unsafeHeaders } from './support/signIn.js';
import { startTestServer } from './support/testServer.js';

// Every route the server serves, taken from its own routing table (so a route added later is
// covered without editing this file), answers malformed input with a 4xx and never a 500:
// ids that are not ids, query strings of the wrong shape, bodies of the wrong type or syntax,
// and requests without a session. The requests come from a super admin, whom no permission
// stops before the input is read.

/** One method of one route, as the router holds it (`/api/devices/:id`). */
interface ServedRoute {
  method: string;
  url: string;
}

/**
 * The routes of `app.printRoutes()`: a tree whose lines add a segment to their parent's path
 * (`/api/user` → `s` → `/move` → `-logs` is `/api/users/move-logs`), with the methods in
 * brackets.
 */
function servedRoutes(app: FastifyInstance): ServedRoute[] {
  const routes: ServedRoute[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S*)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url });
    }
  }
  return routes;
}

/** Path parameters that name nothing: words, signs, fractions, overflow, NUL, emoji, traversal. */
const BAD_IDS = ['abc', '0', '-1', '1.5', '99999999999999999999', '%00', '%F0%9F%98%80', '..%2F..'];

/** Query strings of the wrong shape, for every GET. */
const BAD_QUERIES = [
  'limit=-1',
  'limit=abc',
  'limit=1e9',
  'offset=-5',
  'offset=1e20',
  'after=zzz',
  `after=${encodeURIComponent(Buffer.from('["x",1]').toString('base64url'))}`,
  'sort=nope',
  'sort=-',
  'q=%00',
  `q=${'%25'.repeat(500)}`,
  'q=a&q=b',
  'status=9&status=x',
  'from=garbage&to=2020',
  'from=2030-01-01&to=2020-01-01',
  'fields=nope',
  'format=exe',
  'company_id=abc',
  'company_id=99999999999999999999',
  'device_id=%00',
  'firmware_below=not.a.version',
  'seen_after=x',
  'tag_id=,,,',
  'capability=__proto__',
  '%ZZ=1',
];

/** Bodies of the wrong syntax or type, each sent as JSON, for every unsafe method. */
const BAD_JSON_BODIES = [
  '{',
  '[]',
  'null',
  '"x"',
  '1',
  '{"__proto__":{"x":1}}',
  '{"name":123,"id":"x","company_id":"abc","ids":"x","tags":[null],"email":[],"role_id":{},"filter":7}',
  '{"ids":[1e308,-1,"a"],"action":"nope","tag_ids":["a"]}',
  '{"value":{"a":{"b":[1,{"c":null}]}},"key":"\\u0000","password":{}}',
];

/** The same unsafe requests with bodies of the wrong kind. */
const BAD_OTHER_BODIES: { contentType: string; body: string }[] = [
  { contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=%ZZ' },
  { contentType: 'multipart/form-data; boundary=x', body: '--x\r\n' },
  { contentType: 'multipart/form-data', body: 'no boundary' },
  { contentType: 'text/xml', body: '<x/>' },
];

/**
 * The routes that read input. The others serve built files (`/rms-connect/ssh`, the version
 * worker) or probes, whatever the request says.
 */
const READS_INPUT = /^\/(api|auth|account|ingest)\//;

/** API routes anyone may call: the brand the sign-in page shows. */
const PUBLIC_API = new Set(['GET /api/brand']);

let server: NetfleetServer;
let routes: ServedRoute[];
let root: TestSession;
beforeAll(async () => {
  server = await startTestServer();
  routes = servedRoutes(server.app).filter((route) => READS_INPUT.test(route.url));
  root = await signIn(server.app, 'super_admin@netfleet.test');
});
afterAll(() => server?.close());

/** Some routes end the session they are called with (sign-out, token revoke): sign in again. */
async function keepSignedIn(): Promise<void> {
  if ((await apiGet(server.app, '/api/user', root)).statusCode === 401) {
    root = await signIn(server.app, 'super_admin@netfleet.test');
  }
}

/** What the running test found wrong, printed whole when it fails. */
let problems: string[] = [];
beforeEach(() => {
  problems = [];
});

/** Whether the body is the API's error document (`{ errors: [...] }`). */
function isErrorDocument(response: LightMyRequestResponse): boolean {
  try {
    return Array.isArray((response.json() as { errors?: unknown }).errors);
  } catch {
    return false;
  }
}

function check(method: string, url: string, response: LightMyRequestResponse, sent = ''): void {
  const path = url.split('?')[0] ?? url;
  const wrong =
    response.statusCode >= 500 ||
    (response.statusCode >= 400 && path.startsWith('/api/') && !isErrorDocument(response));
  if (wrong) {
    problems.push(
      `${response.statusCode} ${method} ${url} ${sent.slice(0, 60)} → ${response.body.slice(0, 160)}`,
    );
  }
}

function send(method: string, url: string, contentType?: string, payload?: string) {
  return server.app.inject({
    method: method as 'GET',
    url,
    cookies: tokenCookies(root),
    headers: { ...unsafeHeaders(root), ...(contentType && { 'content-type': contentType }) },
    ...(payload !== undefined && { payload }),
  });
}

/** The route's URL with each path parameter replaced by `value`. */
const withParams = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value);

describe('every route the server serves', () => {
  it('is found in the routing table, parameters and all', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/devices/:id/events',
        'GET /api/users/move-logs',
        'DELETE /api/user/sessions/:id',
        'POST /ingest/v1/report',
        'PUT /api/storage/:key',
      ]),
    );
    expect(names.length).toBeGreaterThan(90);
  });

  it('answers path parameters that name nothing with a 4xx', async () => {
    for (const route of routes.filter((candidate) => candidate.url.includes('/:'))) {
      for (const id of BAD_IDS) {
        const url = withParams(route.url, id);
        const response = await send(
          route.method,
          url,
          route.method === 'GET' ? undefined : 'application/json',
          route.method === 'GET' ? undefined : '{}',
        );
        check(route.method, url, response);
        // `:key` of the user's storage and `:email` of a suppression are free text: anything may name one.
        if (!/:(key|email)\b/.test(route.url) && response.statusCode < 400) {
          problems.push(`${response.statusCode} ${route.method} ${url} accepted a malformed parameter`);
        }
      }
      await keepSignedIn();
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('answers query strings of the wrong shape without a 500', async () => {
    for (const route of routes.filter((candidate) => candidate.method === 'GET')) {
      for (const query of BAD_QUERIES) {
        const url = `${withParams(route.url, '1')}?${query}`;
        check('GET', url, await send('GET', url));
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('answers bodies of the wrong syntax, type or kind with a 4xx', async () => {
    for (const route of routes.filter((candidate) => candidate.method !== 'GET')) {
      const url = withParams(route.url, '1');
      for (const body of BAD_JSON_BODIES) {
        const response = await send(route.method, url, 'application/json', body);
        check(route.method, url, response, body);
      }
      for (const { contentType, body } of BAD_OTHER_BODIES) {
        check(route.method, url, await send(route.method, url, contentType, body), contentType);
      }
      await keepSignedIn();
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('answers requests without a session with a 4xx', async () => {
    for (const route of routes.filter((candidate) => candidate.url.startsWith('/api/'))) {
      const url = withParams(route.url, '1');
      const response = await server.app.inject({
        method: route.method as 'GET',
        url,
        ...(route.method !== 'GET' && { headers: { 'content-type': 'application/json' }, payload: '{}' }),
      });
      check(route.method, url, response);
      if (response.statusCode < 400 && !PUBLIC_API.has(`${route.method} ${route.url}`)) {
        problems.push(`${response.statusCode} ${route.method} ${url} without a session`);
      }
    }
    expect(problems).toEqual([]);
  });
});
