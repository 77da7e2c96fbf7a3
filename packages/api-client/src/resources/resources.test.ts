import { describe, expect, it } from 'vitest';
import { createTestClient, describeRequest, json } from '../../test/support/createTestClient.js';
import { resendActivation, updateAccountUser } from './account.js';
import { getCompany, getCompanyTree, listCompanies } from './companies.js';
import { listCreditCodes } from './creditCodes.js';
import { getCreditSummary } from './creditSummary.js';
import { listDevices } from './devices.js';
import {
  answerImpersonationAccessRequest,
  cancelImpersonation,
  getImpersonationAccessRequest,
  requestImpersonationAccess,
  revokeImpersonationAccess,
} from './impersonation.js';
import { cancelInvitation, listInvitations, resendInvitation } from './invitations.js';
import { listMailLogs } from './mailLogs.js';
import { listNotices } from './notices.js';
import { isUnseen, listNotifications, markNotificationsSeen } from './notifications.js';
import { listRoles } from './roles.js';
import { searchKind } from './search.js';
import { listTags } from './tags.js';
import { listImpersonationLogs, listUserMoveLogs, listUsers } from './users.js';

const at = '2026-01-02T03:04:05.000Z';
const device = {
  id: 1,
  name: 'R1',
  serial: '1100000001',
  mac: '00:1E:42:00:00:01',
  model: 'RUTX11',
  original_model: 'RUTX11000000',
  firmware: 'RUTX_R_00.07.06.3',
  status: 1,
  company_id: 3,
};
const company = { id: 3, name: 'Fleet Co', parent_id: null, level: 1 };
const rows = {
  tag: {
    id: 2,
    name: 'North',
    color: '#00ff00',
    description: null,
    company_id: 3,
    company_name: 'Fleet Co',
    created_at: at,
  },
  company: {
    ...company,
    parent_name: null,
    devices_count: 4,
    users_count: 2,
    subsidiaries_count: 1,
    credits_left: 10,
    created_at: at,
  },
  user: {
    id: 5,
    email: 'ann@x.test',
    username: 'ann',
    company_id: 3,
    company_name: 'Fleet Co',
    role_id: 2,
    role_name: 'admin',
    role_title: 'Administrator',
    mfa_type: null,
    last_sign_in_at: null,
    status: 'active',
    impersonation_access_limit: null,
    created_at: at,
  },
  role: { id: 2, name: 'admin', title: 'Administrator', company_id: null, permissions_count: 40 },
  code: {
    id: 1,
    code: 'ABCD',
    type: 1,
    type_name: 'Paid',
    amount: 5,
    comment: null,
    company_id: 3,
    company_name: 'Fleet Co',
    created_at: at,
    used: false,
    state: 'Not Used',
    used_at: null,
    used_company_id: null,
    used_company_name: null,
  },
  invitation: {
    id: 1,
    email: 'bob@x.test',
    company_id: 3,
    company_name: 'Fleet Co',
    role_id: 3,
    role_title: 'End client',
    invited_by_email: null,
    status: 'pending',
    created_at: at,
    expires_at: at,
    accepted_at: null,
    last_sent_at: at,
  },
  move: {
    id: 1,
    user_id: 4,
    user_email: 'ann@x.test',
    from_company_id: 3,
    from_company_name: 'Fleet Co',
    to_company_id: 5,
    to_company_name: 'Depot',
    moved_by_email: 'boss@x.test',
    created_at: at,
  },
  impersonation: {
    id: 1,
    impersonator_id: 1,
    impersonator_name: 'Boss',
    impersonator_email: 'boss@x.test',
    user_id: 4,
    user_name: 'Ann',
    user_email: 'ann@x.test',
    company_id: 3,
    company_name: 'Fleet Co',
    started_at: at,
    ended_at: null,
    end_reason: null,
  },
  mail: {
    id: 1,
    kind: 'invitation',
    to_email: 'bob@x.test',
    subject: 'Hi',
    body: 'b',
    user_id: null,
    created_at: at,
  },
};
const page = (row: unknown) => ({ data: [row], meta: { total: 1 } });

describe('list calls', () => {
  it.each([
    [
      'devices',
      () => listDevices,
      { company_id: 3, subsidiaries: true, limit: 25 },
      page(device),
      'GET /api/devices?company_id=3&limit=25&subsidiaries=1',
    ],
    [
      'tags',
      () => listTags,
      { q: 'no', sort: '-created_at' },
      page(rows.tag),
      'GET /api/tags?q=no&sort=-created_at',
    ],
    [
      'companies',
      () => listCompanies,
      { parent_id: 3, offset: 25 },
      page(rows.company),
      'GET /api/companies?parent_id=3&offset=25',
    ],
    ['users', () => listUsers, { role_id: 2, q: 'ann' }, page(rows.user), 'GET /api/users?role_id=2&q=ann'],
    [
      'roles',
      () => listRoles,
      { company_id: 3, invitable: true },
      page(rows.role),
      'GET /api/roles?company_id=3&invitable=1',
    ],
    [
      'codes',
      () => listCreditCodes,
      { limit: 100, used: false },
      page(rows.code),
      'GET /api/credits/codes?limit=100&used=false',
    ],
    [
      'invitations',
      () => listInvitations,
      { company_id: 3, status: 'pending' },
      page(rows.invitation),
      'GET /api/users/invitations?company_id=3&status=pending',
    ],
    [
      'user move logs',
      () => listUserMoveLogs,
      { company_id: 3 },
      page(rows.move),
      'GET /api/users/move-logs?company_id=3',
    ],
    [
      'impersonation logs',
      () => listImpersonationLogs,
      { user_id: 4 },
      page(rows.impersonation),
      'GET /api/users/impersonation-logs?user_id=4',
    ],
    [
      'mail logs',
      () => listMailLogs,
      { fields: ['id', 'kind'] },
      page(rows.mail),
      'GET /api/mail-logs?fields=id%2Ckind',
    ],
  ] as const)(
    '%s: asks the right path and resolves with the parsed page',
    async (_, call, params, body, request) => {
      const { client, requests } = createTestClient(() => json(body));
      // biome-ignore lint/suspicious/noExplicitAny: each row calls its own list function.
      await expect((call() as any)(client, params)).resolves.toEqual(body);
      expect(requests.map(describeRequest)).toEqual([request]);
    },
  );

  it('refuse a row that breaks the contract', async () => {
    const { client } = createTestClient(() => json(page({ ...rows.tag, company_name: undefined })));
    await expect(listTags(client, {})).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Failed to get tags',
    });
  });
});

describe('item calls', () => {
  // getDevice (the device detail) has its own tests in deviceDetail.test.ts.
  it('getCompany unwraps data; getCompanyTree the list', async () => {
    const { client, requests } = createTestClient((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/companies/tree')
        return json({ data: [{ ...company, devices_count: 1, users_count: 1 }] });
      return json({ data: { ...rows.company, credits_left: 10, packs_left: 0, remaining_data: 2 } });
    });
    await expect(getCompany(client, 3)).resolves.toMatchObject({
      id: 3,
      remaining_data: 2,
      devices_count: 4,
    });
    await expect(getCompanyTree(client)).resolves.toHaveLength(1);
    expect(requests.map(describeRequest)).toEqual(['GET /api/companies/3', 'GET /api/companies/tree']);
  });

  it('getCreditSummary unwraps data', async () => {
    const credits = { credits: { left: [{ credit_type: 1, credit_type_name: 'Paid', credits_left: 4 }] } };
    const { client } = createTestClient(() => json({ data: credits }));
    await expect(getCreditSummary(client)).resolves.toEqual(credits);
  });
});

describe('header calls', () => {
  it('listNotifications reads data; markNotificationsSeen sends the ids, nothing for none', async () => {
    const notification = { id: 3, type: 'deviceAlert', summary: 'Down', created_at: at, seen_at: null };
    const { client, requests } = createTestClient((request) =>
      request.method === 'PUT'
        ? json({ data: { updated: 1 } })
        : json({ data: [notification], meta: { total: 1, unseen: 1 } }),
    );
    const list = await listNotifications(client);
    expect(list).toEqual([notification]);
    expect(list.filter(isUnseen)).toHaveLength(1);
    await markNotificationsSeen(client, []);
    await markNotificationsSeen(client, [3]);
    expect(requests.map(describeRequest)).toEqual(['GET /api/notifications', 'PUT /api/notifications']);
    expect(await requests[1]?.json()).toEqual({ id: [3] });
  });

  it('listNotifications says "Failed to get notifications." when the server said nothing', async () => {
    const { client } = createTestClient(() => json({ errors: [] }, 500));
    await expect(listNotifications(client)).rejects.toMatchObject({
      message: 'Failed to get notifications.',
    });
  });

  it('listNotices reads data', async () => {
    const notice = { id: 1, type: 'info', message: '<b>Hi</b>', enabled_at: at };
    const { client } = createTestClient(() => json({ data: [notice] }));
    await expect(listNotices(client)).resolves.toEqual([notice]);
  });

  it('searchKind asks one kind with the spec query and reads data and meta.total', async () => {
    const { client, requests } = createTestClient(() =>
      json({ data: [{ id: 8, name: 'web', protocol: 'https' }], meta: { total: 14 } }),
    );
    await expect(searchKind(client, 'remoteAccess', 'web')).resolves.toEqual({
      data: [{ id: 8, name: 'web', protocol: 'https' }],
      total: 14,
    });
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/devices/remote-access');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'web',
      limit: '10',
      'search-fields': 'name,email',
      fields: 'id,name,status,email,protocol,enabled,color',
    });
  });

  it('updateAccountUser goes to /account/user on the console origin; the others post', async () => {
    const { client, requests } = createTestClient(() => json({ data: {} }));
    await updateAccountUser(client, { tos_accepted: true });
    await resendActivation(client);
    await revokeImpersonationAccess(client);
    await cancelImpersonation(client);
    expect(requests.map(describeRequest)).toEqual([
      'PUT /account/user',
      'POST /api/account/user/activation/resend',
      'POST /api/user/revoke-impersonation-access',
      'POST /api/account/impersonation/cancel',
      'POST /api/account/token/refresh',
    ]);
    expect(requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('t');
    expect(await requests[0]?.json()).toEqual({ tos_accepted: true });
  });

  it('revokeImpersonationAccess rejects with the server message', async () => {
    const { client } = createTestClient(() => json({ errors: [{ code: 'X', message: 'Not now' }] }, 409));
    await expect(revokeImpersonationAccess(client)).rejects.toMatchObject({
      message: 'Not now',
      serverMessage: true,
    });
  });
});

describe('invitation and impersonation access calls', () => {
  it('resend and cancel post to the invitation', async () => {
    const { client, requests } = createTestClient(() => json({ data: {}, message: 'ok' }));
    await resendInvitation(client, 7);
    await cancelInvitation(client, 7);
    expect(requests.map(describeRequest)).toEqual([
      'POST /api/users/invitations/7/resend',
      'POST /api/users/invitations/7/cancel',
    ]);
  });

  it('asks for access, reads the request of a link and answers it', async () => {
    const info = { requested_by_name: 'Boss', requested_by_email: 'boss@x.test', hours: 4, expires_at: at };
    const { client, requests } = createTestClient(() => json({ data: info }));
    await requestImpersonationAccess(client, 4, 24);
    await expect(getImpersonationAccessRequest(client, 'tok')).resolves.toEqual(info);
    await answerImpersonationAccessRequest(client, 'tok', 'decline');
    expect(requests.map(describeRequest)).toEqual([
      'POST /api/users/4/impersonation-access-request',
      'POST /api/user/impersonation-access/request',
      'POST /api/user/impersonation-access/decline',
    ]);
  });
});
