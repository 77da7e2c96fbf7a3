import {
  type CurrentUser,
  type Device,
  type ListParams,
  type ListResponse,
  toCurrentUser,
  UserResponseSchema,
} from '@netfleet/contracts';
import ky, { isHTTPError, type KyInstance } from 'ky';
import * as v from 'valibot';
import { ApiError, SessionEndedError } from './errors/ApiError.js';
import { toApiError } from './errors/toApiError.js';
import { applyRequestHeaders } from './http/applyRequestHeaders.js';
import { serializeSearchParams } from './http/serializeSearchParams.js';
import { createTokenRefresher, type LockManagerLike } from './session/createTokenRefresher.js';
import { withContinueUrl } from './session/withContinueUrl.js';

/** Timeout of `GET /user` and of the token refresh (spec §9). */
export const USER_REQUEST_TIMEOUT_MS = 30_000;

/** Where the client runs: the parts of `window.location` it reads and drives. */
export interface ClientLocation {
  href: string;
  host: string;
  pathname: string;
  search: string;
  assign(url: string): void;
}

export interface ApiClientOptions {
  /** Path or URL of the API. Defaults to `/api`. */
  baseUrl?: string;
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch;
  /** Returns the page's cookie string. Defaults to `document.cookie`. */
  readCookies?: () => string;
  /** Holds `spa_version` and the cross-tab refresh stamp. Defaults to `localStorage`. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Defaults to `window.location`. */
  location?: ClientLocation;
  /** Cross-tab lock for the token refresh. Defaults to `navigator.locks`. */
  locks?: LockManagerLike | null;
}

/** The API client: a ky instance with the session rules of the spec, and typed calls. */
export interface ApiClient {
  /** ky instance under the API base; every call gets the headers and the 401 handling. */
  readonly http: KyInstance;
  /** `GET /user` (30 s timeout), flattened to the current user. */
  getUser(): Promise<CurrentUser>;
  /** `GET /devices`: a page of the devices the user may see. */
  listDevices(params: ListParams): Promise<ListResponse<Device>>;
  /** Revokes the session and sends the browser to the account site's sign-in page. */
  logout(): Promise<void>;
}

interface RequestStamp {
  generation: number;
  sentAt: number;
}

function browserLocation(): ClientLocation {
  const location = (globalThis as { location?: ClientLocation }).location;
  if (!location) throw new Error('createApiClient: pass `location` outside a browser.');
  return location;
}

function browserCookies(): string {
  return (globalThis as { document?: { cookie: string } }).document?.cookie ?? '';
}

function browserStorage(): ApiClientOptions['storage'] {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage ?? null;
  } catch {
    return null;
  }
}

/** Paths whose 401 is final: the account endpoints themselves (spec §8). */
function isAccountUrl(url: string): boolean {
  return url.includes('/account');
}

/**
 * Creates the API client.
 *
 * @example
 * const client = createApiClient();
 * const user = await client.getUser();
 * const page = await client.listDevices({ limit: 25, offset: 0, sort: 'name' });
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const readCookies = options.readCookies ?? browserCookies;
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const getLocation = () => options.location ?? browserLocation();
  const baseUrl = options.baseUrl ?? '/api';
  const apiOrigin = () => new URL(baseUrl, getLocation().href).origin;
  const stamps = new WeakMap<Request, RequestStamp>();
  let sessionEnd: Promise<never> | null = null;

  const bare = ky.create({
    prefix: baseUrl,
    fetch: options.fetch,
    credentials: 'include',
    timeout: false,
    retry: { limit: 1, methods: [], statusCodes: [], afterStatusCodes: [] },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          applyRequestHeaders(request, {
            apiOrigin: apiOrigin(),
            cookies: readCookies(),
            spaVersion: storage?.getItem('spa_version'),
          });
        },
      ],
    },
  });

  const refresher = createTokenRefresher({
    storage: storage ?? null,
    locks: options.locks,
    refresh: async () => {
      try {
        await bare.post('account/token/refresh', { timeout: USER_REQUEST_TIMEOUT_MS });
        return true;
      } catch {
        return false;
      }
    },
  });

  /** Revokes what is left of the session and leaves for the sign-in page (spec §4). */
  const endSession = (): Promise<never> => {
    sessionEnd ??= (async () => {
      const location = getLocation();
      const query = new URLSearchParams(location.search);
      const body: Record<string, string> = {};
      for (const key of ['client_id', 'redirect_uri']) {
        const value = query.get(key);
        if (value) body[key] = value;
      }
      const answer = await bare.post('account/token/revoke', { json: body }).json<{ location: string }>();
      const target = withContinueUrl(answer.location, location.href, location.href);
      location.assign(target);
      throw new SessionEndedError(target);
    })();
    return sessionEnd;
  };

  const http = bare.extend({
    hooks: {
      beforeRequest: [
        ({ request }) => {
          stamps.set(request, { generation: refresher.generation, sentAt: Date.now() });
        },
      ],
      afterResponse: [
        async ({ request, response, retryCount }) => {
          if (response.status !== 401 || isAccountUrl(request.url)) return;
          // A 401 after a successful refresh is final.
          if (retryCount > 0) return;
          const stamp = stamps.get(request) ?? { generation: refresher.generation, sentAt: Date.now() };
          if (await refresher.refreshFor(stamp.generation, stamp.sentAt)) {
            return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
          }
          return endSession();
        },
      ],
    },
  });

  return {
    http,
    async getUser() {
      try {
        const body = await http.get('user', { timeout: USER_REQUEST_TIMEOUT_MS }).json();
        return toCurrentUser(v.parse(UserResponseSchema, body));
      } catch (error) {
        if (error instanceof SessionEndedError) throw error;
        throw await toApiError(error, 'Failed to get user data', 'User request timeout');
      }
    },
    async listDevices(params) {
      try {
        return await http
          .get('devices', { searchParams: serializeSearchParams({ ...params }) })
          .json<ListResponse<Device>>();
      } catch (error) {
        if (error instanceof SessionEndedError) throw error;
        throw await toApiError(error, 'Failed to get devices');
      }
    },
    async logout() {
      try {
        await endSession();
      } catch (error) {
        if (error instanceof SessionEndedError) return;
        if (isHTTPError(error)) throw await toApiError(error, 'Failed to log out');
        throw error instanceof ApiError ? error : await toApiError(error, 'Failed to log out');
      }
    },
  };
}
