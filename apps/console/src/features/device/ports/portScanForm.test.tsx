import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsoleForm } from '../../forms/test/renderConsoleForm.js';

const JOB = { status: 202, body: { data: { job_id: 41, total: 1 }, meta: { channel: 'private-bulk.41' } } };

describe('the port scan', () => {
  it('sends port_scan for the one device and opens the action status on the answer’s channel', async () => {
    const view = renderConsoleForm('device-port-scan', { id: '12', role: 'end_user' });
    view.api.on('POST /devices/bulk', JOB);
    expect(screen.getByText(/scans its Ethernet ports when it next reports/)).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Scan ports' }));
    await waitFor(() =>
      expect(view.api.calls('POST /devices/bulk')[0]?.body).toEqual({
        action: 'port_scan',
        device_id: [12],
        options: {},
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Action status' })).toBeTruthy();
    expect(view.toasts).toEqual([]);
  });

  it('sends nothing on the bare form route (no device)', async () => {
    const view = renderConsoleForm('device-port-scan');
    view.api.on('POST /devices/bulk', JOB);
    await view.user.click(screen.getByRole('button', { name: 'Scan ports' }));
    await waitFor(() =>
      expect(view.toasts).toEqual([{ message: 'Open the scan from a device’s page.', kind: 'info' }]),
    );
    expect(view.api.calls('POST /devices/bulk')).toHaveLength(0);
  });

  it('is refused to a guest (no control_devices)', () => {
    renderConsoleForm('device-port-scan', { id: '12', role: 'read_only' });
    expect(screen.queryByRole('button', { name: 'Scan ports' })).toBeNull();
  });
});
