import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsoleForm } from '../../forms/test/renderConsoleForm.js';
import { monitoringFormDefaults } from './deviceMonitoringForm.js';

const ROWS = [
  { config_id: 0, interval_s: 300, enabled: true },
  { config_id: 3, interval_s: 600, enabled: false },
];

function open(role: 'admin' | 'end_user' | 'read_only' = 'admin') {
  return renderConsoleForm('device-monitoring', { id: '12', role, defaults: monitoringFormDefaults(ROWS) });
}

describe('the monitoring parameters form', () => {
  it('offers the shown types with their settings and saves them with PUT /devices/{id}/monitoring', async () => {
    const view = open();
    view.api.on('PUT /devices/12/monitoring', { body: { data: {} } });
    const dynamic = screen.getByRole('spinbutton', { name: /Dynamic: interval in seconds/ });
    expect((dynamic as HTMLInputElement).value).toBe('300');
    expect((screen.getByRole('checkbox', { name: /GPS: enabled/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('spinbutton', { name: /Hotspot/ })).toBeNull();

    await view.user.clear(dynamic);
    await view.user.type(dynamic, '900');
    await view.user.click(screen.getByRole('checkbox', { name: /GPS: enabled/ }));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(view.api.calls('PUT /devices/12/monitoring')[0]?.body).toEqual({
        parameters: [
          { config_id: 0, interval_s: 900, enabled: true },
          { config_id: 3, interval_s: 600, enabled: true },
        ],
      }),
    );
  });

  it('refuses an interval outside 60 to 31536000 seconds before sending anything', async () => {
    const view = open();
    view.api.on('PUT /devices/12/monitoring', { body: { data: {} } });
    const dynamic = screen.getByRole('spinbutton', { name: /Dynamic: interval in seconds/ });
    await view.user.clear(dynamic);
    await view.user.type(dynamic, '30');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/60/, { selector: '.nf-field__error' })).toBeTruthy();

    await view.user.clear(dynamic);
    await view.user.type(dynamic, '31536001');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/31536000/, { selector: '.nf-field__error' })).toBeTruthy();
    expect(view.api.calls('PUT /devices/12/monitoring')).toHaveLength(0);
  });

  it('keeps the input when the server refuses the save, with its message', async () => {
    const view = open();
    view.api.on('PUT /devices/12/monitoring', {
      status: 422,
      body: { errors: [{ code: 'VALIDATION_FAILED', message: 'Monitoring is locked', source: null }] },
    });
    const dynamic = screen.getByRole('spinbutton', { name: /Dynamic: interval in seconds/ });
    await view.user.clear(dynamic);
    await view.user.type(dynamic, '120');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.api.calls('PUT /devices/12/monitoring')).toHaveLength(1));
    expect(await screen.findByText('Monitoring is locked')).toBeTruthy();
    expect(
      (screen.getByRole('spinbutton', { name: /Dynamic: interval in seconds/ }) as HTMLInputElement).value,
    ).toBe('120');
    expect(view.back).toEqual([]);
  });

  it('is refused to a guest', () => {
    open('read_only');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
