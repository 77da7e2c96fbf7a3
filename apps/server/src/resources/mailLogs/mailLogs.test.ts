import { MailLogEntrySchema } from '@netfleet/contracts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, signIn, type TestSession } from '../../../test/support/signIn.js';
import { createTestClock, startTestServer } from '../../../test/support/testServer.js';
import { companies, mailLog } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

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

describe('GET /api/mail-logs', () => {
  it('lists sent mail, newest first, searchable, to those who may view mail logs', async () => {
    for (const to of ['admin@netfleet.test', 'one@example.com', 'two@example.com']) {
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
