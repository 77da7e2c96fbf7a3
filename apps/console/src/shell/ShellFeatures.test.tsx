import { DEFAULT_BRAND } from '@netfleet/permissions';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OFFLINE_MESSAGE } from '../pages/OfflinePage.js';
import { TOS_ACCEPTED_KEY } from '../settings/termsOfService.js';
import { OPEN_NAV_EVENT } from '../state/wideNavAtom.js';
import { renderConsole } from '../test/renderConsole.js';
import { showUpdatePrompt } from './updatePromptEvent.js';
import { CONNECTION_LOST } from './useOfflineToast.js';

const mainNav = () => screen.findByRole('navigation', { name: 'Main navigation' });
const RESELLER = {
  ...DEFAULT_BRAND,
  default: false,
  app_name: 'Acme RMS',
  logo_subtext: 'by Acme',
  favicon: '/acme.ico',
};

describe('the shell’s page bar', () => {
  it('shows breadcrumbs from the route name and the help link in a new tab', async () => {
    renderConsole({ path: '/users/invitations' });
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/users');
    expect(within(crumbs).getByText('Invitations').getAttribute('aria-current')).toBe('page');
    const help = screen.getByRole('link', { name: /Help/ });
    expect(help.getAttribute('href')).toBe('https://wiki.netfleet.dev/invitations');
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('rel')).toContain('noopener');
  });

  it('has no help link on pages without one', async () => {
    renderConsole({ role: 'super_admin', path: '/system/mail-logs' });
    await screen.findByRole('heading', { name: 'Mail logs', level: 1 });
    expect(screen.queryByRole('link', { name: /Help/ })).toBeNull();
  });

  it('offers the help panel on its routes, looking items up after 700 ms', async () => {
    renderConsole({ path: '/reports/single' });
    await screen.findByRole('heading', { name: 'Reports', level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Help panel' }));
    const panel = await screen.findByRole('complementary', { name: 'Help' });
    expect(
      within(panel).getByText('Rest the pointer on an item of the page to see what it means.'),
    ).toBeTruthy();
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Uptime' }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(within(panel).queryByRole('heading', { name: 'Uptime' })).toBeNull();
    // After the 700 ms delay (the check above shows it is not sooner); on a busy CI machine the
    // timer and the render can outlast testing-library's 1 s default, so the wait is longer.
    expect(await within(panel).findByRole('heading', { name: 'Uptime' }, { timeout: 3000 })).toBeTruthy();
  });

  it('offers no help panel elsewhere', async () => {
    renderConsole();
    await screen.findByRole('heading', { name: 'Devices', level: 1 });
    expect(screen.queryByRole('button', { name: 'Help panel' })).toBeNull();
  });
});

describe('the shell', () => {
  it('shows a scroll-to-top button past 300 px', async () => {
    renderConsole();
    await mainNav();
    expect(screen.queryByRole('button', { name: /Back to top/ })).toBeNull();
    act(() => {
      window.scrollY = 301;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('button', { name: /Back to top/ })).toBeTruthy();
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('button', { name: /Back to top/ })).toBeNull();
  });

  it('offers the update 1 s after the event; Later hides it and resets the timestamp', async () => {
    const { env } = renderConsole();
    await mainNav();
    localStorage.setItem('current_version_timestamp', '1700000000000');
    act(() => showUpdatePrompt());
    expect(screen.queryByText('A new version of Netfleet is available.')).toBeNull();
    expect(
      await screen.findByText('A new version of Netfleet is available.', {}, { timeout: 2000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('A new version of Netfleet is available.')).toBeNull();
    expect(localStorage.getItem('current_version_timestamp')).toBe('0');
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('says "The network connection has been lost." when going offline', async () => {
    renderConsole();
    await mainNav();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText(CONNECTION_LOST)).toBeTruthy();
    // TanStack Query's online manager heard it too: back online for the next tests.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText(CONNECTION_LOST)).toBeNull());
  });

  it('changes the navigation width on the open-nav event', async () => {
    renderConsole();
    expect((await mainNav()).className).toContain('side-nav--wide');
    act(() => {
      window.dispatchEvent(new CustomEvent(OPEN_NAV_EVENT, { detail: { wide: false } }));
    });
    expect((await mainNav()).className).toContain('side-nav--narrow');
    expect(localStorage.getItem('wideNav')).toBe('false');
    act(() => {
      window.dispatchEvent(new CustomEvent(OPEN_NAV_EVENT));
    });
    expect((await mainNav()).className).toContain('side-nav--wide');
  });

  it('uses the overlay navigation in the mobile layout, closing on route change and outside presses', async () => {
    const { history } = renderConsole({ path: '/management/devices?platform=mobile' });
    const nav = await mainNav();
    const shell = nav.closest('.app-shell') as HTMLElement;
    expect(shell.className).toContain('app-shell--mobile');
    expect(shell.className).not.toContain('app-shell--nav-open');
    fireEvent.click(screen.getByRole('button', { name: 'Expand navigation' }));
    expect(shell.className).toContain('app-shell--nav-open');
    fireEvent.click(within(nav).getByRole('link', { name: 'Tags' }));
    await waitFor(() => expect(history.location.pathname).toBe('/tags'));
    await waitFor(() => expect(shell.className).not.toContain('app-shell--nav-open'));
    // The layout stays mobile after in-app navigation dropped the query.
    expect(shell.className).toContain('app-shell--mobile');
    fireEvent.click(screen.getByRole('button', { name: 'Expand navigation' }));
    fireEvent.pointerDown(await screen.findByRole('heading', { name: 'Tags', level: 1 }));
    await waitFor(() => expect(shell.className).not.toContain('app-shell--nav-open'));
  });

  it('shows the first page at once and the next ones with a transition', async () => {
    renderConsole();
    const heading = await screen.findByRole('heading', { name: 'Devices', level: 1 });
    expect(heading.closest('.page-transition')).toBeNull();
    fireEvent.click(within(await mainNav()).getByRole('link', { name: 'Tags' }));
    const tags = await screen.findByRole('heading', { name: 'Tags', level: 1 });
    expect(tags.closest('.page-transition')).not.toBeNull();
  });

  it('re-creates the page when the id parameter changes', async () => {
    const { history } = renderConsole({ path: '/tag/1' });
    const first = await screen.findByRole('heading', { name: 'Tag', level: 1 });
    await act(() => history.push('/tag/2'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Tag', level: 1 })).not.toBe(first));
  });

  it('goes to the offline page when a route is opened offline', async () => {
    const { history, env } = renderConsole();
    const nav = await mainNav();
    env.isOnline = () => false;
    fireEvent.click(within(nav).getByRole('link', { name: 'Tags' }));
    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeTruthy();
    expect(history.location.pathname).toBe('/offline.html');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('collapses the logo with the navigation, and shows a brand’s subtext', async () => {
    renderConsole({ brand: { ...RESELLER } });
    const link = await screen.findByRole('link', { name: 'Acme RMS home' });
    expect(link.getAttribute('href')).toBe('/management/devices');
    expect(within(link).getByText('by Acme')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    await waitFor(() => expect(link.querySelector('.logo')?.getAttribute('data-variant')).toBe('collapsed'));
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/acme.ico');
    expect(within(link).queryByText('by Acme')).toBeNull();
  });
});

describe('forced flows', () => {
  it('asks for an e-mail address, without window controls, when the e-mail equals the username', async () => {
    const { api } = renderConsole({ user: { username: 'fleetop', email: 'fleetop' } });
    const dialog = await screen.findByRole('dialog', { name: 'Please enter your email address' });
    expect(within(dialog).queryByRole('button', { name: /Close/ })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Please enter your email address' })).toBeTruthy();
    fireEvent.change(await within(dialog).findByRole('textbox', { name: /Email address/ }), {
      target: { value: 'ops@fleet.test' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requestsTo('/account/user', 'PUT')[0]?.body).toEqual({ email: 'ops@fleet.test' });
  });

  it('opens the data agreement under the default theme until the terms are accepted', async () => {
    const { api } = renderConsole({ user: { tos_accepted: false } });
    const dialog = await screen.findByRole('dialog', { name: 'Data agreement' });
    const accept = await within(dialog).findByRole('button', { name: 'Accept' });
    expect((accept as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(accept);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requestsTo('/account/user', 'PUT')[0]?.body).toEqual({ tos_accepted: true });
    expect(localStorage.getItem(TOS_ACCEPTED_KEY)).toBe('true');
  });

  it('accepts the terms automatically under another theme', async () => {
    const { api } = renderConsole({ user: { tos_accepted: false }, brand: RESELLER });
    await mainNav();
    await waitFor(() => expect(api.requestsTo('/account/user', 'PUT')).toHaveLength(1));
    expect(api.requestsTo('/account/user', 'PUT')[0]?.body).toEqual({ tos_accepted: true });
    await waitFor(() => expect(localStorage.getItem(TOS_ACCEPTED_KEY)).toBe('true'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('themes', () => {
  it('hide the items of disabled routes and redirect those routes to the landing page', async () => {
    const { history } = renderConsole({
      brand: { ...DEFAULT_BRAND, disabled_routes: ['remote.mobile', 'tags'] },
      path: '/tags',
    });
    const nav = await mainNav();
    await waitFor(() => expect(history.location.pathname).toBe('/management/devices'));
    expect(within(nav).queryByRole('link', { name: 'Tags' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Devices' })).toBeTruthy();
  });
});
