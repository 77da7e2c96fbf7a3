import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errors, type SeenRequest } from '../../../test/fakeApi.js';
import { renderForms } from '../../../test/renderForms.js';
import { GenericForm } from '../GenericForm.js';

const mfaRequired = (meta: Record<string, unknown>) => ({
  status: 403,
  body: { ...errors({ code: 'MFA_REQUIRED', message: 'Confirm it is you' }), meta },
});

function tagForm() {
  return (
    <GenericForm
      fields={[{ key: 'name', label: 'Name' }]}
      url="/tags"
      schema={{ tableRef: 'tags', successMsg: 'Tag created successfully' }}
    />
  );
}

describe('step-up by e-mail', () => {
  it('keeps the modal open on a wrong code, then completes with the right one', async () => {
    const view = renderForms(tagForm());
    view.api.on('POST /tags', (request: SeenRequest) => {
      const body = request.body as Record<string, unknown>;
      if (body.session_code === undefined)
        return mfaRequired({ mfa_type: 'email', session_id: 7, session_uuid: 'u-1' });
      if (body.session_code !== '123456') {
        return {
          status: 403,
          body: errors({ code: 'CONFIRMATION_FAILED', message: 'The code is not valid' }),
        };
      }
      return { status: 201, body: { data: { id: 3 } } };
    });
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'prod');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Enter authentication code' });
    expect(
      within(dialog).getByText(
        'The verification code has been sent to admin@netfleet.test. Please check your inbox and complete authentication step.',
      ),
    ).toBeTruthy();
    const code = within(dialog).getByRole('textbox', { name: 'Code' });
    await view.user.type(code, '000000');
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The code is not valid')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Enter authentication code' })).toBe(dialog);
    // Esc does not close the e-mail prompt.
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Enter authentication code' })).toBeTruthy();

    await view.user.clear(code);
    await view.user.type(code, ' 123456 ');
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.toasts).toEqual([{ message: 'Tag created successfully', kind: 'success' }]);
    const sent = view.api.calls('POST /tags').map((request) => request.body);
    expect(sent).toEqual([
      { name: 'prod' },
      { name: 'prod', session_code: '000000', session_id: 7, session_uuid: 'u-1' },
      { name: 'prod', session_code: '123456', session_id: 7, session_uuid: 'u-1' },
    ]);
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
  });

  it('closes on another error and shows it in the form', async () => {
    const view = renderForms(tagForm());
    view.api.on('POST /tags', (request) =>
      (request.body as Record<string, unknown>).session_code === undefined
        ? mfaRequired({ mfa_type: 'email' })
        : { status: 422, body: errors({ message: 'Name taken', source: 'name' }) },
    );
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter authentication code' });
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Code' }), '1');
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Name taken')).toBeTruthy();
  });

  it('cancelling the modal ends the submit without sending the code', async () => {
    const view = renderForms(tagForm());
    view.api.on('POST /tags', mfaRequired({ mfa_type: 'email' }));
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter authentication code' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false),
    );
    expect(view.api.calls('POST /tags')).toHaveLength(1);
    expect(view.toasts).toEqual([]);
  });
});

describe('step-up by TOTP and by ID', () => {
  it('opens "TOTP verification" for meta.mfa_method totp and resends with the code', async () => {
    const view = renderForms(tagForm());
    view.api.on('POST /tags', (request) =>
      (request.body as Record<string, unknown>).session_code === undefined
        ? mfaRequired({ mfa_method: 'totp', session_uuid: 's' })
        : { status: 200, body: { message: 'Created' } },
    );
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'TOTP verification' });
    expect(within(dialog).getByText('Enter the 6-digit code shown in your authenticator app.')).toBeTruthy();
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Code' }), '654321');
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(view.toasts).toEqual([{ message: 'Tag created successfully', kind: 'success' }]),
    );
    expect(view.api.calls('POST /tags')[1]?.body).toEqual({ session_code: '654321', session_uuid: 's' });
  });

  it('opens "Teltonika ID verification" for the user\'s teltonika_id method', async () => {
    const view = renderForms(tagForm(), { user: { email: 'a@b.io', mfa_type: 'teltonika_id' } });
    view.api.on('POST /tags', { status: 403, body: errors({ code: 'MFA_REQUIRED', message: 'MFA' }) });
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Teltonika ID verification' });
    expect(within(dialog).getByText(/Open the Teltonika ID app on your phone/)).toBeTruthy();
  });

  it('fails with "Failed to connect to server." when no method is known', async () => {
    const view = renderForms(tagForm(), { user: { email: 'a@b.io', mfa_type: null } });
    view.api.on('POST /tags', { status: 403, body: errors({ code: 'MFA_REQUIRED', message: 'MFA' }) });
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to connect to server.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('423: password confirmation', () => {
  it('asks for the password, shows a refusal from data.message, then repeats the submit', async () => {
    const view = renderForms(tagForm());
    let confirmed = false;
    view.api.on('POST /tags', () =>
      confirmed
        ? { status: 201, body: {} }
        : { status: 423, body: { message: 'Password confirmation required' } },
    );
    view.api.on('POST /password-confirmation', (request) => {
      if ((request.body as { password: string }).password !== 'secret ') {
        return { status: 422, body: { message: 'The password is incorrect.' } };
      }
      confirmed = true;
      return { status: 200, body: {} };
    });
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Password confirmation' });
    const password = within(dialog).getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await view.user.type(password, 'wrong');
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The password is incorrect.')).toBeTruthy();
    await view.user.clear(password);
    // A password is sent as typed, spaces and all.
    await view.user.type(password, 'secret ');
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(view.toasts).toEqual([{ message: 'Tag created successfully', kind: 'success' }]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.api.calls('POST /tags')).toHaveLength(2);
    expect(view.api.calls('POST /password-confirmation').map((request) => request.body)).toEqual([
      { password: 'wrong' },
      { password: 'secret ' },
    ]);
  });
});

describe('action status (DeviceSocketAction)', () => {
  it('lists the selection for a response with a channel', async () => {
    const view = renderForms(
      <GenericForm
        fields={[]}
        url="/devices/reboot"
        selection={[
          { id: 1, name: 'Office router' },
          { id: 2, serial: '1100' },
        ]}
      />,
    );
    view.api.on('POST /devices/reboot', { body: { meta: { channel: 'task-9' } } });
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Action status' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Office router', '1100']);
    expect(view.toasts).toEqual([]);
  });

  it('closes by itself without a selection', async () => {
    const view = renderForms(<GenericForm fields={[]} url="/devices/reboot" />);
    const opened: string[] = [];
    view.manager.subscribe(() => {
      for (const modal of view.manager.getSnapshot().modals) opened.push(modal.component ?? '');
    });
    view.api.on('POST /devices/reboot', { body: { meta: { channel: 'task-9' } } });
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(opened).toContain('DeviceSocketAction'));
    await waitFor(() => expect(view.api.requests).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.reloads).toEqual(['reload-data']);
  });
});
