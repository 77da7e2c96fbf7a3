import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsoleForm } from '../forms/test/renderConsoleForm.js';

const button = (name: string) => screen.getByRole('button', { name });

describe('add company', () => {
  it('needs a name of 3 characters and a parent company', async () => {
    const view = renderConsoleForm('add-company');
    view.api.on('POST /companies', { status: 201, body: {} });
    await view.user.type(screen.getByRole('textbox', { name: /Name/ }), 'AB');
    await view.user.click(button('Create'));
    expect(await screen.findByText('Name must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Parent company is required')).toBeTruthy();
    await view.user.type(screen.getByRole('textbox', { name: /Name/ }), 'C');
    await screen.findByRole('option', { name: 'North' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Parent company/ }), 'North');
    await view.user.click(button('Create'));
    await waitFor(() =>
      expect(view.api.calls('POST /companies')[0]?.body).toEqual({ name: 'ABC', parent_id: 4 }),
    );
  });
});

describe('add subsidiary', () => {
  it('starts with the parent company the opener chose', async () => {
    renderConsoleForm('add-company', { defaults: { parent_id: 4 } });
    await screen.findByRole('option', { name: 'North' });
    expect(screen.getByRole('combobox', { name: /Parent company/ })).toHaveProperty('value', '4');
  });
});

describe('company name edit', () => {
  it('sends nothing for an unchanged name and says so', async () => {
    const view = renderConsoleForm('company-name', { id: '7', defaults: { name: 'North' } });
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveProperty('value', 'North');
    await view.user.type(name, '  ');
    await view.user.click(button('Save'));
    await waitFor(() =>
      expect(view.toasts).toEqual([
        { message: 'Please input different value to save changes.', kind: 'info' },
      ]),
    );
    expect(view.api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('sends a changed name with PUT /companies/{id}', async () => {
    const view = renderConsoleForm('company-name', { id: '7', defaults: { name: 'North' } });
    view.api.on('PUT /companies/7', { body: {} });
    await view.user.clear(screen.getByRole('textbox', { name: /Name/ }));
    await view.user.type(screen.getByRole('textbox', { name: /Name/ }), 'Northern');
    await view.user.click(button('Save'));
    await waitFor(() => expect(view.back).toEqual(['back']));
    expect(view.api.calls('PUT /companies/7')[0]?.body).toEqual({ name: 'Northern' });
  });
});

describe('company data', () => {
  it('shows the data at 2 GB per credit and sends the digits', async () => {
    const view = renderConsoleForm('company-data', { id: '5' });
    view.api.on('POST /companies/data', { body: {} });
    const count = screen.getByRole('textbox', { name: /Credit count/ });
    expect(count.getAttribute('maxlength')).toBe('14');
    await view.user.type(count, '0012a');
    expect(screen.getByText('12 credits = 24 GB of data')).toBeTruthy();
    await view.user.click(button('Save'));
    await waitFor(() =>
      expect(view.api.calls('POST /companies/data')[0]?.body).toEqual({ credit_count: 12, company_id: 5 }),
    );
  });
});

describe('move companies', () => {
  it('starts with the source company the opener chose (a tree node’s "Move…")', async () => {
    renderConsoleForm('move-companies', { role: 'super_admin', defaults: { source: 4 } });
    await screen.findAllByRole('option', { name: 'North' });
    expect(screen.getByRole('combobox', { name: /Source company/ })).toHaveProperty('value', '4');
    expect(screen.getByRole('combobox', { name: /Target company/ })).toHaveProperty('value', '');
  });

  it('refuses the same source and target', async () => {
    const view = renderConsoleForm('move-companies', { role: 'super_admin' });
    await screen.findAllByRole('option', { name: 'North' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Source company/ }), 'North');
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Target company/ }), 'North');
    await view.user.click(button('Move'));
    expect(await screen.findByText('Source and target companies must differ')).toBeTruthy();
    expect(view.api.calls('POST /companies/move')).toHaveLength(0);
  });
});
