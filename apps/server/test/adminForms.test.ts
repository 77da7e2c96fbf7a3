import { MailLogEntrySchema } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  mailLog,
  mfaChallenges,
  multiconfigSpecifications,
  suppressedEmails,
  users,
} from '../src/db/schema.js';
import type { NetfleetServer } from '../src/index.js';
import { expectFieldErrors, expectUnchanged, type Method, sendWithMfa } from './support/forms.js';
import { apiGet, apiSend, errorCode, signIn, type TestSession, unsafeHeaders } from './support/signIn.js';
import { createTestClock, startTestServer } from './support/testServer.js';

const clock = createTestClock();
let server: NetfleetServer;
const as: Record<string, TestSession> = {};
const company: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, accessTtlSeconds: 86_400 });
  for (const row of await server.db.select().from(companies)) company[row.name] = row.id;
  for (const role of ['super_admin', 'admin', 'end_user', 'read_only']) {
    as[role] = await signIn(server.app, `${role}@netfleet.test`);
  }
});
afterAll(() => server?.close());

const send = (role: string, method: Method, url: string, body?: unknown) =>
  apiSend(server.app, method, url, as[role] as TestSession, body);
const confirmed = (method: Method, url: string, body: Record<string, unknown>) =>
  sendWithMfa(server, clock, as.super_admin as TestSession, method, url, body);
const userRow = async (email: string) =>
  (await server.db.select().from(users).where(eq(users.email, email)))[0];

describe('every admin form refuses an invalid or forbidden submit and changes nothing', () => {
  it.each([
    ['DELETE', '/api/admin/users/mfa'],
    ['DELETE', '/api/admin/users'],
    ['POST', '/api/admin/users/sso'],
  ] as const)('%s %s', async (method, url) => {
    await expectUnchanged(server, async () => {
      expectFieldErrors(await send('super_admin', method, url, { email: 'not an e-mail' }), ['email']);
      expectFieldErrors(await send('super_admin', method, url), ['email']);
      const forbidden = await send('admin', method, url, { email: 'end_user@netfleet.test' });
      expect(forbidden.statusCode).toBe(403);
      expect(errorCode(forbidden)).toBe('FORBIDDEN');
      const unknown = await send('super_admin', method, url, { email: 'nobody@netfleet.test' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errors[0]).toMatchObject({ code: 'NOT_FOUND', source: 'email' });
    });
  });

  it('DELETE /api/suppressed-emails/:email', async () => {
    await expectUnchanged(server, async () => {
      expectFieldErrors(await send('super_admin', 'DELETE', '/api/suppressed-emails/not-an-email'), [
        'email',
      ]);
      expect(errorCode(await send('admin', 'DELETE', '/api/suppressed-emails/bounced%40example.com'))).toBe(
        'FORBIDDEN',
      );
      const missing = await send('super_admin', 'DELETE', '/api/suppressed-emails/nobody%40example.com');
      expect(missing.json().errors[0]).toMatchObject({ code: 'NOT_FOUND', source: 'email' });
    });
  });
});

describe('admin forms', () => {
  it('removes a user’s MFA method after the step-up, and refuses a user without one', async () => {
    await expectUnchanged(server, async () => {
      const none = await send('super_admin', 'DELETE', '/api/admin/users/mfa', {
        email: 'nomfa@netfleet.test',
      });
      expect(none.statusCode).toBe(422);
    });
    // The admin's open challenge goes with its method.
    const admin = await userRow('admin@netfleet.test');
    clock.advance(31_000);
    const move = {
      type: 2,
      source: company['Northwind Networks'],
      target: company['Harbor Logistics'],
      amount: 1,
    };
    expect(errorCode(await send('admin', 'POST', '/api/credits/move', move))).toBe('MFA_REQUIRED');
    const removed = await confirmed('DELETE', '/api/admin/users/mfa', { email: 'Admin@netfleet.test' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({
      data: { email: 'admin@netfleet.test' },
      message: 'MFA removed successfully',
    });
    expect((await userRow('admin@netfleet.test'))?.mfaType).toBeNull();
    expect(
      await server.db
        .select()
        .from(mfaChallenges)
        .where(eq(mfaChallenges.userId, admin?.id ?? 0)),
    ).toEqual([]);
    expect((await apiGet(server.app, '/api/user', as.admin)).json().mfa_type).toBeNull();
  });

  it('deletes a user after the step-up: its sessions end; never one’s own account', async () => {
    const victim = await signIn(server.app, 'tos-pending@netfleet.test');
    await expectUnchanged(server, async () => {
      const self = await send('super_admin', 'DELETE', '/api/admin/users', {
        email: 'super_admin@netfleet.test',
      });
      expect(self.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', source: 'email' });
      // Without the code nothing is deleted (only the challenge is written, outside this check).
    });
    const deleted = await confirmed('DELETE', '/api/admin/users', { email: 'tos-pending@netfleet.test' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe('User removed successfully');
    expect(await userRow('tos-pending@netfleet.test')).toBeUndefined();
    expect((await apiGet(server.app, '/api/user', victim)).statusCode).toBe(401);
  });

  it('assigns an SSO administrator', async () => {
    const response = await send('super_admin', 'POST', '/api/admin/users/sso', {
      email: 'end_user@netfleet.test',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ email: 'end_user@netfleet.test', sso_admin: true });
    expect((await userRow('end_user@netfleet.test'))?.ssoAdmin).toBe(true);
  });

  it('removes a suppressed e-mail, once', async () => {
    const url = `/api/suppressed-emails/${encodeURIComponent('Bounced@example.com')}`;
    const removed = await send('super_admin', 'DELETE', url);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ email: 'bounced@example.com' });
    expect(
      await server.db
        .select()
        .from(suppressedEmails)
        .where(eq(suppressedEmails.email, 'bounced@example.com')),
    ).toEqual([]);
    expect((await send('super_admin', 'DELETE', url)).statusCode).toBe(404);
  });
});

describe('POST /api/devices/configurator/specifications', () => {
  const SPEC = {
    name: 'RutOS 07.10 basics',
    version: '07.10',
    sections: [
      {
        id: 'lan',
        title: 'LAN',
        fields: [
          { key: 'network.lan.ipaddr', label: 'LAN IP', type: 'ip', required: true },
          {
            key: 'network.lan.proto',
            label: 'Protocol',
            type: 'select',
            options: [{ value: 'static', label: 'Static' }],
          },
        ],
      },
    ],
  };

  const upload = async (
    role: string,
    parts: { system_type?: string; overwrite?: string; file?: { name: string; text: string } },
  ) => {
    const form = new FormData();
    if (parts.system_type !== undefined) form.append('system_type', parts.system_type);
    if (parts.overwrite !== undefined) form.append('overwrite', parts.overwrite);
    if (parts.file)
      form.append('file', new Blob([parts.file.text], { type: 'application/json' }), parts.file.name);
    const encoded = new Response(form);
    const session = as[role] as TestSession;
    return server.app.inject({
      method: 'POST',
      url: '/api/devices/configurator/specifications',
      cookies: { nf_session: session.access },
      headers: { ...unsafeHeaders(session), 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  };
  const file = (spec: unknown, name = 'rutos-07.10.json') => ({ name, text: JSON.stringify(spec, null, 2) });

  it('stores a valid document, refuses a second one without overwrite, replaces it with overwrite', async () => {
    const created = await upload('end_user', { system_type: 'rutos', overwrite: '0', file: file(SPEC) });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      data: {
        system_type: 'rutos',
        version: '07.10',
        name: 'RutOS 07.10 basics',
        file_name: 'rutos-07.10.json',
        sections: 1,
      },
      message: 'Document uploaded successfully',
    });
    const renamed = { ...SPEC, name: 'RutOS 07.10 all' };
    await expectUnchanged(server, async () => {
      const again = await upload('end_user', { system_type: 'rutos', overwrite: '0', file: file(renamed) });
      expect(again.statusCode).toBe(409);
      expect(again.json().errors[0]).toMatchObject({ code: 'CONFLICT', source: 'overwrite' });
    });
    const replaced = await upload('end_user', { system_type: 'rutos', overwrite: '1', file: file(renamed) });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.id).toBe(created.json().data.id);
    const rows = await server.db.select().from(multiconfigSpecifications);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.document).toEqual(renamed);
  });

  it('names every invalid field, and points at the line of a JSON or schema error', async () => {
    await expectUnchanged(server, async () => {
      expectFieldErrors(
        await upload('end_user', { system_type: 'openwrt', file: { name: 'a.txt', text: '{}' } }),
        ['system_type', 'file'],
      );
      expectFieldErrors(await upload('end_user', {}), ['system_type', 'file']);

      const broken = await upload('end_user', {
        system_type: 'tswos',
        file: { name: 'x.json', text: '{\n  "name": "a",\n  "version" "07.10"\n}' },
      });
      expect(broken.statusCode).toBe(422);
      expect(broken.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', source: 'file.3' });
      expect(broken.json().errors[0].message).toMatch(/^The file is not valid JSON: /);

      const bad = structuredClone(SPEC);
      (bad.sections[0]?.fields[1] as { type: string }).type = 'slider';
      const wrong = await upload('end_user', { system_type: 'tswos', file: file({ ...bad, version: '7' }) });
      expect(wrong.statusCode).toBe(422);
      const errors = wrong.json().errors as { source: string; message: string }[];
      expect(errors.map((error) => error.source)).toEqual([
        'file.3.version',
        'file.18.sections.0.fields.1.type',
      ]);
      expect(errors[0]?.message).toBe('version must be a firmware version such as 07.10');
    });
  });

  it('needs create_multi_configuration, multipart, and at most 80 MB', async () => {
    await expectUnchanged(server, async () => {
      expect(errorCode(await upload('read_only', { system_type: 'rutos', file: file(SPEC) }))).toBe(
        'FORBIDDEN',
      );
      const json = await send('end_user', 'POST', '/api/devices/configurator/specifications', {
        system_type: 'rutos',
      });
      expect(json.statusCode).toBe(415);
      const huge = await upload('end_user', {
        system_type: 'rutos',
        file: { name: 'huge.json', text: ' '.repeat(83_886_081) },
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().errors[0]).toMatchObject({ source: 'file', message: 'Maximum file size is 80MB' });
    });
  });
});

describe('GET /api/mail-logs', () => {
  it('lists sent mail, newest first, searchable, to those who may view mail logs', async () => {
    for (const to of ['one@example.com', 'two@example.com']) {
      await server.db.insert(mailLog).values({
        kind: 'test',
        toEmail: to,
        subject: 'Hello',
        body: 'Hi',
        createdAt: new Date(clock.now()),
      });
    }
    const response = await apiGet(server.app, '/api/mail-logs?limit=2', as.super_admin);
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    const rows = v.parse(v.array(MailLogEntrySchema), data);
    expect(rows).toHaveLength(2);
    expect(meta.total).toBeGreaterThanOrEqual(2);
    expect((rows[0]?.id ?? 0) > (rows[1]?.id ?? 0)).toBe(true);
    const found = (await apiGet(server.app, '/api/mail-logs?q=admin%40netfleet.test', as.super_admin)).json();
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((row: { to_email: string }) => row.to_email === 'admin@netfleet.test')).toBe(
      true,
    );
    expect((await apiGet(server.app, '/api/mail-logs', as.admin)).statusCode).toBe(403);
  });
});
