import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsoleForm } from '../../forms/test/renderConsoleForm.js';

const TAGS = {
  body: {
    data: [
      { id: 8, name: 'prod' },
      { id: 9, name: 'lab' },
    ],
  },
};
const JOB = { status: 202, body: { data: { job_id: 41, total: 2 }, meta: { channel: 'private-bulk.41' } } };

describe('the devices bulk forms', () => {
  it('add a tag to the ticked devices: POST /devices/bulk with their ids, then the action status', async () => {
    const view = renderConsoleForm('devices-add-tags', {
      defaults: { selection: { kind: 'ids', ids: [3, 5] } },
    });
    view.api.on('GET /tags', TAGS);
    view.api.on('POST /devices/bulk', JOB);
    view.api.on('GET /devices/bulk/41', {
      body: {
        data: {
          id: 41,
          action: 'add_tags',
          total: 2,
          queued: 2,
          running: 0,
          done: 0,
          failed: 0,
          finished: false,
          items: [],
        },
      },
    });
    expect(screen.getByText('The action applies to 2 devices.')).toBeTruthy();
    await screen.findByRole('option', { name: 'prod' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Tag/ }), 'prod');
    await view.user.click(screen.getByRole('button', { name: 'Add tag' }));
    await waitFor(() =>
      expect(view.api.calls('POST /devices/bulk')[0]?.body).toEqual({
        action: 'add_tags',
        device_id: [3, 5],
        options: { tag_ids: [8] },
      }),
    );
    // A channel in the answer opens the action status instead of a toast (spec forms §4).
    expect(await screen.findByRole('dialog', { name: 'Action status' })).toBeTruthy();
    expect(view.toasts).toEqual([]);
  });

  it('move everything matching a filter: the filter is sent, not ids', async () => {
    const view = renderConsoleForm('devices-move', {
      defaults: {
        selection: { kind: 'filter', filter: { model: 'RUT955', q: '', firmware_below: '7.6' }, count: 1200 },
      },
    });
    view.api.on('POST /devices/bulk', JOB);
    expect(screen.getByText('The action applies to 1200 devices.')).toBeTruthy();
    await screen.findByRole('option', { name: 'South' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Company/ }), 'South');
    await view.user.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(view.api.calls('POST /devices/bulk')[0]?.body).toEqual({
        action: 'move',
        filter: { model: 'RUT955', firmware_below: '7.6' },
        options: { company_id: 5 },
      }),
    );
  });

  it('require the action’s own field before sending', async () => {
    const view = renderConsoleForm('devices-firmware-update', {
      defaults: { selection: { kind: 'ids', ids: [1] } },
    });
    view.api.on('POST /devices/bulk', JOB);
    await view.user.click(screen.getByRole('button', { name: 'Request update' }));
    expect(await screen.findByText('Firmware version is required')).toBeTruthy();
    expect(view.api.calls('POST /devices/bulk')).toHaveLength(0);
    await view.user.type(screen.getByRole('textbox', { name: /Firmware version/ }), '07.06.10');
    await view.user.click(screen.getByRole('button', { name: 'Request update' }));
    await waitFor(() =>
      expect(view.api.calls('POST /devices/bulk')[0]?.body).toEqual({
        action: 'firmware_update',
        device_id: [1],
        options: { firmware: '07.06.10' },
      }),
    );
  });

  it("say the server's refusals in the user's language: its own and a field message of the options", async () => {
    const view = renderConsoleForm('devices-move', {
      language: 'uk',
      defaults: { selection: { kind: 'filter', filter: { model: 'RUT955' }, count: 3 } },
    });
    view.api.on('POST /devices/bulk', {
      status: 422,
      body: {
        errors: [
          { code: 'VALIDATION_FAILED', message: 'No devices match the filter', source: 'filter' },
          { code: 'NOT_FOUND', message: 'No company 5 in your companies.', source: 'options.company_id' },
          { code: 'VALIDATION_FAILED', message: 'Firmware must be at most 100 characters', source: 'x' },
        ],
      },
    });
    await screen.findByRole('option', { name: 'South' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Компанія/ }), 'South');
    await view.user.click(screen.getByRole('button', { name: 'Перемістити' }));
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Жоден пристрій не відповідає фільтру',
      'Серед ваших компаній немає компанії 5.',
      'Поле «Firmware» може містити щонайбільше 100 симв.',
    ]);
  });

  it('send nothing when opened without a selection (on the form route)', async () => {
    const view = renderConsoleForm('devices-reboot');
    view.api.on('POST /devices/bulk', JOB);
    await view.user.click(screen.getByRole('button', { name: 'Reboot' }));
    await waitFor(() => expect(view.toasts).toEqual([{ message: 'Select devices first.', kind: 'info' }]));
    expect(view.api.calls('POST /devices/bulk')).toHaveLength(0);
  });

  it('ask for the password when the server answers a delete with 423, then send it again', async () => {
    const view = renderConsoleForm('devices-delete', { defaults: { selection: { kind: 'ids', ids: [7] } } });
    view.api.on('POST /devices/bulk', {
      status: 423,
      body: {
        errors: [
          { code: 'PASSWORD_CONFIRMATION_REQUIRED', message: 'Password confirmation required', source: null },
        ],
      },
    });
    view.api.on('POST /password-confirmation', { body: { data: { confirmed: true } } });
    await view.user.click(screen.getByRole('button', { name: 'Delete' }));
    const password = await screen.findByLabelText('Password');
    view.api.on('POST /devices/bulk', JOB);
    await view.user.type(password, 'secret');
    await view.user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.api.calls('POST /devices/bulk')).toHaveLength(2));
    expect(view.api.calls('POST /devices/bulk')[1]?.body).toEqual({
      action: 'delete',
      device_id: [7],
      options: {},
    });
  });
});
