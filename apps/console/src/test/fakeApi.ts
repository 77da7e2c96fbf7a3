import {
  type CompanyDetail,
  CompanyDetailResponseSchema,
  CompanyRowSchema,
  CreditCodeSchema,
  type CreditSummaryResponse,
  CreditSummaryResponseSchema,
  type Device,
  DeviceSchema,
  decodeListCursor,
  encodeListCursor,
  InvitationRowSchema,
  listResponseSchema,
  MailLogEntrySchema,
  type Notice,
  NoticeListResponseSchema,
  type Notification,
  NotificationListResponseSchema,
  RemoteAccessRowSchema,
  RemoteSessionRowSchema,
  RoleRowSchema,
  SEARCH_RESULT_FIELDS,
  SearchResultItemSchema,
  StorageListResponseSchema,
  TagRowSchema,
  type UserResponse,
  UserResponseSchema,
  UserRowSchema,
} from '@netfleet/contracts';
import { ROLES, type RoleName } from '@netfleet/permissions';
import * as v from 'valibot';

/** A `GET /api/user` body for a user holding `role`'s permissions (the real role table). */
export function userResponse(role: RoleName, overrides: Partial<UserResponse> = {}): UserResponse {
  const definition = ROLES.find((entry) => entry.name === role);
  if (!definition) throw new Error(`Unknown role ${role}`);
  return {
    username: `${role}-user`,
    email: `${role}@netfleet.test`,
    id: 7,
    company: { id: 3, parent_id: null, name: 'Fleet Co', level: 1, show_payment: false },
    role: { id: definition.id, name: definition.name, title: definition.title },
    avatar_url: null,
    tos_accepted: true,
    mfa_type: null,
    exp: Math.floor(Date.now() / 1000) + 3600,
    permissions: [...definition.permissions],
    token: { act: null },
    impersonation_access_limit: null,
    country_iso_code: null,
    ...overrides,
  };
}

/** `count` devices with every status and a predictable order. */
export function makeDevices(count: number): Device[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    return {
      id: n,
      name: `Router ${String(n).padStart(3, '0')}`,
      serial: String(1100000000 + n),
      mac: `00:1E:42:00:00:${(n % 256).toString(16).padStart(2, '0')}`,
      model: n % 2 === 0 ? 'RUT955' : 'RUTX11',
      original_model: 'RUTX11000000',
      firmware: 'RUTX_R_00.07.06.3',
      status: index % 4 === 3 ? 9 : index % 4,
      company_id: 3,
      company_name: 'Fleet Co',
    };
  });
}

/** A request the fake API answered. */
export interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
}

/** A canned failure: status, optional error items. */
export interface FakeFailure {
  status: number;
  statusText?: string;
  errors?: { code: string; message: string }[];
}

/** The state behind the fake API; tests change it between calls. */
export interface FakeApiState {
  user: UserResponse | null;
  /** Answer `/api/user` with this failure instead of the user. */
  userFailure: FakeFailure | null;
  devices: Device[];
  failDevices: boolean;
  /** Answer the device list with `meta.total_estimated: true` (a total the server only estimated). */
  devicesTotalEstimated: boolean;
  notifications: Notification[];
  notificationsFailure: FakeFailure | null;
  notices: Notice[];
  noticesFailure: FakeFailure | null;
  storage: Map<string, string>;
  company: CompanyDetail;
  credits: CreditSummaryResponse['data'];
  /**
   * Rows of the list endpoints per API path (`tags`, `users`, `companies`, `credits/codes`, …),
   * answered to the list pages and, with the search fields, to global search; `total`
   * defaults to the list's length.
   */
  search: Record<string, { data: Record<string, unknown>[]; total?: number }>;
  activationFailure: FakeFailure | null;
  revokeFailure: FakeFailure | null;
  /** Any path (`/api/storage`) answered with a failure instead. */
  failures: Record<string, FakeFailure>;
  /**
   * Answers of calls the fake does not know, by `METHOD /api/path`
   * (`POST /api/devices/remote-access/7/keys`): a status (200 unless given) and a JSON body.
   */
  answers: Record<string, { status?: number; body?: unknown }>;
}

export interface FakeApi {
  fetch: typeof fetch;
  state: FakeApiState;
  requests: RecordedRequest[];
  /** The device list requests, newest last. */
  deviceRequests(): URL[];
  /** Requests to a path (`/api/notifications`), optionally of one method. */
  requestsTo(pathname: string, method?: string): RecordedRequest[];
}

function json(body: unknown, status = 200, statusText?: string): Response {
  return new Response(JSON.stringify(body), {
    status,
    ...(statusText ? { statusText } : {}),
    headers: { 'content-type': 'application/json' },
  });
}

function fail(failure: FakeFailure): Response {
  return json(
    { errors: failure.errors ?? [{ code: 'SERVER_ERROR', message: '' }] },
    failure.status,
    failure.statusText,
  );
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The row schema of each list endpoint the fake answers. Every answer of the fake is parsed
 * with the `contracts` schema of its endpoint before it is sent, so a fake that drifts from
 * the wire fails the test that uses it instead of passing against a shape the server never sends.
 */
const LIST_ROWS: Readonly<Record<string, v.GenericSchema>> = {
  companies: CompanyRowSchema,
  'devices/remote-access': RemoteAccessRowSchema,
  'remote/sessions': RemoteSessionRowSchema,
  'vpn/hubs': v.looseObject({ id: v.number() }),
  tags: TagRowSchema,
  users: UserRowSchema,
  files: v.looseObject({ id: v.number() }),
  'users/invitations': InvitationRowSchema,
  'credits/codes': CreditCodeSchema,
  'mail-logs': MailLogEntrySchema,
  roles: RoleRowSchema,
};

/** `body` after checking it against `schema`: throws (failing the test) on a shape the server never sends. */
function checked(schema: v.GenericSchema, body: unknown, what: string): unknown {
  const result = v.safeParse(schema, body);
  if (!result.success) {
    throw new Error(`The fake API's answer to ${what} breaks its contract: ${v.summarize(result.issues)}`);
  }
  return body;
}

/**
 * A stand-in for the server's HTTP API (unit tests only; integration and browser tests use
 * the real server): the user, devices, notifications, notices, per-user storage, company
 * and credit summaries, the search kinds, impersonation and the account calls.
 */
export function createFakeApi(initial: Partial<FakeApiState> & { user: UserResponse | null }): FakeApi {
  const state: FakeApiState = {
    userFailure: null,
    devices: [],
    failDevices: false,
    devicesTotalEstimated: false,
    notifications: [],
    notificationsFailure: null,
    notices: [],
    noticesFailure: null,
    storage: new Map(),
    company: {
      id: 3,
      name: 'Fleet Co',
      parent_id: null,
      parent_name: null,
      level: 1,
      credits_left: 12,
      packs_left: 0,
      remaining_data: 5 * 1024 ** 3,
      devices_count: 0,
      users_count: 1,
      subsidiaries_count: 0,
      created_at: '2026-01-01T00:00:00.000Z',
    },
    credits: {
      credits: { left: [{ credit_type: 2, credit_type_name: 'Remote access', credits_left: 40 }] },
    },
    search: {},
    activationFailure: null,
    revokeFailure: null,
    failures: {},
    answers: {},
    ...initial,
  };
  const requests: RecordedRequest[] = [];

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const method = request.method;
    const body = method === 'GET' ? undefined : await readBody(request.clone());
    requests.push({ method, url, body });
    const path = url.pathname;
    const failure = state.failures[path];
    if (failure) return fail(failure);
    const answer = state.answers[`${method} ${path}`];
    if (answer) {
      return answer.body === undefined
        ? new Response(null, { status: answer.status ?? 204 })
        : json(answer.body, answer.status ?? 200);
    }

    if (path === '/api/user') {
      if (state.userFailure) return fail(state.userFailure);
      return state.user
        ? json(checked(UserResponseSchema, state.user, path))
        : json({ errors: [{ code: 'UNAUTHORIZED', message: 'No session' }] }, 401);
    }
    if (path === '/api/devices' && url.searchParams.has('search-fields')) {
      return json(searchAnswer('devices', url));
    }
    if (path === '/api/devices') {
      if (state.failDevices) return json({ errors: [{ code: 'SERVER_ERROR', message: 'Boom' }] }, 500);
      const q = url.searchParams.get('q')?.toLowerCase();
      const sort = url.searchParams.get('sort');
      let rows = q
        ? state.devices.filter((device) => device.name.toLowerCase().includes(q))
        : [...state.devices];
      if (sort) {
        const desc = sort.startsWith('-');
        const field = (desc ? sort.slice(1) : sort) as keyof Device;
        rows.sort((a, b) => String(a[field]).localeCompare(String(b[field])) * (desc ? -1 : 1));
      }
      const status = url.searchParams.get('status')?.split(',').map(Number);
      if (status) rows = rows.filter((device) => status.includes(device.status === 9 ? 3 : device.status));
      const total = rows.length;
      // Keyset paging, faked: the cursor (encoded as the server's) holds the offset of the next page.
      const after = url.searchParams.get('after');
      const offset = Number(
        after === null ? (url.searchParams.get('offset') ?? 0) : (decodeListCursor(after)?.id ?? Number.NaN),
      );
      const limit = Number(url.searchParams.get('limit') ?? 25);
      rows = rows.slice(offset, offset + limit);
      const meta = {
        total,
        ...(offset + limit < total && { next: fakeCursor(offset + limit) }),
        ...(state.devicesTotalEstimated && { total_estimated: true }),
      };
      return json(checked(listResponseSchema(DeviceSchema), { data: rows, meta }, path));
    }
    const listPath = path.slice('/api/'.length);
    if (method === 'GET' && listPath in LIST_ROWS) {
      return json(
        url.searchParams.has('search-fields') ? searchAnswer(listPath, url) : listAnswer(listPath, url),
      );
    }
    if (path === '/api/notifications') {
      if (method === 'PUT') {
        const ids = new Set(((body as { id?: number[] })?.id ?? []).map(Number));
        state.notifications = state.notifications.map((entry) =>
          ids.has(entry.id) ? { ...entry, seen_at: new Date().toISOString() } : entry,
        );
        return json({ data: { updated: ids.size } });
      }
      if (state.notificationsFailure) return fail(state.notificationsFailure);
      const meta = {
        total: state.notifications.length,
        unseen: state.notifications.filter((entry) => !entry.seen_at).length,
      };
      return json(checked(NotificationListResponseSchema, { data: state.notifications, meta }, path));
    }
    if (path === '/api/notices') {
      if (state.noticesFailure) return fail(state.noticesFailure);
      return json(checked(NoticeListResponseSchema, { data: state.notices }, path));
    }
    if (path === '/api/storage' && method === 'GET') {
      const entries = [...state.storage].map(([key, value]) => ({ key, value }));
      return json(checked(StorageListResponseSchema, { data: entries }, path));
    }
    if (path === '/api/storage' && method === 'POST') {
      const entry = body as { key: string; value: string };
      state.storage.set(entry.key, entry.value);
      return json({ data: entry }, 201);
    }
    if (path.startsWith('/api/storage/')) {
      const key = decodeURIComponent(path.slice('/api/storage/'.length));
      if (method === 'DELETE') state.storage.delete(key);
      else state.storage.set(key, (body as { value: string }).value);
      return json({ data: { key } });
    }
    if (path === `/api/companies/${state.company.id}`) {
      return json(checked(CompanyDetailResponseSchema, { data: state.company }, path));
    }
    if (path === '/api/credits/summary') {
      return json(checked(CreditSummaryResponseSchema, { data: state.credits }, path));
    }
    if (path === '/api/account/user/activation/resend') {
      return state.activationFailure ? fail(state.activationFailure) : json({ data: { sent: true } });
    }
    if (path === '/api/user/revoke-impersonation-access') {
      if (state.revokeFailure) return fail(state.revokeFailure);
      if (state.user) state.user = { ...state.user, impersonation_access_limit: null };
      return json({ data: { revoked: true } });
    }
    if (path === '/api/account/impersonation/cancel') return json({ data: { cancelled: true } });
    if (path === '/api/account/token/refresh') return json({ exp: Math.floor(Date.now() / 1000) + 900 });
    if (path === '/account/user' && method === 'PUT') {
      if (state.user) state.user = { ...state.user, ...(body as Partial<UserResponse>) };
      return json({ data: state.user });
    }
    if (path === '/api/account/token/revoke') {
      return json({ location: 'http://localhost:3000/auth/sign-in' });
    }
    return json({ errors: [{ code: 'NOT_FOUND', message: 'Not found' }] }, 404);
  };

  function searchAnswer(kindPath: string, url: URL) {
    const answer = state.search[kindPath] ?? { data: [] };
    const fields: readonly string[] = SEARCH_RESULT_FIELDS;
    const data = answer.data
      .slice(0, 10)
      .map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => fields.includes(key))));
    const body = { data, meta: { total: answer.total ?? answer.data.length } };
    return checked(listResponseSchema(SearchResultItemSchema), body, `${url.pathname} (search)`);
  }

  function listAnswer(kindPath: string, url: URL) {
    const answer = state.search[kindPath] ?? { data: [] };
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 25);
    const body = {
      data: answer.data.slice(offset, offset + limit),
      meta: { total: answer.total ?? answer.data.length },
    };
    return checked(listResponseSchema(LIST_ROWS[kindPath] as v.GenericSchema), body, url.pathname);
  }

  return {
    fetch: fakeFetch as typeof fetch,
    state,
    requests,
    deviceRequests: () =>
      requests
        .filter(
          (entry) => entry.url.pathname === '/api/devices' && !entry.url.searchParams.has('search-fields'),
        )
        .map((entry) => entry.url),
    requestsTo: (pathname, method) =>
      requests.filter((entry) => entry.url.pathname === pathname && (!method || entry.method === method)),
  };
}

/** The fake devices list's cursor of the page starting at `offset`, encoded as the server's. */
export function fakeCursor(offset: number): string {
  return encodeListCursor({ sort: 'id', value: offset, id: offset });
}
