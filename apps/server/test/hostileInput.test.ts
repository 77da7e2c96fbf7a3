import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema.js';
import type { NetfleetServer } from '../src/index.js';
import { expectUnchanged } from './support/forms.js';
import { apiGet, apiSend, postSignIn, signIn, type TestSession, unsafeHeaders } from './support/signIn.js';
import { startTestServer } from './support/testServer.js';

// Issue #11, "Bad input gives 500s": each input below answered 500 (or was stored) on the
// reference server. Each must be a 422 VALIDATION_FAILED naming the field, with nothing stored.

let server: NetfleetServer;
let root: TestSession;
let ownCompanyId: number;
beforeAll(async () => {
  server = await startTestServer();
  root = await signIn(server.app, 'super_admin@netfleet.test');
  ownCompanyId = (await apiGet(server.app, '/api/user', root)).json().company.id;
});
afterAll(() => server?.close());

const LISTS = [
  '/api/devices',
  '/api/companies',
  '/api/tags',
  '/api/users',
  '/api/files',
  '/api/vpn/hubs',
  '/api/devices/remote-access',
  '/api/remote/sessions',
  '/api/mail-logs',
  '/api/roles',
  '/api/credits/codes',
  '/api/users/invitations',
  '/api/users/move-logs',
  '/api/users/impersonation-logs',
];

function expect422(response: LightMyRequestResponse, source: string | null, message?: RegExp): void {
  expect(response.statusCode, response.body).toBe(422);
  const [error] = response.json().errors as { code: string; message: string; source: string | null }[];
  expect(error?.code).toBe('VALIDATION_FAILED');
  expect(error?.source).toBe(source);
  if (message) expect(error?.message).toMatch(message);
}

/** An unsafe API request with this exact body text. */
const sendRaw = (method: 'POST' | 'PUT', url: string, text: string) =>
  server.app.inject({
    method,
    url,
    cookies: { nf_session: root.access },
    headers: { ...unsafeHeaders(root), 'content-type': 'application/json' },
    payload: text,
  });

describe('NUL characters', () => {
  it('in q of every list are a 422 naming q', async () => {
    for (const list of LISTS) {
      for (const q of ['%00', 'a%00b']) {
        expect422(await apiGet(server.app, `${list}?q=${q}`, root), 'q', /NUL character/);
      }
    }
  });

  it('in a path parameter or a filter are a 422 naming it', async () => {
    expect422(await apiGet(server.app, '/api/devices?company_id=%00', root), 'company_id');
    const response = await apiSend(server.app, 'PUT', '/api/storage/a%00b', root, { value: 'x' });
    expect422(response, 'key', /NUL character/);
  });

  it('in body fields are a 422 naming the field, and nothing is stored', async () => {
    await expectUnchanged(server, async () => {
      const cases: [method: 'POST' | 'PUT', url: string, body: Record<string, unknown>, source: string][] = [
        ['POST', '/api/tags', { company_id: ownCompanyId, name: 'a\u0000b' }, 'name'],
        ['POST', '/api/companies', { name: 'Null\u0000 Ltd', parent_id: ownCompanyId }, 'name'],
        ['PUT', `/api/companies/${ownCompanyId}`, { name: 'a\u0000bcd' }, 'name'],
        ['POST', '/api/users/invite', { company_id: ownCompanyId, email: 'z\u0000z@example.com' }, 'email'],
        ['POST', '/api/storage', { key: 'k\u0000', value: 'x' }, 'key'],
        ['POST', '/api/storage', { key: 'nul-value', value: 'x\u0000' }, 'value'],
        ['POST', '/api/credits/codes/activate', { code: 'AAAA\u0000' }, 'code'],
        ['POST', '/api/notifications', { user_id: 1, type: 'deviceAlert', summary: 'x\u0000' }, 'summary'],
        ['PUT', '/api/user/profile', { username: 'Sam\u0000' }, 'username'],
        [
          'PUT',
          '/api/user/password',
          { current_password: 'x\u0000', new_password: 'new pass 12' },
          'current_password',
        ],
        ['PUT', '/api/user/avatar', { data_url: 'data:image/png;base64,\u0000' }, 'data_url'],
        ['POST', '/api/user/mfa/enrolment', { method: 'totp\u0000' }, 'method'],
        ['POST', '/api/user/mfa/enrolment/confirm', { code: '12345\u0000' }, 'code'],
        // Deeper in the body: the top-level field it sits under is named.
        ['POST', '/api/tags', { company_id: ownCompanyId, name: 'ok', extra: { list: ['\u0000'] } }, 'extra'],
      ];
      for (const [method, url, body, source] of cases) {
        expect422(await apiSend(server.app, method, url, root, body), source, /NUL character/);
      }
    });
  });

  it('times the database cannot store are a 422 naming the field: a year 0000, a 30 February', async () => {
    const [device] = (await apiGet(server.app, '/api/devices?limit=1', root)).json().data;
    const cases: [string, string][] = [
      ['/api/devices?seen_before=0000-01-01', 'seen_before'],
      ['/api/devices?seen_after=0000-06-01T00:00:00Z', 'seen_after'],
      // Not a 200 whose download breaks off after the header line.
      ['/api/devices/export?seen_before=0000-01-01', 'seen_before'],
      [`/api/devices/${device.id}/samples?from=0000-01-01T00:00:00Z&to=0000-06-01T00:00:00Z`, 'from'],
      [`/api/devices/${device.id}/io?from=2026-01-01T00:00:00Z&to=0000-06-01T00:00:00Z`, 'to'],
      [`/api/devices/${device.id}/data-usage?from=2026-02-30`, 'from'],
      [`/api/devices/${device.id}/data-usage?from=0000-01-01&to=0001-01-01`, 'from'],
    ];
    for (const [url, source] of cases) {
      const response = await apiGet(server.app, url, root);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
      expect(response.json().errors[0], url).toMatchObject({ code: 'VALIDATION_FAILED', source });
    }
  });

  it('values the database refuses are a 422: a hand-made cursor of the wrong type', async () => {
    const cursor = (sort: string, value: unknown) =>
      Buffer.from(JSON.stringify([sort, value, 1])).toString('base64url');
    const urls = [
      `/api/devices?sort=id&after=${cursor('id', 'abc')}`,
      `/api/devices?sort=id&after=${cursor('id', 3_000_000_000)}`,
      `/api/devices?sort=created_at&after=${cursor('created_at', 'garbage')}`,
      `/api/devices?sort=mac&after=${cursor('mac', 'a\u0000b')}`,
      `/api/tags?sort=id&after=${cursor('id', true)}`,
    ];
    for (const url of urls) {
      const response = await apiGet(server.app, url, root);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
      expect(response.json().errors[0].message).toMatch(
        /^(A value of the request is out of range or not valid: |after must be the meta.next of a previous page)/,
      );
    }
  });

  it("addresses the router refuses are a 400 in the API's error shape, and an overlong one a 404", async () => {
    const broken = await apiGet(server.app, '/api/devices/%zz', root);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0]).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The address of the request is not valid (a % must start an escape such as %20).',
    });
    const long = await apiGet(server.app, `/api/${'a'.repeat(5000)}`, root);
    expect(long.statusCode).toBe(404);
    expect(long.json().errors[0].code).toBe('NOT_FOUND');
  });

  it('a lone UTF-16 surrogate in a body field is a 422 naming it, and nothing is stored', async () => {
    // Valid JSON, not Unicode text: PostgreSQL refuses it, which was a 500 (security probe).
    await expectUnchanged(server, async () => {
      for (const [name, source] of [
        ['x\\udc00', 'name'],
        ['\\ud800y', 'name'],
      ] as const) {
        const response = await server.app.inject({
          method: 'PUT',
          url: `/api/companies/${ownCompanyId}`,
          cookies: { nf_session: root.access },
          headers: { ...unsafeHeaders(root), 'content-type': 'application/json' },
          payload: `{"name":"${name}"}`,
        });
        expect422(response, source, /must be Unicode text/);
      }
    });
  });
});

describe('NUL characters on the account site', () => {
  it('in the sign-in form are a 422 page, and no session is opened', async () => {
    for (const fields of [
      { email: 'a\u0000b@example.com', password: 'x' },
      { email: 'admin@netfleet.test', password: 'netfleet-demo\u0000' },
    ]) {
      const response = await postSignIn(server.app, fields);
      expect(response.statusCode).toBe(422);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('The form contains a NUL character.');
      expect(response.cookies.find((cookie) => cookie.name === 'nf_session')).toBeUndefined();
    }
  });

  it('in the code form (a code or a recovery code) are a 422 page', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/auth/sign-in/code',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      payload: new URLSearchParams({ code: 'ABCDE-\u0000FGHI' }).toString(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('The form contains a NUL character.');
  });
});

describe('ids and offsets out of range', () => {
  it('ids of 2^31 and up in bodies are a 422 naming the field', async () => {
    await expectUnchanged(server, async () => {
      const big = 2 ** 31;
      const cases: [method: 'POST' | 'PUT', url: string, body: Record<string, unknown>, source: string][] = [
        ['POST', '/api/tags', { company_id: big, name: 'x' }, 'company_id'],
        ['POST', '/api/companies', { name: 'Big parent', parent_id: big }, 'parent_id'],
        ['POST', '/api/users/invite', { company_id: big, email: 'big@example.com' }, 'company_id'],
        [
          'POST',
          '/api/users/invite',
          { company_id: ownCompanyId, email: 'big@example.com', role_id: 2 ** 53 },
          'role_id',
        ],
        ['POST', '/api/credits', { type: big, count: 1, company_id: ownCompanyId }, 'type'],
        ['POST', '/api/companies/data', { credit_count: '1', company_id: big }, 'company_id'],
        ['POST', '/api/notifications', { user_id: big, type: 'deviceAlert', summary: 'x' }, 'user_id'],
        ['PUT', '/api/notifications', { id: [1, big] }, 'id'],
        [
          'POST',
          '/api/devices/remote-access',
          { device_id: big, name: 'Big', protocol: 'ssh', destination: '10.0.0.1', port: 22 },
          'device_id',
        ],
        ['POST', '/api/remote/sessions', { access_id: big }, 'access_id'],
      ];
      for (const [method, url, body, source] of cases) {
        expect422(await apiSend(server.app, method, url, root, body), source);
      }
    });
  });

  it('ids of 2^31 and up in paths and filters are a 422', async () => {
    expect422(await apiGet(server.app, '/api/companies/2147483648', root), 'id');
    expect422(await apiGet(server.app, '/api/devices?company_id=2147483648', root), 'company_id');
    expect422(await apiGet(server.app, '/api/companies?parent_id=9223372036854775808', root), 'parent_id');
    expect422(await apiSend(server.app, 'POST', '/api/users/2147483648/impersonate', root, {}), 'id');
    expect422(await apiSend(server.app, 'DELETE', '/api/user/sessions/2147483648', root), 'id');
    expect422(await apiGet(server.app, '/api/user/avatar/2147483648', root), 'userId');
    expect422(await apiGet(server.app, '/api/user/avatar/-1', root), 'userId');
  });

  it('offsets of 2^63 and up are a 422 naming offset', async () => {
    for (const offset of ['9223372036854775808', '18446744073709551616', '1e30']) {
      for (const list of [...LISTS, '/api/notifications', '/api/storage']) {
        expect422(await apiGet(server.app, `${list}?offset=${offset}`, root), 'offset');
      }
    }
  });
});

describe('deep nesting', () => {
  it('a body nested deeper than 32 levels is a 422 naming body, before any route reads it', async () => {
    await expectUnchanged(server, async () => {
      for (const depth of [33, 10_000, 200_000]) {
        const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
        const text = `{"company_id":${ownCompanyId},"name":"deep","x":${nested}}`;
        expect422(await sendRaw('POST', '/api/tags', text), 'body', /nested too deeply/);
        // The prototype-poisoning scan of Fastify's parser walks such a body recursively.
        const poisoned = `{"__proto__":{"a":${nested}},"company_id":${ownCompanyId},"name":"deep"}`;
        expect422(await sendRaw('POST', '/api/tags', poisoned), 'body', /nested too deeply/);
      }
    });
    // Brackets inside strings do not count; 32 levels are fine.
    const inString = await sendRaw(
      'POST',
      '/api/storage',
      JSON.stringify({ key: 'brackets', value: '['.repeat(1000) }),
    );
    expect(inString.statusCode, inString.body).toBe(201);
    const fine = `{"company_id":${ownCompanyId},"name":"Fine depth","x":${'['.repeat(31)}${']'.repeat(31)}}`;
    expect((await sendRaw('POST', '/api/tags', fine)).statusCode).toBe(201);
  });
});

describe('lengths and signs', () => {
  it('a company name of 100,000 characters is refused; 255 is the cap', async () => {
    await expectUnchanged(server, async () => {
      const huge = await apiSend(server.app, 'POST', '/api/companies', root, {
        name: 'x'.repeat(100_000),
        parent_id: ownCompanyId,
      });
      expect422(huge, 'name', /at most 255 characters/);
      const rename = await apiSend(server.app, 'PUT', `/api/companies/${ownCompanyId}`, root, {
        name: 'y'.repeat(256),
      });
      expect422(rename, 'name', /at most 255 characters/);
    });
  });

  it('an e-mail whose local part is over 64 characters is refused', async () => {
    await expectUnchanged(server, async () => {
      const email = `${'a'.repeat(65)}@example.com`;
      const invite = await apiSend(server.app, 'POST', '/api/users/invite', root, {
        company_id: ownCompanyId,
        email,
      });
      expect422(invite, 'email', /before @ must be at most 64 characters/);
      const distributor = await apiSend(server.app, 'POST', '/api/distributors/invitations', root, {
        company_name: 'Long Mail AS',
        email,
        country: 'NO',
      });
      expect422(distributor, 'email', /before @ must be at most 64 characters/);
    });
  });

  it('credit_count: -5 converts nothing', async () => {
    const [before] = await server.db.select().from(companies).where(eq(companies.id, ownCompanyId));
    await expectUnchanged(server, async () => {
      for (const credit_count of [-5, '-5']) {
        const response = await apiSend(server.app, 'POST', '/api/companies/data', root, { credit_count });
        expect422(response, 'credit_count', /must not be negative/);
      }
    });
    const [after] = await server.db.select().from(companies).where(eq(companies.id, ownCompanyId));
    expect(after).toEqual(before);
  });
});
