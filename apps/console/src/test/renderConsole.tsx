import { createApiClient } from '@netfleet/api-client';
import type { Device } from '@netfleet/contracts';
import type { RoleName } from '@netfleet/permissions';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { ConsoleApp } from '../bootstrap/ConsoleApp.js';
import { createConsole } from '../bootstrap/createConsole.js';
import { createFakeApi, userResponse } from './fakeApi.js';

export interface RenderConsoleOptions {
  path?: string;
  role?: RoleName;
  /** Replace the role's permissions. */
  permissions?: string[];
  devices?: Device[];
  failDevices?: boolean;
}

/**
 * Renders the whole console (providers, user gate, router, shell) on a memory
 * history, against the fake HTTP API. Returns the pieces tests look at.
 */
export function renderConsole(options: RenderConsoleOptions = {}) {
  const path = options.path ?? '/management/devices';
  const user = userResponse(
    options.role ?? 'admin',
    options.permissions ? { permissions: options.permissions } : {},
  );
  const api = createFakeApi({
    user,
    devices: options.devices ?? [],
    failDevices: options.failDevices ?? false,
  });
  const assign = vi.fn();
  const client = createApiClient({
    // Node's Request needs absolute URLs; the browser resolves `/api` against the page.
    baseUrl: 'http://localhost:3000/api',
    fetch: api.fetch,
    readCookies: () => '',
    storage: null,
    sessionStorage: null,
    locks: null,
    location: {
      href: `http://localhost:3000${path}`,
      host: 'localhost:3000',
      pathname: path,
      search: '',
      assign,
    },
  });
  const history = createMemoryHistory({ initialEntries: [path] });
  const app = createConsole({ client, history });
  const view = render(<ConsoleApp app={app} />);
  return { ...view, app, api, history, assign };
}
