import { createApiClient } from '@netfleet/api-client';
import type { UserResponse } from '@netfleet/contracts';
import type { BrandConfig, RoleName } from '@netfleet/permissions';
import { createDarkMode } from '@netfleet/ui-kit';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { ConsoleApp } from '../bootstrap/ConsoleApp.js';
import { createConsole } from '../bootstrap/createConsole.js';
import { startConsole } from '../bootstrap/startConsole.js';
import { NO_AUTH_PATHS } from '../router/noAuthPaths.js';
import { createFakeApi, type FakeApiState, userResponse } from './fakeApi.js';
import { fakeEnvironment, fakeNotificationFeed, memoryCookies } from './fakeEnvironment.js';

export interface RenderConsoleOptions extends Partial<Omit<FakeApiState, 'user'>> {
  path?: string;
  role?: RoleName;
  /** Replace the role's permissions. */
  permissions?: string[];
  /** Changes to the `/api/user` body. */
  user?: Partial<UserResponse>;
  brand?: BrandConfig;
  cookies?: Record<string, string>;
  /** Do not start the session (tests of start-up call `startConsole` themselves). */
  manualStart?: boolean;
  online?: boolean;
}

/**
 * Creates the whole console (client, services, router) on a memory history against the
 * fake HTTP API, without rendering it.
 */
export function createTestConsole(options: RenderConsoleOptions = {}) {
  const {
    path = '/management/devices',
    role = 'admin',
    permissions,
    user: userOverrides,
    brand,
    cookies,
    manualStart,
    online = true,
    ...apiState
  } = options;
  const user = userResponse(role, { ...(permissions ? { permissions } : {}), ...userOverrides });
  const api = createFakeApi({ user, ...apiState });
  const assign = vi.fn();
  const pathname = path.split('?')[0] ?? path;
  const client = createApiClient({
    // Node's Request needs absolute URLs; the browser resolves `/api` against the page.
    baseUrl: 'http://localhost:3000/api',
    fetch: api.fetch,
    readCookies: () => '',
    storage: null,
    sessionStorage: window.sessionStorage,
    locks: null,
    location: {
      href: `http://localhost:3000${path}`,
      host: 'localhost:3000',
      pathname,
      search: '',
      assign,
    },
  });
  const env = fakeEnvironment({ cookies: memoryCookies(cookies), isOnline: () => online });
  const history = createMemoryHistory({ initialEntries: [path] });
  const darkMode = createDarkMode({ cookies: env.cookies, matchMedia: null, root: document.documentElement });
  const feed = fakeNotificationFeed();
  const app = createConsole({
    client,
    history,
    environment: env,
    darkMode,
    notificationFeed: feed.subscribe,
    ...(brand ? { brand } : {}),
  });
  const start = () => startConsole(app, { noSession: NO_AUTH_PATHS.includes(pathname) });
  return { app, api, history, assign, env, feed, start, manualStart: manualStart === true };
}

/**
 * Renders the whole console (providers, start-up, router, shell) on a memory history,
 * against the fake HTTP API. Returns the pieces tests look at.
 */
export function renderConsole(options: RenderConsoleOptions = {}) {
  const parts = createTestConsole(options);
  const view = render(<ConsoleApp app={parts.app} />);
  const started = parts.manualStart ? Promise.resolve(parts.app.status.getSnapshot()) : parts.start();
  return { ...view, ...parts, started };
}
