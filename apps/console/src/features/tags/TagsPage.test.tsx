import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/renderConsole.js';

const tag = {
  id: 7,
  name: 'backbone',
  color: '#1e88e5',
  company_id: 2,
  company_name: 'Nordic Fleet',
  description: 'Core routers',
  created_at: '2026-03-04T05:06:07.000Z',
};

describe('the tags page', () => {
  it('lists the tags with their company names and opens the add-tag form in a modal', async () => {
    renderConsole({ path: '/tags', search: { tags: { data: [tag] } } });
    const table = await screen.findByRole('table', { name: 'Tags' }, { timeout: 5000 });
    const row = await within(table).findByRole('row', { name: /backbone/ });
    expect(row.textContent).toContain('Core routers');
    expect(row.textContent).toContain('Nordic Fleet');
    expect(row.textContent).not.toMatch(/^2$|#2\b/);
    expect(within(row).getByRole('link', { name: 'backbone' }).getAttribute('href')).toBe('/tag/7');
    expect(screen.getByText('1 tag')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tag' }, { timeout: 5000 });
    expect(await within(dialog).findByLabelText(/^Name/, {}, { timeout: 5000 })).toBeTruthy();
  });

  it('reads its search from the URL, as global search sends it with View in table', async () => {
    const { api } = renderConsole({ path: '/tags?q=back', search: { tags: { data: [tag] } } });
    await screen.findByRole('table', { name: 'Tags' }, { timeout: 5000 });
    expect((screen.getByRole('searchbox', { name: 'Search tags' }) as HTMLInputElement).value).toBe('back');
    await waitFor(() => expect(api.requestsTo('/api/tags').at(-1)?.url.searchParams.get('q')).toBe('back'));
  });

  it('shows dates in the time zone chosen in the account menu', async () => {
    renderConsole({ path: '/tags', cookies: { timezone: 'Asia/Tokyo' }, search: { tags: { data: [tag] } } });
    const row = await screen.findByRole('row', { name: /backbone/ }, { timeout: 5000 });
    // 05:06:07 UTC is 14:06:07 in Tokyo.
    expect(within(row).getByText('2026-03-04 14:06:07').getAttribute('datetime')).toBe(tag.created_at);
  });

  it('offers no "Add tag" to a guest, who may not create tags', async () => {
    renderConsole({ path: '/tags', role: 'read_only', search: { tags: { data: [tag] } } });
    await screen.findByRole('row', { name: /backbone/ }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Add tag' })).toBeNull();
  });
});
