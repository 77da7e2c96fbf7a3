import { AdminNoticeSchema, listResponseSchema, NoticeListResponseSchema } from '@netfleet/contracts';
import { count } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiSend, errorCode, signIn, type TestSession } from '../../../test/support/signIn.js';
import { createTestClock, startTestServer } from '../../../test/support/testServer.js';
import { notices } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

const clock = createTestClock();
let server: NetfleetServer;
let root: TestSession;
let admin: TestSession;

const AdminPage = listResponseSchema(AdminNoticeSchema);

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, accessTtlSeconds: 30 * 86_400 });
  [root, admin] = await Promise.all([
    signIn(server.app, 'super_admin@netfleet.test'),
    signIn(server.app, 'admin@netfleet.test'),
  ]);
});
afterAll(() => server?.close());

const widget = async () =>
  v.parse(NoticeListResponseSchema, (await apiGet(server.app, '/api/notices', admin)).json()).data;

describe('the notices admin', () => {
  it('creates, edits, switches off and on, and deletes a notice; the widget shows only enabled, started ones', async () => {
    const created = await apiSend(server.app, 'POST', '/api/notices', root, {
      type: 'warning',
      message: 'Upgrade <b>tonight</b>',
    });
    expect(created.statusCode).toBe(201);
    const notice = v.parse(AdminNoticeSchema, created.json().data);
    expect(notice.enabled).toBe(true);
    expect((await widget()).map((row) => row.id)).toContain(notice.id);

    const edit = (body: object) => apiSend(server.app, 'PUT', `/api/notices/${notice.id}`, root, body);
    const off = await edit({
      type: 'info',
      message: 'Upgrade <i>tomorrow</i>',
      enabled_at: notice.enabled_at,
      enabled: false,
    });
    expect(off.statusCode).toBe(200);
    const edited = v.parse(AdminNoticeSchema, off.json().data);
    expect(edited).toMatchObject({ type: 'info', message: 'Upgrade <i>tomorrow</i>', enabled: false });
    expect(edited.updated_at).not.toBeNull();
    expect((await widget()).map((row) => row.id)).not.toContain(notice.id);

    // The admin list keeps switched off and scheduled notices.
    const later = new Date(clock.now() + 86_400_000).toISOString();
    await edit({ type: 'info', message: 'Later', enabled_at: later, enabled: true });
    const all = v.parse(AdminPage, (await apiGet(server.app, '/api/notices/all?limit=100', root)).json());
    expect(all.data.find((row) => row.id === notice.id)).toMatchObject({ message: 'Later', enabled: true });
    expect((await widget()).map((row) => row.id)).not.toContain(notice.id);
    clock.advance(86_400_000 + 1000);
    expect((await widget()).map((row) => row.id)).toContain(notice.id);

    expect((await apiSend(server.app, 'DELETE', `/api/notices/${notice.id}`, root)).statusCode).toBe(204);
    expect(errorCode(await edit({ type: 'info', message: 'x', enabled_at: later, enabled: true }))).toBe(
      'NOT_FOUND',
    );
  });

  it('searches the admin list by message', async () => {
    await apiSend(server.app, 'POST', '/api/notices', root, {
      type: 'info',
      message: 'Needle in the notices',
      enabled: false,
    });
    const found = v.parse(AdminPage, (await apiGet(server.app, '/api/notices/all?q=Needle', root)).json());
    expect(found.data.map((row) => row.message)).toEqual(['Needle in the notices']);
  });

  it('refuses the list and every write to users without admin_view_notice, and leaves the table as it was', async () => {
    const [before] = await server.db.select({ n: count() }).from(notices);
    expect((await apiGet(server.app, '/api/notices/all', admin)).statusCode).toBe(403);
    expect(
      (
        await apiSend(server.app, 'PUT', '/api/notices/1', admin, {
          type: 'info',
          message: 'x',
          enabled_at: new Date().toISOString(),
          enabled: true,
        })
      ).statusCode,
    ).toBe(403);
    const [after] = await server.db.select({ n: count() }).from(notices);
    expect(after?.n).toBe(before?.n);
  });

  it('answers bad input with 422 and the field', async () => {
    const response = await apiSend(server.app, 'PUT', '/api/notices/1', root, {
      type: 'info',
      message: '  ',
      enabled_at: 'soon',
      enabled: true,
    });
    expect(response.statusCode).toBe(422);
    const fields = (response.json().errors as { source?: { parameter?: string; pointer?: string } }[]).map(
      (error) => JSON.stringify(error),
    );
    expect(fields.join(' ')).toContain('Write the message');
  });
});
