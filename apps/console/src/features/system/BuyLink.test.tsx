import { DEFAULT_BRAND } from '@netfleet/permissions';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/renderConsole.js';

const company = (show_payment: boolean) => ({
  id: 3,
  parent_id: null,
  name: 'Fleet Co',
  level: 1,
  show_payment,
});

async function resourcePanel() {
  fireEvent.click(await screen.findByRole('button', { name: /^Account menu/ }));
  const menu = await screen.findByRole('menu', { name: 'Account' });
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'Resource summary' }));
  return within(screen.getByRole('region', { name: 'Account' })).findByText('Remote access');
}

describe('the buy link', () => {
  it('shows under the default brand to a company with show_payment', async () => {
    renderConsole({ user: { company: company(true) } });
    await resourcePanel();
    const link = screen.getByRole('link', { name: /Buy credits/ });
    expect(link.getAttribute('href')).toBe(DEFAULT_BRAND.buy_link);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('is not shown without show_payment, nor under a reseller brand', async () => {
    const first = renderConsole({ user: { company: company(false) } });
    await resourcePanel();
    expect(screen.queryByRole('link', { name: /Buy credits/ })).toBeNull();
    first.unmount();
    renderConsole({ user: { company: company(true) }, brand: { ...DEFAULT_BRAND, default: false } });
    const credits = await resourcePanel();
    expect(
      within(credits.closest('div') ?? document.body).queryByRole('link', { name: /Buy credits/ }),
    ).toBeNull();
    expect(screen.queryByRole('link', { name: /Buy credits/ })).toBeNull();
  });
});
