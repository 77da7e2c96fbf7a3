import { createApiClient } from '@netfleet/api-client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, userResponse } from '../test/fakeApi.js';
import { ConnectApp } from './ConnectApp.js';

function clientFor(api: ReturnType<typeof createFakeApi>, noRefresh = false) {
  return createApiClient({
    baseUrl: 'http://localhost:3000/api',
    fetch: api.fetch,
    readCookies: () => '',
    storage: null,
    sessionStorage: null,
    locks: null,
    noRefreshForUser: noRefresh,
    location: {
      href: 'http://localhost:3000/rms-connect/ssh',
      host: 'localhost:3000',
      pathname: '/rms-connect/ssh',
      search: '',
      assign: vi.fn(),
    },
  });
}

describe('the connect pages', () => {
  it('sign in through the shared session code', async () => {
    const api = createFakeApi({ user: userResponse('end_user') });
    render(<ConnectApp protocol="sftp" search="" client={clientFor(api)} />);
    expect(await screen.findByText('end_user@netfleet.test')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'SFTP file browser' })).toBeTruthy();
    expect(api.requestsTo('/api/user')).toHaveLength(1);
  });

  it('pass with a key on the ssh page without asking for the user', async () => {
    const api = createFakeApi({ user: userResponse('end_user') });
    render(<ConnectApp protocol="ssh" search="?key=abc" client={clientFor(api, true)} />);
    expect(await screen.findByText('Connecting with the access key of this link…')).toBeTruthy();
    expect(api.requestsTo('/api/user')).toHaveLength(0);
  });

  it('take a 401 from /user as final on the ssh page', async () => {
    const api = createFakeApi({ user: null });
    render(<ConnectApp protocol="ssh" search="" client={clientFor(api, true)} />);
    expect(await screen.findByText('Your session has ended. Sign in again to connect.')).toBeTruthy();
    expect(api.requestsTo('/api/account/token/refresh')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toContain('/auth/sign-in');
  });
});
