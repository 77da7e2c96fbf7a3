import { currentUserQueryOptions } from '@netfleet/api-client/react';
import { DEFAULT_BRAND } from '@netfleet/permissions';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderConsole } from '../test/renderConsole.js';
import { applyBrandToDocument, BRAND_COLOR_PROPERTY } from './applyBrandToDocument.js';

const ACME = {
  ...DEFAULT_BRAND,
  default: false,
  main_color: '#b4461e',
  app_name: 'Acme Fleet',
  title_text: 'Acme Fleet',
  logo_subtext: 'by Acme Networks',
  favicon: '/brands/acme/favicon.svg',
  logo_vector: '/brands/acme/logo.svg',
  disabled_routes: ['remote.mobile', 'tags'],
};
const brandAnswer = (brand: object) => ({ 'GET /api/brand': { body: { data: brand } } });
const mainNav = () => screen.findByRole('navigation', { name: 'Main navigation' });
const root = () => document.documentElement;

afterEach(() => {
  applyBrandToDocument(document, DEFAULT_BRAND);
  document.querySelector('link[rel="icon"]')?.remove();
});

describe('the brand from the server', () => {
  it('is asked for at start and the app mounts under it', async () => {
    const { api, app, started } = renderConsole({ answers: brandAnswer(ACME) });
    await started;
    expect(api.requestsTo('/api/brand')).toHaveLength(1);
    expect(app.brand.app_name).toBe('Acme Fleet');
    expect(app.theme.default).toBe(false);
    expect(app.theme.disabled_routes).toContain('tags');
  });

  it('hides its disabled routes from the navigation and redirects them to the landing page', async () => {
    const { history } = renderConsole({ answers: brandAnswer(ACME), path: '/tags' });
    const nav = await mainNav();
    await waitFor(() => expect(history.location.pathname).toBe('/management/devices'));
    expect(within(nav).queryByRole('link', { name: 'Tags' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Devices' })).toBeTruthy();
  });

  it('puts its logo and subtext in the header, its title in the tab, its colour and favicon on the page', async () => {
    renderConsole({ answers: brandAnswer(ACME) });
    const link = await screen.findByRole('link', { name: 'Acme Fleet home' });
    expect(within(link).getByText('by Acme Networks')).toBeTruthy();
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/brands/acme/logo.svg');
    await waitFor(() => expect(document.title).toBe('Devices · Acme Fleet'));
    expect(root().style.getPropertyValue(BRAND_COLOR_PROPERTY)).toBe('#b4461e');
    expect(root().style.getPropertyValue('--nf-color-primary')).toBe('#b4461e');
    expect(root().dataset.brand).toBe('reseller');
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/brands/acme/favicon.svg',
    );
  });

  it('leaves the default brand in place when it cannot be loaded', async () => {
    const { app, started } = renderConsole({ failures: { '/api/brand': { status: 500 } } });
    await started;
    expect(app.brand).toBe(DEFAULT_BRAND);
    await mainNav();
    expect(root().style.getPropertyValue('--nf-color-primary')).toBe('');
    await waitFor(() => expect(document.title).toBe('Devices · Netfleet'));
  });

  it('follows the user to another company (impersonation): the new brand and its disabled routes apply', async () => {
    const { api, app, started } = renderConsole({ answers: brandAnswer(ACME) });
    await started;
    expect(app.brand.app_name).toBe('Acme Fleet');
    api.state.answers = brandAnswer(DEFAULT_BRAND);
    const user = api.state.user;
    if (!user) throw new Error('The fake API has no user');
    api.state.user = { ...user, company: { ...user.company, id: 99, name: 'Other Co' } };
    await act(() =>
      app.queryClient.refetchQueries({ queryKey: currentUserQueryOptions(app.client).queryKey }),
    );
    await waitFor(() => expect(app.brand.default).toBe(true));
    expect(app.theme.disabled_routes).not.toContain('tags');
    await waitFor(() => expect(root().dataset.brand).toBe('default'));
    expect(root().style.getPropertyValue('--nf-color-primary')).toBe('');
    expect(api.requestsTo('/api/brand')).toHaveLength(2);
  });

  it('undoes a reseller brand’s colours when the default brand is applied again', () => {
    applyBrandToDocument(document, ACME);
    applyBrandToDocument(document, DEFAULT_BRAND);
    expect(root().style.getPropertyValue('--nf-color-primary')).toBe('');
    expect(root().style.getPropertyValue(BRAND_COLOR_PROPERTY)).toBe(DEFAULT_BRAND.main_color);
    expect(root().dataset.brand).toBe('default');
  });
});
