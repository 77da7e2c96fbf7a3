import type { InvitationRow } from '@netfleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/renderConsole.js';

const at = '2026-11-20T10:00:00.000Z';
const invitation = (overrides: Partial<InvitationRow>): InvitationRow => ({
  id: 1,
  email: 'pending@example.com',
  company_id: 8,
  company_name: 'Harbor Logistics',
  role_id: 4,
  role_title: 'Guest',
  invited_by_email: 'admin@netfleet.test',
  status: 'pending',
  created_at: at,
  expires_at: at,
  accepted_at: null,
  last_sent_at: at,
  ...overrides,
});
const search = {
  'users/invitations': {
    data: [
      invitation({}),
      invitation({ id: 2, email: 'accepted@example.com', status: 'accepted', accepted_at: at }),
      invitation({ id: 3, email: 'cancelled@example.com', status: 'cancelled' }),
    ],
  },
};

describe('the invitations page', () => {
  it('offers Resend and Cancel on open invitations only, and cancels after the prompt', async () => {
    const view = renderConsole({
      path: '/users/invitations',
      role: 'admin',
      search,
      answers: { 'POST /api/users/invitations/1/cancel': { body: { data: {}, message: 'ok' } } },
    });
    const table = await screen.findByRole('table', { name: 'Invitations' }, { timeout: 5000 });
    const pending = await within(table).findByRole('group', {
      name: 'Actions for the invitation of pending@example.com',
    });
    expect(
      within(pending)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Resend', 'Cancel']);
    expect(within(table).queryByRole('group', { name: /accepted@example\.com/ })).toBeNull();
    expect(within(table).queryByRole('group', { name: /cancelled@example\.com/ })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(pending).getByRole('button', { name: 'Cancel' }));
    const prompt = await screen.findByRole('dialog', { name: 'Cancel invitation' });
    expect(
      within(prompt).getByText('Cancel the invitation of pending@example.com? Its link stops working.'),
    ).toBeTruthy();
    await user.click(within(prompt).getByRole('button', { name: 'Cancel invitation' }));
    await waitFor(() =>
      expect(view.api.requestsTo('/api/users/invitations/1/cancel', 'POST')).toHaveLength(1),
    );
  });

  it('shows a guest the invitations without a button', async () => {
    renderConsole({ path: '/users/invitations', role: 'readonly_admin', search });
    const table = await screen.findByRole('table', { name: 'Invitations' }, { timeout: 5000 });
    await within(table).findByText('pending@example.com');
    expect(within(table).queryAllByRole('group')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Invite user' })).toBeNull();
  });

  it('filters by status in the URL', async () => {
    const view = renderConsole({ path: '/users/invitations', role: 'admin', search });
    await screen.findByRole('table', { name: 'Invitations' }, { timeout: 5000 });
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Expired');
    await waitFor(() =>
      expect(view.api.requestsTo('/api/users/invitations').at(-1)?.url.searchParams.get('status')).toBe(
        'expired',
      ),
    );
  });
});
