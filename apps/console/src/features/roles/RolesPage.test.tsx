import { ROLES } from '@netfleet/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/renderConsole.js';

const roleRow = (name: string) => {
  const role = ROLES.find((entry) => entry.name === name);
  if (!role) throw new Error(name);
  return {
    id: role.id,
    name: role.name,
    title: role.title,
    company_id: null,
    permissions_count: role.permissions.length,
    description: role.description,
    can_invite_roles: [...role.canInviteRoles],
    permissions: [...role.permissions],
    is_default: true,
    scope: role.scope,
  };
};
const custom = {
  id: 1001,
  name: 'tagger',
  title: 'Tagger',
  company_id: 12,
  permissions_count: 2,
  description: 'Tags devices',
  can_invite_roles: [],
  permissions: ['view_tags', 'create_tags'],
  is_default: false,
  scope: 'own' as const,
};
const search = { roles: { data: [roleRow('read_only'), roleRow('admin'), custom] } };

describe('the Roles page', () => {
  it('offers edit and delete on custom roles only, and nothing to change to an Advanced Guest', async () => {
    const { unmount } = renderConsole({ path: '/users/roles', search });
    const table = await screen.findByRole('table', { name: 'Roles & Permissions' }, { timeout: 5000 });
    await within(table).findByRole('rowheader', { name: 'Tagger' });
    expect(screen.getByRole('button', { name: 'Add role' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Tagger' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Tagger' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Guest' })).toBeNull();
    unmount();

    renderConsole({ path: '/users/roles', search, role: 'readonly_admin' });
    await screen.findByRole('rowheader', { name: 'Tagger' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Add role' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show the 2 permissions of Tagger' })).toBeTruthy();
  });

  it('edits a role with the preview following the boxes, and an area box ticks its whole area', async () => {
    const user = userEvent.setup();
    renderConsole({ path: '/users/roles', search });
    await user.click(await screen.findByRole('button', { name: 'Edit Tagger' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: /Edit role/ });
    // The modal's body is a lazy chunk: it may mount after the dialog's frame.
    const preview = await within(dialog).findByRole(
      'region',
      { name: 'What this person would have' },
      { timeout: 5000 },
    );
    await within(preview).findByText('Tags');
    expect(within(preview).queryByText('Devices')).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: /Companies the role sees/ })).toHaveProperty(
      'value',
      'own',
    );

    await user.click(within(dialog).getByRole('checkbox', { name: 'See devices' }));
    await within(preview).findByText('Devices');
    const area = within(dialog).getByRole('checkbox', { name: 'All of Remote access' });
    await user.click(area);
    for (const name of [
      'See remote access entries and history',
      'Connect to devices remotely',
      'Add, change and share remote access entries',
    ]) {
      expect(within(dialog).getByRole('checkbox', { name })).toHaveProperty('checked', true);
    }
    await within(preview).findByText('Access history');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Connect to devices remotely' }));
    await waitFor(() => expect(area).toHaveProperty('indeterminate', true));
    expect(within(preview).getByRole('list', { name: 'Actions' }).textContent).toContain(
      'Add, change and share remote access entries',
    );
  });
});
