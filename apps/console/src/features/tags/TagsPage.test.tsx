import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/renderConsole.js';

describe('the tags page', () => {
  it('lists the tags and opens the add-tag form in a modal', async () => {
    const tag = { id: 7, name: 'backbone', color: '#1e88e5', company_id: 2, description: 'Core routers' };
    renderConsole({
      path: '/tags',
      // biome-ignore lint/suspicious/noExplicitAny: the fake's search rows are typed for the search dialog.
      search: { tags: { data: [tag as any] } },
    });
    const table = await screen.findByRole('table', { name: 'Tags' }, { timeout: 5000 });
    const row = await within(table).findByRole('row', { name: /backbone/ });
    expect(row.textContent).toContain('Core routers');
    expect(row.textContent).toContain('#1e88e5');

    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tag' }, { timeout: 5000 });
    expect(await within(dialog).findByLabelText(/^Name/, {}, { timeout: 5000 })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeTruthy();
  });
});
