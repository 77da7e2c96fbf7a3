import {
  type CurrentUser,
  TokenRevokeResponseSchema,
  toCurrentUser,
  UserResponseSchema,
} from '@netfleet/contracts';
import ky, { type KyInstance } from 'ky';
import * as v from 'valibot';
import { isSessionEndedError, SessionEndedError } from './errors/ApiError.js';
import { readErrorItems } from './errors/errorItemsOf.js';
import { REQUEST_TIMEOUT_MESSAGE } from './errors/errorTexts.js';
import { isGlobalErrorCode } from './errors/globalErrors.js';
import { toApiError } from './errors/toApiError.js';
import { type ClientEvents, createEmitter, type Emitter } from './events/createEmitter.js';
import { applyRequestHeaders } from './http/applyRequestHeaders.js';
import { createPendingRequests, type PendingToken } from './http/createPendingRequests.js';
import { resolveApiBase } from './http/resolveApiBase.js';
import { createFailureCounter } from './session/createFailureCounter.js';
import { createTokenRefresher, type LockManagerLike } from './session/createTokenRefresher.js';
import { withContinueUrl } from './session/withContinueUrl.js';

/** Timeout of `GET /user` and of the token refresh (spec §9). */
export const USER_REQUEST_TIMEOUT_MS = 30_000;

/** Where the client runs: the parts of `window.location` it reads and drives. */
export interface ClientLocation {
  href: string;
  host: string;
  protocol?: string;
  pathname: string;
  search: string;
  assign(url: string): void;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ApiClientOptions {
  /** Path or URL of the API. Defaults to `/api` (or the `api_review` host, see README). */
  baseUrl?: string;
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch;
  /** Returns the page's cookie string. Defaults to `document.cookie`. */
  readCookies?: () => string;
  /** Holds `spa_version` and the cross-tab refresh stamp. Defaults to `localStorage`. */
  storage?: KeyValueStorage | null;
  /** Holds the failure counters. Defaults to `sessionStorage`. */
  sessionStorage?: KeyValueStorage | null;
  /** Defaults to `window.location`. */
  location?: ClientLocation;
  /** Cross-tab lock for the token refresh. Defaults to `navigator.locks`. */
  locks?: LockManagerLike | null;
  /**
   * True on the ssh and telnet connect pages: there a 401 from `/user` is final (spec §8).
   * Defaults to `false`.
   */
  noRefreshForUser?: boolean;
}

/** Per-call options that ky passes through to the client's hooks (`context` of a ky call). */
export interface RequestContext {
  /** Keep this GET out of the cancel-on-repeat and cancel-on-route-change rules. */
  skipCancel?: boolean;
  /**
   * The message of the {@link ApiError} this call rejects with when the server sent none.
   * Defaults to "Failed to send request. Try again later".
   */
  failure?: string;
  /** Its message on a timeout. Defaults to `failure`, else "Request timed out. Try again later". */
  timeoutFailure?: string;
}

/**
 * The API client: a ky instance with the session rules of the spec. The resource calls
 * (`listTags(client, params)`, …) and their `queryOptions` take it as their first argument.
 */
export interface ApiClient {
  /**
   * ky instance under the API base; every call gets the headers and the 401 handling, and
   * rejects with an `ApiError` (or a `SessionEndedError`) — see {@link RequestContext}.
   */
  readonly http: KyInstance;
  /** `token-refreshed`, `session-ended`, `global-error`, `maintenance`. */
  readonly events: Pick<Emitter<ClientEvents>, 'on'>;
  /** `GET /user` (30 s timeout), flattened to the current user. */
  getUser(): Promise<CurrentUser>;
  /**
   * An absolute URL on the console's own origin, outside the API base — for calls whose
   * base URL is `/` (`PUT /account/user`, spec §7). Passed to `http`, it keeps the headers.
   */
  siteUrl(path: string): URL;
  /** Revokes the session and sends the browser to the account site's sign-in page. */
  logout(): Promise<void>;
  /**
   * Tell the client the router moved to `routeName`: pending requests are cancelled
   * when the name differs from the previous one (spec §4).
   */
  routeChanged(routeName: string): void;
}

interface RequestStamp {
  generation: number;
  sentAt: number;
  pending: PendingToken | null;
}

/**
 * Where a call's stamp lives: ky gives each call its own shallow copy of `context` and
 * the same copy to every hook, while the Request object hooks see may be a clone.
 */
const STAMP = Symbol('netfleet.requestStamp');
type StampedContext = RequestContext & { [STAMP]?: RequestStamp };

function browserLocation(): ClientLocation {
  const location = (globalThis as { location?: ClientLocation }).location;
  if (!location) throw new Error('createApiClient: pass `location` outside a browser.');
  return location;
}

function browserCookies(): string {
  return (globalThis as { document?: { cookie: string } }).document?.cookie ?? '';
}

function browserStore(name: 'localStorage' | 'sessionStorage'): KeyValueStorage | null {
  try {
    return (globalThis as Record<string, unknown>)[name] as Storage | null;
  } catch {
    return null;
  }
}

/**
 * Creates the API client.
 *
 * @example
 * const client = createApiClient();
 * const user = await client.getUser();
 * const page = await listDevices(client, { limit: 25, offset: 0, sort: 'name' });
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const readCookies = options.readCookies ?? browserCookies;
  const storage = options.storage === undefined ? browserStore('localStorage') : options.storage;
  const session =
    options.sessionStorage === undefined ? browserStore('sessionStorage') : options.sessionStorage;
  const location = options.location ?? browserLocation();
  const baseUrl = options.baseUrl ?? resolveApiBase('/api', readCookies(), location.protocol ?? 'https:');
  const apiOrigin = new URL(baseUrl, location.href).origin;
  const events = createEmitter<ClientEvents>();
  const pending = createPendingRequests();
  const userFailures = createFailureCounter('netfleet:user-request-failures', session ?? null);
  const revokeFailures = createFailureCounter('netfleet:revoke-failures', session ?? null);
  let sessionEnd: Promise<never> | null = null;
  let lastRouteName: string | null = null;

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
            apiOrigin,
            cookies: readCookies(),
            spaVersion: storage?.getItem('spa_version'),
          });
        },
      ],
      afterResponse: [
        async ({ response }) => {
          if (response.ok) return;
          const code = (await readErrorItems(response))[0]?.code;
          if (isGlobalErrorCode(code)) events.emit('global-error', { code });
        },
      ],
      // The one place errors are normalised: every failed call rejects with an ApiError
      // whose fallback message the call named in its context.
      beforeError: [
        ({ error, options: requestOptions }) => {
          if (isSessionEndedError(error)) return error;
          const context = (requestOptions.context ?? {}) as RequestContext;
          const timeout = context.timeoutFailure ?? context.failure ?? REQUEST_TIMEOUT_MESSAGE;
          return toApiError(error, context.failure, timeout);
        },
      ],
    },
  });

  const refresher = createTokenRefresher({
    storage: storage ?? null,
    locks: options.locks,
    onRefreshed: () => events.emit('token-refreshed', undefined),
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
  const endSession = (returnTo = location.href): Promise<never> => {
    sessionEnd ??= (async () => {
      const query = new URLSearchParams(location.search);
      const body: Record<string, string> = {};
      for (const key of ['client_id', 'redirect_uri']) {
        const value = query.get(key);
        if (value) body[key] = value;
      }
      let answer: { location: string };
      try {
        const response = bare.post('account/token/revoke', {
          json: body,
          context: { failure: 'Failed to end the session' },
        });
        answer = v.parse(TokenRevokeResponseSchema, await response.json());
        revokeFailures.reset();
      } catch (error) {
        sessionEnd = null;
        if (revokeFailures.fail()) events.emit('maintenance', { reason: 'revoke' });
        throw toApiError(error, 'Failed to end the session');
      }
      const target = withContinueUrl(answer.location, returnTo, location.href);
      events.emit('session-ended', { location: target });
      location.assign(target);
      throw new SessionEndedError(target);
    })();
    return sessionEnd;
  };

  const http = bare.extend({
    hooks: {
      beforeRequest: [
        ({ request, options: requestOptions }) => {
          const context = requestOptions.context as StampedContext;
          const tracked = pending.track(request, { skipCancel: context.skipCancel === true });
          context[STAMP] = { generation: refresher.generation, sentAt: Date.now(), pending: tracked.token };
          return tracked.request;
        },
      ],
      afterResponse: [
        async ({ request, options: requestOptions, response, retryCount }) => {
          const stamp = (requestOptions.context as StampedContext)[STAMP];
          pending.done(stamp?.pending);
          if (response.status !== 401 || request.url.includes('/account')) return;
          if (options.noRefreshForUser && new URL(request.url).pathname.endsWith('/user')) return;
          // A 401 after a successful refresh is final.
          if (retryCount > 0) return;
          // Without a stamp (never expected) assume the oldest generation: retrying once
          // is harmless, while a needless refresh would spend the rotating token twice.
          if (await refresher.refreshFor(stamp?.generation ?? -1, stamp?.sentAt ?? 0)) {
            return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
          }
          return endSession();
        },
      ],
    },
  });

  return {
    http,
    events,
    async getUser() {
      try {
        const body = await http
          .get('user', {
            timeout: USER_REQUEST_TIMEOUT_MS,
            context: {
              skipCancel: true,
              failure: 'Failed to get user data',
              timeoutFailure: 'User request timeout',
            },
          })
          .json();
        const user = toCurrentUser(v.parse(UserResponseSchema, body));
        userFailures.reset();
        return user;
      } catch (error) {
        if (error instanceof SessionEndedError) throw error;
        const failure = toApiError(error, 'Failed to get user data', 'User request timeout');
        if (userFailures.fail()) events.emit('maintenance', { reason: 'user' });
        throw failure;
      }
    },
    siteUrl(path) {
      return new URL(path, location.href);
    },
    async logout() {
      try {
        // Coming back to the page that logged out would log out again: return to the root.
        await endSession(new URL('/', location.href).href);
      } catch (error) {
        if (error instanceof SessionEndedError) return;
        throw error;
      }
    },
    routeChanged(routeName) {
      if (lastRouteName !== null && lastRouteName !== routeName) pending.cancelAll();
      lastRouteName = routeName;
    },
  };
}
