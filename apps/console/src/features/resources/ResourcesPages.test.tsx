import type { CompanyCredits, CreditForecast, CreditTransaction } from '@netfleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/renderConsole.js';

const DAY_MS = 86_400_000;

const balances: CompanyCredits = {
  company_id: 3,
  company_name: 'Northwind Networks',
  balances: [
    { type: 1, type_name: 'Free Credit', payment_type: 'free', license_type: 'credit', credits_left: 15 },
    { type: 2, type_name: 'Paid Credit', payment_type: 'paid', license_type: 'credit', credits_left: 6 },
    { type: 4, type_name: 'Company data', payment_type: 'paid', license_type: 'data', credits_left: 3 },
  ],
  remaining_data: 3 * 2 * 1024 ** 3,
};

const soon = new Date(Date.now() + 5 * DAY_MS).toISOString();

const forecast: CreditForecast = {
  company_id: 3,
  at: new Date().toISOString(),
  types: [
    {
      type: 1,
      type_name: 'Free Credit',
      credits_left: 15,
      renewing_devices: 1,
      per_30_days: 1,
      used_last_30_days: 0,
      runs_out_at: null,
    },
    {
      type: 2,
      type_name: 'Paid Credit',
      credits_left: 6,
      renewing_devices: 4,
      per_30_days: 4,
      used_last_30_days: 3,
      runs_out_at: soon,
    },
    {
      type: 4,
      type_name: 'Company data',
      credits_left: 3,
      renewing_devices: 0,
      per_30_days: 0,
      used_last_30_days: 0,
      runs_out_at: null,
    },
  ],
};

const credits = {
  'GET /api/credits': { body: { data: balances } },
  'GET /api/credits/forecast': { body: { data: forecast } },
};

function movement(overrides: Partial<CreditTransaction> = {}): CreditTransaction {
  return {
    id: 7,
    company_id: 3,
    company_name: 'Northwind Networks',
    type: 2,
    type_name: 'Paid Credit',
    delta: -1,
    reason: 'device_renewed',
    user_id: null,
    user_email: null,
    reference: 'RUT-0001',
    price: null,
    proforma_number: null,
    created_at: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

describe('/resources/credits', () => {
  it('shows each type’s balance with its forecast, and the actions an admin may take', async () => {
    renderConsole({ path: '/resources/credits', answers: credits });
    const table = await screen.findByRole('table', { name: 'Credits by type' }, { timeout: 5000 });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    await waitFor(() => expect(row('Paid Credit').textContent).toContain('(within 14 days)'));
    expect(row('Paid Credit').textContent).toMatch(
      /^Paid Credit6443Runs out on \d{4}-\d{2}-\d{2} \(within 14 days\)$/,
    );
    expect(row('Free Credit').textContent).toContain('Lasts beyond a year');
    expect(row('Company data').textContent).toContain('No renewals');
    expect(screen.getByText('6 GB')).toBeTruthy();
    // An admin moves credits and converts company data; adding them is the system operator's.
    expect(screen.getByRole('button', { name: 'Move resources' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Company data conversion' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add resources' })).toBeNull();
  });

  it('opens Move resources with the company shown as the source', async () => {
    renderConsole({ path: '/resources/credits', answers: credits });
    await userEvent.click(await screen.findByRole('button', { name: 'Move resources' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Move resources' });
    const source = await within(dialog).findByRole('combobox', { name: /Source company/ }, { timeout: 5000 });
    expect(source).toHaveProperty('value', '3');
  });

  it('offers a guest no write action', async () => {
    renderConsole({ path: '/resources/credits', role: 'readonly_admin', answers: credits });
    await screen.findByRole('table', { name: 'Credits by type' }, { timeout: 5000 });
    for (const name of ['Add resources', 'Move resources', 'Company data conversion']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('says when the balances cannot be loaded, and tries again', async () => {
    const { api } = renderConsole({
      path: '/resources/credits',
      answers: {
        'GET /api/credits': {
          status: 500,
          body: { errors: [{ code: 'INTERNAL', message: 'Database down' }] },
        },
        'GET /api/credits/forecast': {
          status: 500,
          body: { errors: [{ code: 'INTERNAL', message: 'Database down' }] },
        },
      },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('The resources could not be loaded');
    expect(alert.textContent).toContain('Database down');
    const before = api.requestsTo('/api/credits').length;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.requestsTo('/api/credits').length).toBeGreaterThan(before));
  });
});

describe('/resources/data-history', () => {
  it('lists movements in words, the renewals by "System", with the filters in the URL', async () => {
    const { api, history } = renderConsole({
      path: '/resources/data-history?reason=device_renewed&type=2&from=2026-01-02',
      answers: {
        ...credits,
        'GET /api/credits/history': {
          body: {
            data: [
              movement(),
              movement({
                id: 6,
                delta: 25,
                reason: 'added',
                user_id: 1,
                user_email: 'root@example.com',
                reference: null,
                price: '12.50',
                proforma_number: 'PF-1',
              }),
            ],
            meta: { total: 2 },
          },
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Credit history' }, { timeout: 5000 });
    await within(table).findByText('Device renewed');
    expect(within(table).getByText('System')).toBeTruthy();
    expect(within(table).getByText('+25')).toBeTruthy();
    expect(within(table).getByText('12.50 (PF-1)')).toBeTruthy();
    const asked = api.requestsTo('/api/credits/history').at(-1)?.url.searchParams;
    expect(asked?.get('reason')).toBe('device_renewed');
    expect(asked?.get('type')).toBe('2');
    expect(new Date(asked?.get('created_after') ?? '').getTime()).toBe(
      new Date('2026-01-02T00:00:00').getTime(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(history.location.search).toBe(''));
  });

  it('says so when nothing matches', async () => {
    renderConsole({
      path: '/resources/data-history',
      answers: { ...credits, 'GET /api/credits/history': { body: { data: [], meta: { total: 0 } } } },
    });
    await screen.findByText('No credit movements match.', {}, { timeout: 5000 });
  });
});

describe('/redeem-code', () => {
  it('is the activate-code form, for the user’s company', async () => {
    renderConsole({ path: '/redeem-code' });
    await screen.findByRole('heading', { name: 'Activate code' }, { timeout: 5000 });
    expect(screen.getByRole('textbox', { name: /Code/ })).toBeTruthy();
    expect(screen.getByText(/its credits go to/)).toBeTruthy();
  });
});

describe('a company’s resources tabs', () => {
  it('show the same balances with the company fixed, and its history', async () => {
    const { api } = renderConsole({
      path: '/companies/3/resources/credits',
      answers: {
        ...credits,
        'GET /api/credits/history': { body: { data: [movement()], meta: { total: 1 } } },
      },
    });
    await screen.findByRole('table', { name: 'Credits by type' }, { timeout: 5000 });
    expect(api.requestsTo('/api/credits').at(-1)?.url.searchParams.get('company_id')).toBe('3');
    expect(api.requestsTo('/api/credits/forecast').at(-1)?.url.searchParams.get('company_id')).toBe('3');
    const tabs = screen.getByRole('navigation', { name: 'Resources sections' });
    await userEvent.click(within(tabs).getByRole('link', { name: 'Data history' }));
    const table = await screen.findByRole('table', { name: 'Credit history' }, { timeout: 5000 });
    await within(table).findByText('Device renewed');
    expect(api.requestsTo('/api/credits/history').at(-1)?.url.searchParams.get('company_id')).toBe('3');
    // One company: no company filter, no company column.
    expect(screen.queryByRole('combobox', { name: 'Company' })).toBeNull();
  });
});
