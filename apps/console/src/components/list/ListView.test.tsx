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

const headers = async () =>
  within(await screen.findByRole('table', { name: 'Tags' }, { timeout: 5000 }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim() ?? '');

describe('table preferences of every list (ListView)', () => {
  it("keeps a list's columns, order and page size under table:{route name}, and reads them back", async () => {
    const first = renderConsole({ path: '/tags', search: { tags: { data: [tag] } } });
    await screen.findByRole('row', { name: /backbone/ }, { timeout: 5000 });
    const before = await headers();
    expect(before).toContain('Description');
    fireEvent.click(screen.getByText('Table settings'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Description' }));
    fireEvent.click(screen.getByRole('button', { name: `Move ${before.at(-1)} up` }));
    await waitFor(() => expect(first.api.state.storage.get('table:tags')).toContain('order'));
    const stored = JSON.parse(first.api.state.storage.get('table:tags') ?? '{}');
    expect(stored.hidden).toEqual(['description']);
    expect(await headers()).not.toContain('Description');
    fireEvent.change(
      within(document.querySelector('.table-preferences') as HTMLElement).getByRole('combobox'),
      {
        target: { value: '50' },
      },
    );
    await waitFor(() =>
      expect(JSON.parse(first.api.state.storage.get('table:tags') ?? '{}').pageSize).toBe(50),
    );
    first.unmount();

    const second = renderConsole({
      path: '/tags',
      search: { tags: { data: [tag] } },
      storage: new Map(first.api.state.storage),
    });
    await screen.findByRole('row', { name: /backbone/ }, { timeout: 5000 });
    const after = await headers();
    expect(after).not.toContain('Description');
    // The column moved up stays ahead of the one it passed.
    const [moved, passed] = [before.at(-1) ?? '', before.at(-2) ?? ''];
    expect(after.indexOf(moved)).toBeGreaterThanOrEqual(0);
    expect(after.indexOf(moved)).toBeLessThan(after.indexOf(passed));
    await waitFor(() =>
      expect(second.api.requestsTo('/api/tags').at(-1)?.url.searchParams.get('limit')).toBe('50'),
    );
  });

  it('shows the prompts hidden with "do not show again" and shows them again', async () => {
    const { api } = renderConsole({
      path: '/tags',
      search: { tags: { data: [tag] } },
      storage: new Map([
        ['prompt.apply-config', 'true'],
        ['prompt.remove-template', 'true'],
      ]),
    });
    await screen.findByRole('row', { name: /backbone/ }, { timeout: 5000 });
    fireEvent.click(screen.getByText('Table settings'));
    expect(screen.getByText('2 prompts are hidden ("do not show again").')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show hidden prompts again' }));
    await screen.findByText('No prompt is hidden.');
    expect(api.state.storage.has('prompt.apply-config')).toBe(false);
    expect(api.requestsTo('/api/storage/prompt.apply-config', 'DELETE')).toHaveLength(1);
  });
});

describe('the empty list (ListView)', () => {
  it("says the list's own empty text, or that nothing matches the search", async () => {
    const plain = renderConsole({ path: '/tags', search: { tags: { data: [] } } });
    expect(await screen.findByText('No tags yet.', {}, { timeout: 5000 })).toBeTruthy();
    plain.unmount();

    renderConsole({ path: '/tags?q=zzz', search: { tags: { data: [] } } });
    expect(await screen.findByText('Nothing matches “zzz”.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('No tags yet.')).toBeNull();
  });
});
