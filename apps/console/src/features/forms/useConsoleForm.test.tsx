import { ApiClientProvider } from '@netfleet/api-client/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsoleProvider } from '../../bootstrap/ConsoleContext.js';
import { createTestConsole } from '../../test/renderConsole.js';
import { addTagForm } from '../tags/addTagForm.js';
import { useConsoleForm } from './useConsoleForm.js';

function AddTagButton() {
  const addTag = useConsoleForm(addTagForm);
  return addTag.allowed ? (
    <button type="button" onClick={() => addTag.open({ defaults: { name: 'x' } })}>
      {addTag.title}
    </button>
  ) : (
    <p>not offered</p>
  );
}

async function renderButton(role: 'admin' | 'read_only') {
  const parts = createTestConsole({ role });
  await parts.start();
  render(
    <QueryClientProvider client={parts.app.queryClient}>
      <ApiClientProvider client={parts.app.client}>
        <ConsoleProvider app={parts.app}>
          <AddTagButton />
        </ConsoleProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return parts;
}

describe('useConsoleForm', () => {
  it('offers a form to a user holding its permission and opens it titled in a modal', async () => {
    const parts = await renderButton('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Add tag' }));
    const [modal] = parts.app.modals.getSnapshot().modals;
    expect(modal?.title).toBe('Add tag');
    expect(modal?.props).toEqual({ name: 'add-tag', defaults: { name: 'x' } });
  });

  it('does not offer it to a user without the permission', async () => {
    await renderButton('read_only');
    expect(await screen.findByText('not offered')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
