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
