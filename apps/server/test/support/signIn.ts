import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../../src/index.js';
import { ORIGIN } from './testServer.js';

/** The cookies of a signed-in browser. */
export interface TestSession {
  access: string;
  refresh: string;
  xsrf: string;
}

/** Posts the sign-in form as a browser on our origin would. */
export function postSignIn(
  app: FastifyInstance,
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: ORIGIN },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/auth/sign-in',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The value of the cookie `name` set by a response, or undefined. */
export function cookieOf(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

/** The session cookies a completed sign-in set, or null when it set none. */
export function sessionCookiesOf(response: LightMyRequestResponse): TestSession | null {
  const access = cookieOf(response, 'nf_session');
  const refresh = cookieOf(response, 'nf_refresh');
  const xsrf = cookieOf(response, 'XSRF-TOKEN');
  return access && refresh && xsrf ? { access, refresh, xsrf } : null;
}

/** Signs in through the form and returns the cookies. Throws when the sign-in fails. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<TestSession> {
  const response = await postSignIn(app, { email, password });
  const session = sessionCookiesOf(response);
  if (response.statusCode !== 303 || !session) {
    throw new Error(`sign-in of ${email} failed with ${response.statusCode}`);
  }
  return session;
}

/**
 * The password step of a user with a second factor: the pending sign-in's cookie. Throws when
 * the form did not lead to the code page.
 */
export async function pendingSignIn(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await postSignIn(app, { email, password });
  const pending = cookieOf(response, 'nf_sign_in');
  if (!response.headers.location?.startsWith('/auth/sign-in/code') || !pending) {
    throw new Error(`the password step of ${email} answered ${response.statusCode}, not the code page`);
  }
  return pending;
}

/** Posts the code page's form (`code` and any other `fields`) with a pending sign-in's cookie. */
export function postSignInCode(
  app: FastifyInstance,
  pending: string,
  code: string,
  fields: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/auth/sign-in/code',
    cookies: { nf_sign_in: pending },
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    payload: new URLSearchParams({ code, ...fields }).toString(),
  });
}

/** The cookies a browser sends to `/api/account/token/*` (the refresh cookie's path). */
export function tokenCookies(session: TestSession): Record<string, string> {
  return { nf_session: session.access, nf_refresh: session.refresh, 'XSRF-TOKEN': session.xsrf };
}

/** Headers of an unsafe API request from the console: origin, X-Requested-With, XSRF token. */
export function unsafeHeaders(session: TestSession): Record<string, string> {
  return { origin: ORIGIN, 'x-requested-with': 'XMLHttpRequest', 'x-xsrf-token': session.xsrf };
}

/** GET an API path with the session's access cookie. */
export function apiGet(
  app: FastifyInstance,
  url: string,
  session?: TestSession,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, cookies: session ? { nf_session: session.access } : {} });
}

/** An unsafe API request from the console (origin, X-Requested-With, XSRF token), JSON body. */
export function apiSend(
  app: FastifyInstance,
  method: 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  session: TestSession,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    cookies: { nf_session: session.access },
    headers: {
      ...unsafeHeaders(session),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The first error code of an error response. */
export function errorCode(response: LightMyRequestResponse): string | undefined {
  return (response.json() as { errors?: { code: string }[] }).errors?.[0]?.code;
}
