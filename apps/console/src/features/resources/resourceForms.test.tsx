import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsoleForm } from '../forms/test/renderConsoleForm.js';

const button = (name: string) => screen.getByRole('button', { name });

describe('add resources', () => {
  it('asks for a price and a proforma number only for credit types 2, 4, 6, 8, 10, 12, 14', async () => {
    const view = renderConsoleForm('add-resources', { role: 'super_admin' });
    view.api.on('POST /credits', { body: {} });
    await screen.findByRole('option', { name: 'Paid Credit' });
    const type = screen.getByRole('combobox', { name: /Resource type/ });
    expect(screen.queryByRole('spinbutton', { name: /Price/ })).toBeNull();
    await view.user.selectOptions(type, 'Company data');
    expect(screen.queryByRole('spinbutton', { name: /Price/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Proforma number/ })).toBeNull();
    await view.user.selectOptions(type, 'Paid Credit');
    const price = screen.getByRole('spinbutton', { name: /Price/ });
    expect([price.getAttribute('min'), price.getAttribute('step')]).toEqual(['0', '0.01']);
    await view.user.type(screen.getByRole('spinbutton', { name: /Count/ }), '5');
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Company/ }), 'South');
    await view.user.click(button('Add'));
    expect(await screen.findByText('Price is required')).toBeTruthy();
    expect(screen.getByText('Proforma number is required')).toBeTruthy();
    await view.user.type(price, '9.99');
    await view.user.type(screen.getByRole('textbox', { name: /Proforma number/ }), 'PF-1');
    await view.user.click(button('Add'));
    await waitFor(() =>
      expect(view.api.calls('POST /credits')[0]?.body).toEqual({
        type: 2,
        count: 5,
        company_id: 5,
        price: 9.99,
        proforma_number: 'PF-1',
      }),
    );
  });
});

describe('move resources', () => {
  it('loads the source and target companies and refuses the same one twice', async () => {
    const view = renderConsoleForm('move-resources');
    view.api.on('POST /credits/move', { body: { message: 'Resources moved successfully' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Move resources' })).toBeTruthy();
    await screen.findByRole('option', { name: 'Paid Credit' });
    const source = screen.getByRole('combobox', { name: /Source company/ });
    const target = screen.getByRole('combobox', { name: /Target company/ });
    await waitFor(() => expect(source.querySelectorAll('option')).toHaveLength(3));
    expect(target.querySelectorAll('option')).toHaveLength(3);
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Resource type/ }), 'Paid Credit');
    await view.user.selectOptions(source, 'North');
    await view.user.selectOptions(target, 'North');
    await view.user.type(screen.getByRole('spinbutton', { name: /Amount/ }), '3');
    await view.user.click(button('Move'));
    expect(await screen.findByText('Source and target companies must differ')).toBeTruthy();
    expect(view.api.calls('POST /credits/move')).toHaveLength(0);
    await view.user.selectOptions(target, 'South');
    await view.user.click(button('Move'));
    await waitFor(() =>
      expect(view.api.calls('POST /credits/move')[0]?.body).toEqual({
        type: 2,
        source: 4,
        target: 5,
        amount: 3,
      }),
    );
    await waitFor(() => expect(view.back).toEqual(['back']));
  });
});

describe('credit renewal', () => {
  it('sets the credit type that renews the device, or none', async () => {
    const view = renderConsoleForm('credit-renewal', { id: '12' });
    view.api.on('PUT /credits/renewals', {
      body: { data: { updated: 1 }, message: 'Credit renewals updated successfully' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Credit renewal' })).toBeTruthy();
    await screen.findByRole('option', { name: 'Paid Credit' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Renew with/ }), 'Paid Credit');
    await view.user.click(button('Save'));
    await waitFor(() =>
      expect(view.api.calls('PUT /credits/renewals')[0]?.body).toEqual({ device_ids: [12], type: 2 }),
    );
  });

  it('stops the renewals when no type is chosen', async () => {
    const view = renderConsoleForm('credit-renewal', { id: '12' });
    view.api.on('PUT /credits/renewals', {
      body: { data: { updated: 1 }, message: 'Credit renewals updated successfully' },
    });
    await screen.findByRole('option', { name: 'Paid Credit' });
    await view.user.click(button('Save'));
    await waitFor(() =>
      expect(view.api.calls('PUT /credits/renewals')[0]?.body).toEqual({ device_ids: [12], type: null }),
    );
  });
});
