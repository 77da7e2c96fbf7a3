import { describe, expect, it } from 'vitest';
import { createTestClient, describeRequest, json } from '../../test/support/createTestClient.js';
import { getBrand } from './brand.js';
import { getEmailSettings, saveEmailSettings, sendTestMail } from './emailSettings.js';
import { createNotice, deleteNotice, listAllNotices, updateNotice } from './noticesAdmin.js';
import { listNotificationsPage, markAllNotificationsSeen } from './notificationsPage.js';

const at = '2026-01-02T03:04:05.000Z';
const brand = {
  main_color: '#b4461e',
  company_name: 'Acme Networks',
  app_name: 'Acme Fleet',
  full_app_name: 'Acme Fleet Manager',
  logo_subtext: 'by Acme Networks',
  title_text: 'Acme Fleet',
  buy_link: null,
  buy_notice: null,
  disabled_routes: ['remote.mobile'],
  branded_devices: [],
  branded_device_series: [{ original: 'RUTX', branded: 'ACX' }],
  favicon: '/f.svg',
  logo_vector: '/l.svg',
  dark_mode_text_color: '#ffffff',
  default: false,
};
const notice = {
  id: 4,
  type: 'info',
  message: '<b>Hi</b>',
  enabled_at: at,
  enabled: false,
  created_at: at,
  updated_at: null,
};
const settings = {
  name: 'Sink',
  host: '127.0.0.1',
  port: 2525,
  security: 'none',
  username: null,
  has_password: false,
  from_email: 'fleet@x.test',
  from_name: null,
  enabled: true,
  last_test_at: null,
  last_test_result: null,
  updated_at: at,
};

describe('brand and system calls', () => {
  it('getBrand unwraps the brand, and refuses a colour that is not #rrggbb', async () => {
    const { client, requests } = createTestClient(() => json({ data: brand }));
    await expect(getBrand(client)).resolves.toEqual(brand);
    expect(requests.map(describeRequest)).toEqual(['GET /api/brand']);
    const bad = createTestClient(() => json({ data: { ...brand, main_color: 'red;x:y' } }));
    await expect(getBrand(bad.client)).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Failed to get the brand',
    });
  });

  it('the notices admin calls send what the server takes', async () => {
    const { client, requests } = createTestClient((request) =>
      request.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : request.method === 'GET'
          ? json({ data: [notice], meta: { total: 1 } })
          : json({ data: notice }, request.method === 'POST' ? 201 : 200),
    );
    await expect(listAllNotices(client, { limit: 25, q: 'Hi' })).resolves.toMatchObject({ data: [notice] });
    await createNotice(client, { type: 'info', message: '<b>Hi</b>' });
    const payload = { type: 'info' as const, message: 'x', enabled_at: at, enabled: false };
    await expect(updateNotice(client, 4, payload)).resolves.toEqual(notice);
    await deleteNotice(client, 4);
    expect(requests.map(describeRequest)).toEqual([
      'GET /api/notices/all?limit=25&q=Hi',
      'POST /api/notices',
      'PUT /api/notices/4',
      'DELETE /api/notices/4',
    ]);
    expect(await requests[2]?.json()).toEqual(payload);
  });

  it('the SMTP settings calls: read (null before any), save, and a test mail whose failure is an answer', async () => {
    const { client, requests } = createTestClient((request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/test'))
        return json({ data: { ok: false, result: 'Connection refused: x', last_test_at: at } });
      return request.method === 'GET' ? json({ data: null }) : json({ data: settings });
    });
    await expect(getEmailSettings(client)).resolves.toBeNull();
    const body = { ...settings, security: 'none' as const, password: 'secret' };
    await expect(saveEmailSettings(client, body)).resolves.toEqual(settings);
    await expect(sendTestMail(client, 'ops@x.test')).resolves.toEqual({
      ok: false,
      result: 'Connection refused: x',
      last_test_at: at,
    });
    expect(requests.map(describeRequest)).toEqual([
      'GET /api/email-settings',
      'PUT /api/email-settings',
      'POST /api/email-settings/test',
    ]);
    expect(await requests[2]?.json()).toEqual({ to: 'ops@x.test' });
  });

  it('a page of notifications by limit and offset, and mark all seen', async () => {
    const { client, requests } = createTestClient((request) =>
      request.method === 'PUT'
        ? json({ data: { updated: 3 } })
        : json({ data: [], meta: { total: 0, unseen: 0 } }),
    );
    await expect(listNotificationsPage(client, { limit: 20, offset: 40 })).resolves.toEqual({
      data: [],
      meta: { total: 0, unseen: 0 },
    });
    await expect(markAllNotificationsSeen(client)).resolves.toBe(3);
    expect(requests.map(describeRequest)).toEqual([
      'GET /api/notifications?limit=20&offset=40',
      'PUT /api/notifications/seen',
    ]);
  });
});
