import type { CompanyDeletionImpact, CompanyRow } from '@netfleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/renderConsole.js';

const row = (overrides: Partial<CompanyRow>): CompanyRow => ({
  id: 7,
  name: 'Harbor',
  parent_id: 3,
  parent_name: 'Fleet Co',
  level: 2,
  devices_count: 3,
  users_count: 1,
  subsidiaries_count: 0,
  credits_left: 7,
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const search = {
  companies: {
    data: [row({}), row({ id: 3, name: 'Fleet Co', parent_id: null, parent_name: null, level: 1 })],
  },
};

const impact: CompanyDeletionImpact = {
  id: 7,
  name: 'Harbor',
  parent_id: 3,
  parent_name: 'Fleet Co',
  blocked_by: null,
  subsidiaries_count: 0,
  devices_count: 3,
  credit_codes_count: 0,
  credits: [{ credit_type_id: 1, credit_type_name: 'Free Credit', credits_left: 7 }],
  users_count: 1,
  sessions_count: 1,
  pending_invitations_count: 0,
  custom_roles_count: 0,
  role_holders_elsewhere_count: 0,
  tags_count: 0,
  files_count: 0,
  vpn_hubs_count: 0,
};

const buttonsOf = (group: HTMLElement) =>
  within(group)
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('the companies list', () => {
  it('offers each row the actions its user may take', async () => {
    renderConsole({ path: '/companies', search });
    const harbor = await screen.findByRole('group', { name: 'Actions for Harbor' }, { timeout: 5000 });
    expect(within(harbor).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/companies/7');
    // An administrator renames, adds subsidiaries and deletes; moving is the system operator's.
    expect(buttonsOf(harbor)).toEqual(['Rename', 'Add subsidiary', 'Delete']);
    // Its own company is neither moved nor deleted.
    expect(buttonsOf(screen.getByRole('group', { name: 'Actions for Fleet Co' }))).toEqual([
      'Rename',
      'Add subsidiary',
    ]);
    expect(screen.getByRole('button', { name: 'Add company' })).toBeTruthy();
  });

  it('gives an advanced guest Open and no write button', async () => {
    renderConsole({ path: '/companies', role: 'readonly_admin', search });
    const harbor = await screen.findByRole('group', { name: 'Actions for Harbor' }, { timeout: 5000 });
    expect(buttonsOf(harbor)).toEqual([]);
    expect(within(harbor).getByRole('link', { name: 'Open' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add company' })).toBeNull();
  });

  it('states what deleting does before it deletes', async () => {
    const { api } = renderConsole({ path: '/companies', search });
    api.state.answers['GET /api/companies/7/deletion-impact'] = { body: { data: impact } };
    api.state.answers['DELETE /api/companies/7'] = {
      body: { data: impact, message: 'Company deleted successfully' },
    };
    const user = userEvent.setup();
    const harbor = await screen.findByRole('group', { name: 'Actions for Harbor' }, { timeout: 5000 });
    await user.click(within(harbor).getByRole('button', { name: 'Delete' }));
    const prompt = await screen.findByRole('dialog', { name: 'Delete Harbor' });
    // The prompt's text comes with the deletion impact it reads first: found once it is there.
    expect(await within(prompt).findByText('Delete Harbor? This cannot be undone.')).toBeTruthy();
    const lines = await within(prompt).findAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      '3 devices move to Fleet Co.',
      'The credits left go back to Fleet Co: Free Credit: 7.',
      '1 user is deleted and signed out.',
    ]);
    expect(api.requestsTo('/api/companies/7', 'DELETE')).toHaveLength(0);
    await user.click(within(prompt).getByRole('button', { name: 'Delete company' }));
    await waitFor(() => expect(api.requestsTo('/api/companies/7', 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('Harbor was deleted.')).toBeTruthy();
  });

  it('says why a company cannot be deleted, and asks nothing', async () => {
    const { api } = renderConsole({ path: '/companies', search });
    api.state.answers['GET /api/companies/7/deletion-impact'] = {
      body: { data: { ...impact, blocked_by: 'subsidiaries', subsidiaries_count: 2 } },
    };
    const user = userEvent.setup();
    const harbor = await screen.findByRole('group', { name: 'Actions for Harbor' }, { timeout: 5000 });
    await user.click(within(harbor).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Harbor has 2 subsidiaries: move or delete them first.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requestsTo('/api/companies/7', 'DELETE')).toHaveLength(0);
  });
});
