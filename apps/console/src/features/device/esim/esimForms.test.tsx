import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsoleForm } from '../../forms/test/renderConsoleForm.js';

const JOB = { status: 202, body: { data: { job_id: 41, total: 1 }, meta: { channel: 'private-bulk.41' } } };
const ICCID = '89370000000000000017';

describe('the eSIM profile forms', () => {
  it('add a profile: the activation code must look like LPA:1$host$id, then esim_download goes to the one device', async () => {
    const view = renderConsoleForm('device-esim-download', { id: '12' });
    view.api.on('POST /devices/bulk', JOB);
    const code = screen.getByRole('textbox', { name: /Activation code/ });
    await view.user.click(screen.getByRole('button', { name: 'Add profile' }));
    expect(await screen.findByText('Activation code is required')).toBeTruthy();

    await view.user.type(code, 'smdp.example.com');
    await view.user.click(screen.getByRole('button', { name: 'Add profile' }));
    await waitFor(() => expect(screen.queryByText('Activation code is required')).toBeNull());
    expect(document.querySelector('.nf-field__error')?.textContent).toBeTruthy();
    expect(view.api.calls('POST /devices/bulk')).toHaveLength(0);

    // The server's rule: a host may not start with a hyphen.
    await view.user.clear(code);
    await view.user.type(code, 'LPA:1$-smdp.example.com$K2');
    await view.user.click(screen.getByRole('button', { name: 'Add profile' }));
    expect(document.querySelector('.nf-field__error')?.textContent).toBeTruthy();
    expect(view.api.calls('POST /devices/bulk')).toHaveLength(0);

    await view.user.clear(code);
    await view.user.type(code, 'LPA:1$smdp.example.com$K2-1ABC-XYZ');
    await view.user.click(screen.getByRole('button', { name: 'Add profile' }));
    await waitFor(() =>
      expect(view.api.calls('POST /devices/bulk')[0]?.body).toEqual({
        action: 'esim_download',
        device_id: [12],
        options: { activation_code: 'LPA:1$smdp.example.com$K2-1ABC-XYZ' },
      }),
    );
    // The channel of the answer opens the action status, which follows the command.
    expect(await screen.findByRole('dialog', { name: 'Action status' })).toBeTruthy();
  });

  it('enable and delete name the profile and send its ICCID', async () => {
    const enable = renderConsoleForm('device-esim-enable', { id: '12', defaults: { iccid: ICCID } });
    enable.api.on('POST /devices/bulk', JOB);
    expect(screen.getByText(new RegExp(`switches to the profile ${ICCID}`))).toBeTruthy();
    await enable.user.click(screen.getByRole('button', { name: 'Enable' }));
    await waitFor(() =>
      expect(enable.api.calls('POST /devices/bulk')[0]?.body).toEqual({
        action: 'esim_enable',
        device_id: [12],
        options: { iccid: ICCID },
      }),
    );
    enable.unmount();

    const remove = renderConsoleForm('device-esim-delete', { id: '12', defaults: { iccid: ICCID } });
    remove.api.on('POST /devices/bulk', JOB);
    expect(screen.getByText(/This cannot be undone/)).toBeTruthy();
    await remove.user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(remove.api.calls('POST /devices/bulk')[0]?.body).toEqual({
        action: 'esim_delete',
        device_id: [12],
        options: { iccid: ICCID },
      }),
    );
  });

  it('are refused to a user without create_multi_configuration', () => {
    renderConsoleForm('device-esim-download', { id: '12', role: 'read_only' });
    expect(screen.queryByRole('button', { name: 'Add profile' })).toBeNull();
  });
});
