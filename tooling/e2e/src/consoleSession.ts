import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signIn } from './signIn.js';
import type { Stack } from './startStack.js';

/** A browser context of its own (cookies, storage) on the stack, with one page. */
export async function openConsole(
  browser: Browser,
  stack: Stack,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: stack.baseUrl,
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Signs `email` in through the account site's form and waits until the console has
 * left the sign-in page (`landing` is where it should arrive).
 */
export async function signInAs(page: Page, email: string, landing = '/management/devices'): Promise<void> {
  await page.goto(`/auth/sign-in?continue_url=${encodeURIComponent(landing)}`);
  await signIn(page, email);
  // The account site is `/auth` and below; the console's `/auth-devices` is not part of it.
  await page.waitForURL((url) => url.pathname !== '/auth' && !url.pathname.startsWith('/auth/'));
}

/** What {@link callApi} answers. */
export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

/**
 * Calls our API from inside the page as the signed-in user would, with the headers the
 * server checks on unsafe methods (`X-Requested-With`, the XSRF token from its cookie).
 * Tests use it to set up data (a notification, a notice) through the real endpoints.
 */
export async function callApi<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const xsrf = document.cookie
        .split(';')
        .map((part) => part.trim().split('='))
        .find(([name]) => name === 'RMS-XSRF-TOKEN' || name === 'XSRF-TOKEN')?.[1];
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: {
          'X-Requested-With': 'XMLHttpRequest',
          ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: keep the text.
      }
      return { status: response.status, body: parsed };
    },
    { method, path, body },
  ) as Promise<ApiAnswer<T>>;
}
