import { ApiClientProvider } from '@netfleet/api-client/react';
import type { RoleName } from '@netfleet/permissions';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConsoleProvider } from '../../../bootstrap/ConsoleContext.js';
import { ConsoleModalHost } from '../../../modals/ConsoleModalHost.js';
import { createTestConsole } from '../../../test/renderConsole.js';
import { AddDeviceButtons } from './AddDeviceButtons.js';
import { DeviceBulkActions } from './DeviceBulkActions.js';
import type { DeviceBulkSelection } from './deviceBulkSelection.js';

async function renderActions(
  role: RoleName,
  selection: DeviceBulkSelection = { kind: 'ids', ids: [1, 2, 3] },
) {
  const parts = createTestConsole({ role });
  await parts.start();
  render(
    <QueryClientProvider client={parts.app.queryClient}>
      <ApiClientProvider client={parts.app.client}>
        <ConsoleProvider app={parts.app}>
          <DeviceBulkActions selection={selection} />
          <AddDeviceButtons />
          <ConsoleModalHost />
        </ConsoleProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return parts;
}

async function menuItems(role: RoleName) {
  await renderActions(role);
  await userEvent.click(await screen.findByRole('button', { name: 'Bulk actions' }));
  const menu = await screen.findByRole('menu', { name: 'Bulk actions' });
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('the devices bulk actions', () => {
  it('offers an administrator every action but nothing else', async () => {
    expect(await menuItems('admin')).toEqual([
      'Add tag',
      'Remove tag',
      'Move to company',
      'Reboot',
      'Request firmware update',
      'Delete devices',
      'Assign credits',
    ]);
  });

  it('offers an end user only what update_devices and control_devices allow', async () => {
    expect(await menuItems('end_user')).toEqual([
      'Add tag',
      'Remove tag',
      'Move to company',
      'Reboot',
      'Request firmware update',
    ]);
  });

  it('shows nothing to a guest: no bulk actions, no add buttons', async () => {
    await renderActions('read_only');
    // The user is known (the page would render); the toolbar stays empty.
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bulk actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add device' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add devices from file' })).toBeNull();
  });

  it('offers an administrator both add buttons, each opening its form', async () => {
    const user = userEvent.setup();
    await renderActions('admin');
    await user.click(screen.getByRole('button', { name: 'Add devices from file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add devices from file' });
    expect(await within(dialog).findByRole('link', { name: 'Download the sample CSV file' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add device' })).toBeTruthy();
  });

  it('opens an action for everything matching a filter with the count the list showed', async () => {
    const user = userEvent.setup();
    await renderActions('admin', { kind: 'filter', filter: { model: 'RUT955' }, count: 1200 });
    await user.click(screen.getByRole('button', { name: 'Bulk actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to company' });
    expect(await within(dialog).findByText('The action applies to 1200 devices.')).toBeTruthy();
  });

  it('opens the chosen action in a modal with the selection, and moves through the menu by keyboard', async () => {
    const user = userEvent.setup();
    await renderActions('admin');
    await user.click(screen.getByRole('button', { name: 'Bulk actions' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Add tag'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Move to company');
    await user.keyboard('{Escape}');
    expect(menu.isConnected).toBe(false);
    expect(document.activeElement?.textContent).toBe('Bulk actions');

    // A click elsewhere on the page closes the menu too.
    await user.click(screen.getByRole('button', { name: 'Bulk actions' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Add tag'));
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Bulk actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reboot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reboot' });
    expect(await within(dialog).findByText('The action applies to 3 devices.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Reboot' })).toBeTruthy();
  });
});
