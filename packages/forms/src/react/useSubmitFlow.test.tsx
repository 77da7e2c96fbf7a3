import { createModalManager, createModalRegistry, ModalHost, ModalsProvider } from '@netfleet/modals';
import { createToastStore, ToastStoreProvider } from '@netfleet/ui-kit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, errors } from '../../test/fakeApi.js';
import { renderForms } from '../../test/renderForms.js';
import { FormsProvider } from './FormsContext.js';
import { registerFormModals } from './modals/registerFormModals.js';
import { useSubmitFlow } from './useSubmitFlow.js';

function SaveButton({ onToast }: { onToast?: (message: string) => void }) {
  const flow = useSubmitFlow(onToast ? { toast: (message) => onToast(message) } : {});
  return (
    <>
      <button
        type="button"
        disabled={flow.pending}
        onClick={() => flow.submit({ url: '/settings', method: 'put', data: { a: 1 }, fieldKeys: ['a'] })}
      >
        Save
      </button>
      <output aria-label="field error">{flow.fieldErrors.a ?? ''}</output>
    </>
  );
}

describe('useSubmitFlow', () => {
  it('exposes the flow state and takes effect overrides', async () => {
    const seen: string[] = [];
    const view = renderForms(<SaveButton onToast={(message) => seen.push(message)} />);
    view.api.on('PUT /settings', { status: 422, body: errors({ message: 'Too big', source: 'a' }) });
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'field error' }).textContent).toBe('Too big'),
    );
    view.api.on('PUT /settings', { status: 200, body: { message: 'Settings updated successfully' } });
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen).toEqual(['Settings updated successfully']));
    // The override replaced the provider's toast.
    expect(view.toasts).toEqual([]);
    expect(view.api.calls('PUT /settings').map((request) => request.body)).toEqual([{ a: 1 }, { a: 1 }]);
  });

  it("toasts through ui-kit's ToastStoreProvider when no toast callback is given", async () => {
    const api = createFakeApi();
    api.on('PUT /settings', { status: 200, body: { message: 'Settings updated successfully' } });
    const store = createToastStore();
    const manager = createModalManager();
    const registry = createModalRegistry();
    registerFormModals(registry);
    render(
      <ToastStoreProvider store={store}>
        <FormsProvider client={api.client}>
          <ModalsProvider manager={manager} registry={registry}>
            <SaveButton />
            <ModalHost />
          </ModalsProvider>
        </FormsProvider>
      </ToastStoreProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(store.getSnapshot().visible.map((toast) => [toast.message, toast.kind])).toEqual([
        ['Settings updated successfully', 'success'],
      ]),
    );
    store.destroy();
  });
});
