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

/** Signs in through the form and returns the cookies. Throws when the sign-in fails. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<TestSession> {
  const response = await postSignIn(app, { email, password });
  const access = cookieOf(response, 'nf_session');
  const refresh = cookieOf(response, 'nf_refresh');
  const xsrf = cookieOf(response, 'XSRF-TOKEN');
  if (response.statusCode !== 303 || !access || !refresh || !xsrf) {
    throw new Error(`sign-in of ${email} failed with ${response.statusCode}`);
  }
  return { access, refresh, xsrf };
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
