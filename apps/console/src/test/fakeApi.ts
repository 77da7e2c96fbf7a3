import type { Device, UserResponse } from '@netfleet/contracts';
import { ROLES, type RoleName } from '@netfleet/permissions';

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
}

export interface FakeApi {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  /** The device list requests, newest last. */
  deviceRequests(): URL[];
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * A stand-in for the server's HTTP API (unit tests only; integration and browser
 * tests use the real server): `/api/user`, `/api/devices` with limit, offset, sort
 * and q, and the token revoke.
 */
export function createFakeApi(options: {
  user: UserResponse | null;
  devices?: Device[];
  failDevices?: boolean;
}): FakeApi {
  const requests: RecordedRequest[] = [];
  const devices = options.devices ?? [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    requests.push({ method: request.method, url });
    if (url.pathname === '/api/user') {
      return options.user
        ? json(options.user)
        : json({ errors: [{ code: 'UNAUTHORIZED', message: 'No session' }] }, 401);
    }
    if (url.pathname === '/api/devices') {
      if (options.failDevices) return json({ errors: [{ code: 'SERVER_ERROR', message: 'Boom' }] }, 500);
      const q = url.searchParams.get('q')?.toLowerCase();
      const sort = url.searchParams.get('sort');
      let rows = q ? devices.filter((device) => device.name.toLowerCase().includes(q)) : [...devices];
      if (sort) {
        const desc = sort.startsWith('-');
        const field = (desc ? sort.slice(1) : sort) as keyof Device;
        rows.sort((a, b) => String(a[field]).localeCompare(String(b[field])) * (desc ? -1 : 1));
      }
      const total = rows.length;
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 25);
      rows = rows.slice(offset, offset + limit);
      return json({ data: rows, meta: { total } });
    }
    if (url.pathname === '/api/account/token/revoke') {
      return json({ location: 'http://localhost:3000/auth/sign-in' });
    }
    return json({ errors: [{ code: 'NOT_FOUND', message: 'Not found' }] }, 404);
  };
  return {
    fetch: fakeFetch as typeof fetch,
    requests,
    deviceRequests: () =>
      requests.filter((entry) => entry.url.pathname === '/api/devices').map((entry) => entry.url),
  };
}
