import { EmailSettingsResponseSchema, TestMailResultSchema } from '@netfleet/contracts';
import { type SmtpSinkPeer, startSmtpSink } from '@netfleet/test-peers';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/support/freePort.js';
import { apiGet, apiSend, signIn, type TestSession } from '../../../test/support/signIn.js';
import { createTestClock, startTestServer } from '../../../test/support/testServer.js';
import { emailConfigurations } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';
import { writeMail } from '../../mail/writeMail.js';

let server: NetfleetServer;
let sink: SmtpSinkPeer;
let root: TestSession;
let admin: TestSession;
const login = { user: 'relay', password: 'sink-secret' };

beforeAll(async () => {
  [server, sink] = await Promise.all([
    startTestServer({ now: createTestClock().now, accessTtlSeconds: 86_400 }),
    startSmtpSink({ login }),
  ]);
  [root, admin] = await Promise.all([
    signIn(server.app, 'super_admin@netfleet.test'),
    signIn(server.app, 'admin@netfleet.test'),
  ]);
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const settings = (overrides: object = {}) => ({
  name: 'Loopback sink',
  host: '127.0.0.1',
  port: sink.port,
  security: 'none',
  username: login.user,
  password: login.password,
  from_email: 'fleet@netfleet.test',
  from_name: 'Netfleet Ops',
  enabled: false,
  ...overrides,
});
const save = (body: object) => apiSend(server.app, 'PUT', '/api/email-settings', root, body);
const sendTest = async (to: string) => {
  const response = await apiSend(server.app, 'POST', '/api/email-settings/test', root, { to });
  expect(response.statusCode).toBe(200);
  return v.parse(TestMailResultSchema, response.json()).data;
};

describe('SMTP settings', () => {
  it('stores the settings with the password sealed and never answers it', async () => {
    const saved = await save(settings());
    expect(saved.statusCode).toBe(200);
    const data = v.parse(EmailSettingsResponseSchema, saved.json()).data;
    expect(data).toMatchObject({ host: '127.0.0.1', username: 'relay', has_password: true, enabled: false });
    expect(JSON.stringify(saved.json())).not.toContain(login.password);
    const [row] = await server.db.select().from(emailConfigurations);
    expect(row?.password).toBeTruthy();
    expect(row?.password).not.toContain(login.password);
    // Saving again without a password keeps the stored one.
    await save({ ...settings(), password: undefined, name: 'Renamed sink' });
    const read = v.parse(
      EmailSettingsResponseSchema,
      (await apiGet(server.app, '/api/email-settings', root)).json(),
    );
    expect(read.data).toMatchObject({ name: 'Renamed sink', has_password: true });
  });

  it('sends a test mail that arrives at the SMTP server with the From, To and Subject set', async () => {
    await save(settings());
    const result = await sendTest('ops@example.com');
    expect(result).toMatchObject({ ok: true, result: 'ok' });
    const mail = await sink.waitFor((entry) => entry.to.includes('ops@example.com'));
    expect(mail.from).toBe('fleet@netfleet.test');
    expect(mail.user).toBe('relay');
    expect(mail.raw).toMatch(/^From: Netfleet Ops <fleet@netfleet\.test>/m);
    expect(mail.raw).toMatch(/^To: ops@example\.com/m);
    expect(mail.raw).toMatch(/^Subject: Netfleet test mail/m);
    const read = v.parse(
      EmailSettingsResponseSchema,
      (await apiGet(server.app, '/api/email-settings', root)).json(),
    );
    expect(read.data?.last_test_result).toBe('ok');
    expect(read.data?.last_test_at).toBe(result.last_test_at);
  });

  it('reports a wrong password and a refused connection in words, and records them', async () => {
    await save(settings({ password: 'wrong' }));
    const refused = await sendTest('ops@example.com');
    expect(refused.ok).toBe(false);
    expect(refused.result).toMatch(/^Authentication failed/);
    await save(settings({ port: await freePort() }));
    const closed = await sendTest('ops@example.com');
    expect(closed.ok).toBe(false);
    expect(closed.result).toMatch(/^Connection refused/);
    const read = v.parse(
      EmailSettingsResponseSchema,
      (await apiGet(server.app, '/api/email-settings', root)).json(),
    );
    expect(read.data?.last_test_result).toMatch(/^Connection refused/);
  });

  it('delivers the mail the server writes to the mail log while the settings are enabled', async () => {
    await save(settings({ enabled: true }));
    await writeMail(
      server.db,
      { kind: 'test', to: 'relayed@example.com', subject: 'From the log', body: 'Hello' },
      Date.now,
    );
    const mail = await sink.waitFor((entry) => entry.to.includes('relayed@example.com'));
    expect(mail.raw).toMatch(/^Subject: From the log/m);
    // Switched off: the log keeps the mail, the SMTP server gets none.
    await save(settings({ enabled: false }));
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await writeMail(
      server.db,
      { kind: 'test', to: 'kept@example.com', subject: 'Not relayed', body: 'x' },
      Date.now,
    );
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(sink.mails.some((entry) => entry.to.includes('kept@example.com'))).toBe(false);
  });

  it('refuses users without update_email_settings and answers bad input with the field', async () => {
    expect((await apiGet(server.app, '/api/email-settings', admin)).statusCode).toBe(403);
    expect((await apiSend(server.app, 'PUT', '/api/email-settings', admin, settings())).statusCode).toBe(403);
    expect(
      (await apiSend(server.app, 'POST', '/api/email-settings/test', admin, { to: 'a@example.com' }))
        .statusCode,
    ).toBe(403);
    const bad = await save(settings({ port: 70_000, from_email: 'nope' }));
    expect(bad.statusCode).toBe(422);
    const text = JSON.stringify(bad.json());
    expect(text).toContain('Port must be between 1 and 65535');
    expect(text).toContain('Please enter a valid email address');
  });
});
