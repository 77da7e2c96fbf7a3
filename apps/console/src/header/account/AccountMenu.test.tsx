import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/language.js';
import { renderConsole } from '../../test/renderConsole.js';

async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: /^Account menu/ }));
  return screen.findByRole('menu', { name: 'Account' });
}

async function openSubPanel(name: string) {
  const menu = await openMenu();
  fireEvent.click(within(menu).getByRole('menuitem', { name }));
  return screen.findByRole('button', { name: 'Back' });
}

describe('the account menu', () => {
  it('links to the account page, activate code and the changelog with the app version', async () => {
    const menu = await (async () => {
      renderConsole({ role: 'admin' });
      return openMenu();
    })();
    expect(within(menu).getByRole('menuitem', { name: 'Account settings' }).getAttribute('href')).toBe(
      '/account',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Activate code' }).getAttribute('href')).toBe(
      '/redeem-code',
    );
    const changelog = within(menu).getByRole('menuitem', { name: /Changelog/ });
    expect(changelog.getAttribute('href')).toBe('/changelog');
    expect(changelog.textContent).toContain('v5.14.0');
    // Arrow keys move between the items.
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Log out');
  });

  it('hides activate code from a user who may not redeem codes', async () => {
    renderConsole({ role: 'read_only' });
    const menu = await openMenu();
    expect(within(menu).queryByRole('menuitem', { name: 'Activate code' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Resource summary' })).toBeNull();
  });

  it('saves a language and reloads after about a second', async () => {
    const { env } = renderConsole();
    await openSubPanel('Language');
    const options = screen.getAllByRole('radio').map((radio) => radio.parentElement?.textContent);
    expect(options).toEqual(['English', 'Norwegian', 'Japanese', 'Ukrainian']);
    fireEvent.click(screen.getByRole('radio', { name: 'Norwegian' }));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('nb');
    expect(env.reload).not.toHaveBeenCalled();
    await waitFor(() => expect(env.reload).toHaveBeenCalledTimes(1), { timeout: 2500 });
  });

  it('switches dark mode between three states kept in a cookie', async () => {
    const { env } = renderConsole();
    await openSubPanel('Dark mode');
    fireEvent.click(screen.getByRole('radio', { name: 'On' }));
    expect(env.cookies.read('dark_mode')).toBe('enabled');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    fireEvent.click(screen.getByRole('radio', { name: 'Off' }));
    expect(env.cookies.read('dark_mode')).toBe('disabled');
    fireEvent.click(screen.getByRole('radio', { name: 'Auto' }));
    expect(env.cookies.read('dark_mode')).toBeUndefined();
  });

  it('saves a timezone with a toast and a reload, and resets it to the default', async () => {
    const { env } = renderConsole();
    await openSubPanel('System timezone');
    expect(screen.getByText('Dates are shown in the default timezone (Europe/Oslo).')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Timezone' }), { target: { value: 'Asia/Tokyo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save timezone' }));
    expect(await screen.findByText('Timezone updated successfully')).toBeTruthy();
    expect(env.cookies.read('timezone')).toBe('Asia/Tokyo');
    await waitFor(() => expect(env.reload).toHaveBeenCalledTimes(1), { timeout: 2500 });
  });

  it('tells that the default timezone is used after a reset', async () => {
    const { env } = renderConsole({ cookies: { timezone: 'Asia/Tokyo' } });
    await openSubPanel('System timezone');
    expect(screen.getByText('Dates are shown in Asia/Tokyo.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use default' }));
    expect(await screen.findByText('The default timezone is used')).toBeTruthy();
    expect(env.cookies.read('timezone')).toBeUndefined();
    await waitFor(() => expect(env.reload).toHaveBeenCalled(), { timeout: 2500 });
  });

  it('summarises credits and company data at 2 GB per credit', async () => {
    renderConsole({ role: 'admin' });
    await openSubPanel('Resource summary');
    const panel = screen.getByRole('region', { name: 'Account' });
    expect(await within(panel).findByText('Remote access')).toBeTruthy();
    expect(within(panel).getByText('40')).toBeTruthy();
    expect(await within(panel).findByText('5 GB (2.5 credits)')).toBeTruthy();
  });

  it('shows the own role’s permissions in a table modal', async () => {
    renderConsole({ role: 'read_only' });
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'My permissions' }));
    const dialog = await screen.findByRole('dialog', { name: /My permissions/ });
    const table = await within(dialog).findByRole('table', { name: 'Permissions of Guest' });
    const viewDevices = within(table)
      .getByRole('rowheader', { name: /See devices/ })
      .closest('tr') as HTMLElement;
    expect(viewDevices.textContent).toContain('Yes');
    const superAdmin = within(table)
      .getByRole('rowheader', { name: /^System administration/ })
      .closest('tr') as HTMLElement;
    expect(superAdmin.textContent).toContain('No');
  });
});

describe('impersonation', () => {
  const impersonating = {
    user: {
      email: 'end_user@netfleet.test',
      company: { id: 8, parent_id: 3, name: 'Harbor Logistics', level: 3, show_payment: false },
      token: { act: { sub: 1, email: 'super_admin@netfleet.test' } },
      impersonation_access_limit: Math.floor(Date.now() / 1000) + 3600,
    },
  };

  it('shows the banner and a Cancel impersonation button that refreshes the token and reloads', async () => {
    const { api, env } = renderConsole({ role: 'end_user', ...impersonating });
    expect(
      await screen.findByText('Currently impersonating user end_user@netfleet.test, Harbor Logistics #8'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel impersonation' }));
    await waitFor(() => expect(env.reload).toHaveBeenCalled());
    const paths = api.requests.filter((entry) => entry.method === 'POST').map((entry) => entry.url.pathname);
    expect(paths).toEqual(['/api/account/impersonation/cancel', '/api/account/token/refresh']);
  });

  it('says "Company" when the company has no name', async () => {
    renderConsole({
      role: 'end_user',
      user: {
        ...impersonating.user,
        company: { id: 8, parent_id: 3, name: '', level: 3, show_payment: false },
      },
    });
    expect(
      await screen.findByText('Currently impersonating user end_user@netfleet.test, Company #8'),
    ).toBeTruthy();
  });

  it('revokes access after the prompt "Revoke impersonation access?"', async () => {
    const { api } = renderConsole({ role: 'end_user', ...impersonating });
    await openSubPanel('Impersonation');
    expect(screen.getByText(/You are impersonating/).textContent).toContain('super_admin@netfleet.test');
    fireEvent.click(screen.getByRole('button', { name: 'Revoke access' }));
    const prompt = await screen.findByRole('dialog', { name: /Revoke access/ });
    expect(within(prompt).getByText('Revoke impersonation access?')).toBeTruthy();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Revoke access' }));
    expect(await screen.findByText('Impersonation access revoked')).toBeTruthy();
    expect(api.requestsTo('/api/user/revoke-impersonation-access', 'POST')).toHaveLength(1);
  });

  it('shows the server’s message when revoking fails', async () => {
    renderConsole({
      role: 'end_user',
      ...impersonating,
      revokeFailure: { status: 409, errors: [{ code: 'CONFLICT', message: 'Access already revoked' }] },
    });
    await openSubPanel('Impersonation');
    fireEvent.click(screen.getByRole('button', { name: 'Revoke access' }));
    const prompt = await screen.findByRole('dialog', { name: /Revoke access/ });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Revoke access' }));
    expect(await screen.findByText('Access already revoked')).toBeTruthy();
  });

  it('cancels the impersonation when logging out', async () => {
    const { api, history } = renderConsole({ role: 'end_user', ...impersonating });
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(history.location.pathname).toBe('/logout'));
    expect(api.requestsTo('/api/account/impersonation/cancel', 'POST')).toHaveLength(1);
  });
});
