import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/renderConsole.js';

const PATH = '/users/confirm-impersonation-access/abcdefghijklmnopqrstuvwxyz';
const request = {
  data: {
    requested_by_name: 'Ada Admin',
    requested_by_email: 'admin@netfleet.test',
    hours: 4,
    expires_at: '2026-11-24T10:00:00.000Z',
  },
};

describe('the impersonation access confirmation', () => {
  it('says who asks and for how long; Confirm grants it', async () => {
    const view = renderConsole({
      path: PATH,
      role: 'end_user',
      answers: {
        'POST /api/user/impersonation-access/request': { body: request },
        'POST /api/user/impersonation-access/confirm': {
          body: { data: { impersonation_access_limit: 1 }, message: 'Impersonation access granted' },
        },
      },
    });
    expect(
      await screen.findByText(
        'Ada Admin (admin@netfleet.test) asks to act as you in Netfleet, to help you with your account.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('4 hours')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/^Access granted until /)).toBeTruthy();
    const [sent] = view.api.requestsTo('/api/user/impersonation-access/confirm', 'POST');
    expect(sent?.body).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz' });
  });

  it('Decline spends the link; a link that cannot be used says why', async () => {
    const view = renderConsole({
      path: PATH,
      role: 'end_user',
      answers: {
        'POST /api/user/impersonation-access/request': { body: request },
        'POST /api/user/impersonation-access/decline': { body: { data: { declined: true }, message: 'ok' } },
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Decline' }, { timeout: 5000 }));
    expect(await screen.findByText('You declined the request. Nobody got access.')).toBeTruthy();
    await waitFor(() =>
      expect(view.api.requestsTo('/api/user/impersonation-access/decline', 'POST')).toHaveLength(1),
    );
  });

  it('shows the server’s reason for a link that is not valid', async () => {
    renderConsole({
      path: PATH,
      role: 'end_user',
      answers: {
        'POST /api/user/impersonation-access/request': {
          status: 404,
          body: { errors: [{ code: 'NOT_FOUND', message: 'This link is not valid.', source: 'token' }] },
        },
      },
    });
    expect(await screen.findByText('This link cannot be used', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('This link is not valid.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });
});
