import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/renderConsole.js';
import { accessEntry } from '../testEntries.js';

const entries = { 'devices/remote-access': { data: [accessEntry()] } };

async function openForm(button: 'Add entry' | 'Edit') {
  const view = renderConsole({ path: '/remote/access', search: entries });
  await screen.findByRole('row', { name: /Shell/ }, { timeout: 5000 });
  const scope = button === 'Edit' ? within(screen.getByRole('group', { name: 'Actions for Shell' })) : screen;
  await userEvent.click(scope.getByRole('button', { name: button }));
  const title = button === 'Edit' ? 'Edit remote access entry' : 'Add remote access entry';
  const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 5000 });
  await within(dialog).findByRole('textbox', { name: /Name/ }, { timeout: 5000 });
  return { ...view, dialog: within(dialog) };
}

describe('the remote access entry form', () => {
  it("fills in the protocol's port until the user types one", async () => {
    const { dialog } = await openForm('Add entry');
    const port = dialog.getByRole('textbox', { name: /Port/ }) as HTMLInputElement;
    const protocol = dialog.getByRole('combobox', { name: /Protocol/ });
    expect(port.value).toBe('22');
    await userEvent.selectOptions(protocol, 'vnc');
    expect(port.value).toBe('5900');
    await userEvent.clear(port);
    await userEvent.type(port, '2222');
    await userEvent.selectOptions(protocol, 'rdp');
    expect(port.value).toBe('2222');
    // No user name for vnc, a private key only for ssh and sftp.
    await userEvent.selectOptions(protocol, 'vnc');
    expect(dialog.queryByRole('textbox', { name: /Username/ })).toBeNull();
    expect(dialog.queryByRole('textbox', { name: /Private key/ })).toBeNull();
  });

  it('shows the schema’s messages before sending anything', async () => {
    const { dialog, api } = await openForm('Add entry');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('Name is required')).toBeTruthy();
    expect(dialog.getByText('Device is required')).toBeTruthy();
    expect(api.requestsTo('/api/devices/remote-access', 'POST')).toEqual([]);
  });

  it("puts the server's errors on their fields and keeps what was typed", async () => {
    const { dialog, api } = await openForm('Edit');
    api.state.answers['PUT /api/devices/remote-access/7'] = {
      status: 422,
      body: {
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Destination is not reachable from the device',
            source: 'destination',
          },
        ],
      },
    };
    const name = dialog.getByRole('textbox', { name: /Name/ }) as HTMLInputElement;
    await userEvent.clear(name);
    await userEvent.type(name, 'Router shell');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Destination is not reachable from the device')).toBeTruthy();
    expect(name.value).toBe('Router shell');
    expect(api.requestsTo('/api/devices/remote-access/7', 'PUT')[0]?.body).toEqual({
      name: 'Router shell',
      protocol: 'ssh',
      destination: '127.0.0.1',
      port: 22,
      enabled: true,
      username: 'root',
    });
  });

  it('keeps, replaces or forgets a stored password, never showing it', async () => {
    const { dialog, api } = await openForm('Edit');
    api.state.answers['PUT /api/devices/remote-access/7'] = {
      status: 200,
      body: { data: accessEntry({ has_password: false }) },
    };
    const password = within(dialog.getByRole('group', { name: 'Password' }));
    expect(password.getByText('Password: stored')).toBeTruthy();
    await userEvent.click(password.getByRole('button', { name: 'Replace' }));
    expect(password.getByLabelText('Password')).toBeTruthy();
    await userEvent.click(password.getByRole('button', { name: 'Keep the stored one' }));
    await userEvent.click(password.getByRole('button', { name: 'Forget' }));
    expect(password.getByText('Password: will be forgotten')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requestsTo('/api/devices/remote-access/7', 'PUT')).toHaveLength(1));
    const body = api.requestsTo('/api/devices/remote-access/7', 'PUT')[0]?.body as { password?: unknown };
    expect(body.password).toBeNull();
    expect(await screen.findByText('Remote access entry saved')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit remote access entry' })).toBeNull(),
    );
  });
});
