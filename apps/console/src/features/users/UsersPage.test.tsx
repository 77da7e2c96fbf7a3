import type { UserRow } from '@netfleet/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/renderConsole.js';

const at = '2026-11-20T10:00:00.000Z';
const user = (overrides: Partial<UserRow>): UserRow => ({
  id: 107,
  email: 'eli@netfleet.test',
  username: 'Eli Client',
  company_id: 8,
  company_name: 'Harbor Logistics',
  role_id: 3,
  role_name: 'end_user',
  role_title: 'End Client',
  mfa_type: 'totp',
  last_sign_in_at: null,
  status: 'mfa_required',
  impersonation_access_limit: null,
  created_at: at,
  ...overrides,
});
const search = {
  users: {
    data: [
      user({}),
      user({
        id: 109,
        email: 'granted@netfleet.test',
        impersonation_access_limit: new Date(Date.now() + 3_600_000).toISOString(),
        role_id: 1001,
        role_name: 'field_ops',
        role_title: 'A custom role whose title runs well past forty-five characters',
      }),
    ],
  },
};

describe('the users page', () => {
  it('shows status, MFA and a role truncated at 45 characters, and each row’s actions by permission', async () => {
    renderConsole({ path: '/users', role: 'admin', search });
    const table = await screen.findByRole('table', { name: 'Users' }, { timeout: 5000 });
    const eli = await within(table).findByRole('group', { name: 'Actions for eli@netfleet.test' });
    expect(
      within(eli)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit role', 'Move', 'Request access']);
    const granted = within(table).getByRole('group', { name: 'Actions for granted@netfleet.test' });
    expect(within(granted).getByRole('button', { name: 'Impersonate' })).toBeTruthy();
    expect(within(table).getAllByText('MFA required')).toHaveLength(2);
    expect(within(table).getAllByText('Authenticator app')).toHaveLength(2);
    const role = within(table).getByTitle('A custom role whose title runs well past forty-five characters');
    expect(Array.from(role.textContent ?? '')).toHaveLength(45);
    for (const name of ['Invite user']) expect(screen.getByRole('button', { name })).toBeTruthy();
    // The system administrator's forms are not the administrator's.
    expect(screen.queryByRole('button', { name: 'Assign SSO admin' })).toBeNull();

    await userEvent.setup().click(within(eli).getByRole('button', { name: 'Edit role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role' });
    expect(await within(dialog).findByText('User: eli@netfleet.test')).toBeTruthy();
  });

  it('gives the system administrator Remove MFA, Delete and the e-mail forms', async () => {
    renderConsole({ path: '/users', role: 'super_admin', search });
    const eli = await screen.findByRole(
      'group',
      { name: 'Actions for eli@netfleet.test' },
      { timeout: 5000 },
    );
    expect(within(eli).getByRole('button', { name: 'Remove MFA' })).toBeTruthy();
    expect(within(eli).getByRole('button', { name: 'Delete' })).toBeTruthy();
    for (const name of ['Invite user', 'Assign SSO admin', 'Remove suppressed email']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    await userEvent.setup().click(within(eli).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    expect(((await within(dialog).findByRole('textbox', { name: /Email/ })) as HTMLInputElement).value).toBe(
      'eli@netfleet.test',
    );
  });

  it('shows a guest the users without a button', async () => {
    renderConsole({ path: '/users', role: 'readonly_admin', search });
    const table = await screen.findByRole('table', { name: 'Users' }, { timeout: 5000 });
    await within(table).findByText('eli@netfleet.test');
    expect(within(table).queryAllByRole('group')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Invite user' })).toBeNull();
  });
});

describe('moving several users', () => {
  it('opens the move form for the chosen rows at once', async () => {
    renderConsole({ path: '/users', role: 'admin', search });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select eli@netfleet.test' }, { timeout: 5000 }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select granted@netfleet.test' }));
    await user.click(screen.getByRole('button', { name: 'Move selected users (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to company' });
    expect(await within(dialog).findByText('Moves eli@netfleet.test, granted@netfleet.test.')).toBeTruthy();
    // The form sends them all (its own test checks the body): the selection is cleared.
    expect(screen.queryByRole('button', { name: /Move selected users/ })).toBeNull();
  });
});

describe('a company’s users tab', () => {
  it('invites into that company: the form opens with it chosen', async () => {
    renderConsole({ path: '/companies/3/users', role: 'admin', search });
    const invite = await screen.findByRole('button', { name: 'Invite user' }, { timeout: 5000 });
    await userEvent.setup().click(invite);
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
    const company = (await within(dialog).findByRole('combobox', { name: /Company/ })) as HTMLSelectElement;
    expect(company.value).toBe('3');
  });
});
