import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/renderConsole.js';
import { deviceDetail } from '../ports/test/renderStateTab.js';

const device = (overrides: Parameters<typeof deviceDetail>[0] = {}) => ({
  'GET /api/devices/7': { body: { data: deviceDetail({ id: 7, ...overrides }) } },
});

describe('the services tab', () => {
  it('says which credit type renews the device, and opens its credit renewal with it', async () => {
    renderConsole({
      path: '/devices/7/services',
      answers: device({ renew_credit_type_id: 2, renew_credit_type_name: 'Paid Credit' }),
    });
    await screen.findByText('One Paid Credit every 30 days', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Credit renewal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit renewal' });
    const type = await within(dialog).findByRole('combobox', { name: /Renew with/ }, { timeout: 5000 });
    expect(type).toHaveProperty('value', '2');
  });

  it('says when the device is not renewed; its form then has no type chosen', async () => {
    renderConsole({ path: '/devices/7/services', answers: device() });
    await screen.findByText('Not renewed', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Credit renewal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit renewal' });
    const type = await within(dialog).findByRole('combobox', { name: /Renew with/ }, { timeout: 5000 });
    expect(type).toHaveProperty('value', '');
  });
});
