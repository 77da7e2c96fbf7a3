import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsoleForm } from '../forms/test/renderConsoleForm.js';

const button = (name: string) => screen.getByRole('button', { name });

describe('invite user', () => {
  it('posts the company and e-mail; the role is offered', async () => {
    const view = renderConsoleForm('invite-user');
    view.api.on('POST /users/invite', { status: 201, body: {} });
    await screen.findByRole('option', { name: 'North' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Company/ }), 'North');
    await view.user.type(screen.getByRole('textbox', { name: /Email/ }), 'new@netfleet.test');
    await view.user.click(button('Invite'));
    await waitFor(() =>
      expect(view.api.calls('POST /users/invite')[0]?.body).toEqual({
        company_id: 4,
        email: 'new@netfleet.test',
      }),
    );
    const form = screen.getByRole('form', { name: 'Invite user' });
    expect(within(form).getByRole('combobox', { name: 'Role' })).toBeTruthy();
    // The roles of the chosen company.
    expect(view.api.calls('GET /roles').at(-1)?.query.get('company_id')).toBe('4');
  });
});

describe('admin forms', () => {
  it('remove suppressed email: DELETE /suppressed-emails/{email} without a body', async () => {
    const view = renderConsoleForm('remove-suppressed-email', { role: 'super_admin' });
    view.api.on('DELETE /suppressed-emails/a%2Bb%40c.io', { body: {} });
    await view.user.type(screen.getByRole('textbox', { name: /Email/ }), 'a+b@c.io');
    await view.user.click(button('Remove'));
    await waitFor(() => expect(view.api.calls('DELETE /suppressed-emails/a%2Bb%40c.io')).toHaveLength(1));
    expect(view.api.calls('DELETE /suppressed-emails/a%2Bb%40c.io')[0]?.body).toBeUndefined();
  });

  it.each([
    ['remove-mfa', 'Remove', 'DELETE /admin/users/mfa'],
    ['delete-user', 'Delete', 'DELETE /admin/users'],
    ['assign-sso-admin', 'Assign', 'POST /admin/users/sso'],
  ])('%s sends { email } with %s', async (name, submitText, call) => {
    const view = renderConsoleForm(name, { role: 'super_admin' });
    view.api.on(call, { body: {} });
    await view.user.type(screen.getByRole('textbox', { name: /Email/ }), 'nope');
    await view.user.click(button(submitText));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    await view.user.clear(screen.getByRole('textbox', { name: /Email/ }));
    await view.user.type(screen.getByRole('textbox', { name: /Email/ }), 'user@netfleet.test');
    await view.user.click(button(submitText));
    await waitFor(() => expect(view.api.calls(call)[0]?.body).toEqual({ email: 'user@netfleet.test' }));
  });

  it('are refused to an admin: they are the system administrator forms', () => {
    renderConsoleForm('delete-user', { role: 'admin' });
    expect(screen.getByText('You do not have permission to use this form.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('edit user role', () => {
  const LONG_TITLE = 'Regional field operations supervisor with limited credit access';

  it('offers the invitable roles of the user’s company, truncated at 45 characters, and PUTs the new one', async () => {
    const view = renderConsoleForm('edit-user-role', {
      id: '17',
      defaults: { email: 'eli@netfleet.test', company_id: 4, role_id: 3 },
    });
    view.api.on('GET /roles', {
      body: {
        data: [
          { id: 4, name: 'read_only', title: 'Guest', company_id: null, permissions_count: 10 },
          { id: 3, name: 'end_user', title: 'End Client', company_id: null, permissions_count: 20 },
          { id: 1001, name: 'field_ops', title: LONG_TITLE, company_id: 4, permissions_count: 5 },
        ],
      },
    });
    view.api.on('PUT /users/17', { body: { data: {}, message: 'User role updated successfully' } });
    const role = await screen.findByRole('option', { name: 'Guest' });
    expect(role).toBeTruthy();
    const query = view.api.calls('GET /roles').at(-1)?.query;
    expect(query?.get('company_id')).toBe('4');
    expect(query?.get('invitable')).toBe('1');
    const long = screen.getByRole('option', { name: /^Regional field/ });
    expect(Array.from(long.textContent ?? '')).toHaveLength(45);
    expect(long.textContent?.endsWith('…')).toBe(true);
    // Unchanged: nothing is sent.
    await view.user.click(button('Save'));
    await waitFor(() =>
      expect(view.toasts.at(-1)?.message).toBe('Please input different value to save changes.'),
    );
    expect(view.api.calls('PUT /users/17')).toHaveLength(0);
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Role/ }), 'Guest');
    await view.user.click(button('Save'));
    await waitFor(() => expect(view.api.calls('PUT /users/17')[0]?.body).toEqual({ role_id: 4 }));
  });
});

describe('move users', () => {
  it('sends every user the opener chose', async () => {
    const view = renderConsoleForm('move-users', {
      defaults: { user_ids: [17, 18], email: 'a@netfleet.test, b@netfleet.test' },
    });
    view.api.on('POST /users/move', { body: { data: {}, message: 'Users moved successfully' } });
    expect(screen.getByText('Moves a@netfleet.test, b@netfleet.test.')).toBeTruthy();
    await screen.findByRole('option', { name: 'North' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Company/ }), 'North');
    await view.user.click(button('Move'));
    await waitFor(() =>
      expect(view.api.calls('POST /users/move')[0]?.body).toEqual({ user_ids: [17, 18], company_id: 4 }),
    );
  });

  it('posts the users the opener named with the chosen company', async () => {
    const view = renderConsoleForm('move-users', {
      defaults: { user_ids: [17], email: 'eli@netfleet.test' },
    });
    view.api.on('POST /users/move', { body: { data: {}, message: 'User moved successfully' } });
    expect(screen.getByText('Moves eli@netfleet.test.')).toBeTruthy();
    await screen.findByRole('option', { name: 'South' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Company/ }), 'South');
    await view.user.click(button('Move'));
    await waitFor(() =>
      expect(view.api.calls('POST /users/move')[0]?.body).toEqual({ user_ids: [17], company_id: 5 }),
    );
  });
});
