import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsoleForm } from '../forms/test/renderConsoleForm.js';

describe('distributor invitation', () => {
  it('sends the company name, the e-mail and an upper-case country code', async () => {
    const view = renderConsoleForm('distributor-invitation', { role: 'super_admin' });
    view.api.on('POST /distributors/invitations', { status: 201, body: {} });
    expect(screen.getByRole('heading', { name: 'Invite distributor' })).toBeTruthy();
    await view.user.type(screen.getByRole('textbox', { name: /Company name/ }), ' Baltic Net ');
    await view.user.type(screen.getByRole('textbox', { name: /Email/ }), 'sales@baltic.test');
    await view.user.type(screen.getByRole('textbox', { name: /Country/ }), 'lt1v');
    expect(screen.getByRole('textbox', { name: /Country/ })).toHaveProperty('value', 'LT');
    await view.user.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() =>
      expect(view.api.calls('POST /distributors/invitations')[0]?.body).toEqual({
        company_name: 'Baltic Net',
        email: 'sales@baltic.test',
        country: 'LT',
      }),
    );
  });
});
