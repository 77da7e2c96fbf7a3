import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WIDE_NAV_STORAGE_KEY } from '../state/wideNavAtom.js';
import { renderConsole } from '../test/renderConsole.js';

const mainNav = () => screen.findByRole('navigation', { name: 'Main navigation' });

describe('the shell', () => {
  it('shows a read-only guest only the groups it may see', async () => {
    renderConsole({ role: 'read_only' });
    const nav = await mainNav();
    expect(within(nav).getByText('Management')).toBeTruthy();
    expect(within(nav).getByText('Administration')).toBeTruthy();
    expect(within(nav).queryByText('System')).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Companies' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Users' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Devices' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows an admin the Administration group', async () => {
    renderConsole({ role: 'admin' });
    const nav = await mainNav();
    const heading = within(nav).getByRole('heading', { name: 'Administration' });
    const group = heading.closest('section') as HTMLElement;
    expect(within(group).getByRole('link', { name: 'Companies' }).getAttribute('href')).toBe('/companies');
    expect(within(group).getByRole('link', { name: 'Users' })).toBeTruthy();
  });

  it('shows the system operator the System group with every item', async () => {
    renderConsole({ role: 'super_admin' });
    const nav = await mainNav();
    const group = within(nav).getByRole('heading', { name: 'System' }).closest('section') as HTMLElement;
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Statistics',
      'Global firmware',
      'Global notices',
      'Approved devices',
      'Mail logs',
      'Move device resources',
    ]);
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Management', 'Remote access', 'VPN', 'Administration', 'System']);
  });

  it('hides empty groups', async () => {
    renderConsole({ role: 'read_only', permissions: ['view_devices', 'view_tags'] });
    const nav = await mainNav();
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Management', 'Administration']);
  });

  it('is wide by default and remembers the narrow setting in localStorage', async () => {
    const first = renderConsole();
    expect((await mainNav()).className).toContain('side-nav--wide');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    expect(localStorage.getItem(WIDE_NAV_STORAGE_KEY)).toBe('false');
    expect((await mainNav()).className).toContain('side-nav--narrow');
    first.unmount();

    renderConsole();
    // A new store reads the stored value when the atom mounts.
    await waitFor(async () => expect((await mainNav()).className).toContain('side-nav--narrow'));
    fireEvent.click(screen.getByRole('button', { name: 'Expand navigation' }));
    expect(localStorage.getItem(WIDE_NAV_STORAGE_KEY)).toBe('true');
  });

  it('opens the account menu with the e-mail, the role title and Log out', async () => {
    renderConsole({ role: 'admin' });
    const button = await screen.findByRole('button', { name: /^Account menu/ });
    expect(button.textContent).toContain('admin@netfleet.test');
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(screen.getByText('Administrator')).toBeTruthy();
    const logout = within(menu).getByRole('menuitem', { name: 'Log out' });
    expect(logout.getAttribute('href')).toBe('/logout');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('signs out from the standalone /logout page', async () => {
    const { assign, api } = renderConsole({ path: '/logout' });
    expect(await screen.findByText('Signing out…')).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(String(assign.mock.calls[0]?.[0])).toContain('/auth/sign-in');
    // Standalone: no navigation, no header, and no user request first.
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(api.requests.some((request) => request.url.pathname === '/api/user')).toBe(false);
  });

  it('redirects unknown paths to the landing page', async () => {
    const { history } = renderConsole({ path: '/no/such/page' });
    await screen.findByRole('heading', { name: 'Devices', level: 1 });
    expect(history.location.pathname).toBe('/management/devices');
  });

  it('redirects a route the user may not view to the landing page', async () => {
    const { history } = renderConsole({ role: 'read_only', path: '/companies' });
    await screen.findByRole('heading', { name: 'Devices', level: 1 });
    expect(history.location.pathname).toBe('/management/devices');
  });

  it('lands on the first permitted page when the devices page is not allowed', async () => {
    const { history } = renderConsole({ role: 'read_only', permissions: ['view_tags'], path: '/' });
    await screen.findByRole('heading', { name: 'Tags', level: 1 });
    expect(history.location.pathname).toBe('/tags');
  });

  it('shows a lazy placeholder page with its title', async () => {
    renderConsole({ role: 'admin', path: '/users/invitations' });
    expect(await screen.findByRole('heading', { name: 'Invitations', level: 1 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Invitations · Netfleet'));
    // The Users group is open while one of its sub-pages is active.
    const nav = await mainNav();
    expect(within(nav).getByRole('link', { name: 'Invitations' }).getAttribute('aria-current')).toBe('page');
  });

  it('forwards a page with tabs to its first tab', async () => {
    // A page of tabs the shell still shows as on its way (the company page is built: its own tests).
    const { history } = renderConsole({ role: 'admin', path: '/reports' });
    expect(await screen.findByRole('heading', { name: 'Reports', level: 1 })).toBeTruthy();
    expect(history.location.pathname).toBe('/reports/single');
    expect(screen.getByText('Single reports', { selector: '.page__subtitle' })).toBeTruthy();
  });

  it('tells the API client when the route name changes', async () => {
    const { app } = renderConsole({ role: 'admin' });
    const routeChanged = vi.spyOn(app.client, 'routeChanged');
    const nav = await mainNav();
    fireEvent.click(within(nav).getByRole('link', { name: 'Tags' }));
    await screen.findByRole('heading', { name: 'Tags', level: 1 });
    expect(routeChanged).toHaveBeenLastCalledWith('tags');
  });

  it('tells a user without any view permission that access is denied', async () => {
    renderConsole({ role: 'read_only', permissions: [] });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
    expect(screen.getByText('User has no view permissions available')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
