import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errors } from '../../../test/fakeApi.js';
import { renderForms } from '../../../test/renderForms.js';
import type { FormDefinition } from '../routes/formRegistry.js';
import { createFormRegistry } from '../routes/formRegistry.js';

const definition: FormDefinition = {
  fields: [{ key: 'name', label: 'Name', required: true }],
  url: '/tags',
  schema: { successMsg: 'Saved', tableRef: 'tags' },
};

describe('a form in a modal', () => {
  it('scrolls the modal to the top on a server error and on a validation error', async () => {
    const view = renderForms(null);
    const scrolled: string[] = [];
    view.manager.onScrollToTop((id) => scrolled.push(id));
    view.api.on('POST /tags', { status: 422, body: errors({ message: 'Quota reached' }) });
    view.run(() => view.manager.openModal('Form', { definition }, { id: 'add-tag', title: 'Add tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tag' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(scrolled).toEqual(['add-tag']);
    await view.user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'x');
    await view.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Quota reached')).toBeTruthy();
    expect(scrolled).toEqual(['add-tag', 'add-tag']);
  });

  it('closes its own modal after success and reloads the table', async () => {
    const view = renderForms(null);
    view.api.on('POST /tags', { status: 201, body: {} });
    view.run(() => view.manager.openModal('Form', { definition }, { id: 'add-tag', title: 'Add tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tag' });
    await view.user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'x');
    await view.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.toasts).toEqual([{ message: 'Saved', kind: 'success' }]);
    expect(view.reloads).toEqual(['tags']);
  });

  it('stays open with leaveOpen, and Cancel closes it', async () => {
    const view = renderForms(null);
    view.api.on('POST /tags', { status: 201, body: {} });
    const registry = createFormRegistry({
      tag: { definition: { ...definition, schema: { leaveOpen: true } } },
    });
    view.run(() => view.manager.openModal('Form', { name: 'tag', registry }, { title: 'Tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tag' });
    await view.user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'x');
    await view.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(view.api.requests).toHaveLength(1));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false),
    );
    expect(screen.getByRole('dialog', { name: 'Tag' })).toBeTruthy();
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a form of the provider registry by name and refuses one without its permission', async () => {
    const registry = createFormRegistry({
      'add-tag': { permission: 'create_tags', definition: { ...definition, title: 'Add tag' } },
    });
    const allowed = renderForms(null, { permissions: ['create_tags'], provider: { registry } });
    allowed.run(() => allowed.manager.openModal('Form', { name: 'add-tag' }, { title: 'Add tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tag' });
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toBeTruthy();
    allowed.unmount();

    const refused = renderForms(null, { permissions: ['view_tags'], provider: { registry } });
    refused.run(() => refused.manager.openModal('Form', { name: 'add-tag' }, { title: 'Add tag' }));
    const empty = await screen.findByRole('dialog', { name: 'Add tag' });
    expect(within(empty).getByRole('alert').textContent).toBe('You do not have permission to use this form.');
    expect(within(empty).queryByRole('textbox')).toBeNull();
  });
});
