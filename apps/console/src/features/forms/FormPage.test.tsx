import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/renderConsole.js';

describe('the generic form route', () => {
  it('renders the console form of /forms/{name}, titled from it', async () => {
    renderConsole({ path: '/forms/add-tag' });
    expect(await screen.findByRole('heading', { name: 'Add tag', level: 1 }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByLabelText(/^Name/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy();
  });

  it('takes an optional id and names an unknown form', async () => {
    renderConsole({ path: '/forms/no-such-form/12' });
    expect(
      await screen.findByText('Form "no-such-form" is not registered.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('No such form')).toBeTruthy();
  });

  it('sends a user without the form permission to the landing page', async () => {
    const view = renderConsole({ path: '/forms/add-tag', role: 'read_only' });
    await waitFor(() => expect(view.history.location.pathname).toBe('/management/devices'), {
      timeout: 5000,
    });
    expect(screen.queryByRole('heading', { name: 'Add tag' })).toBeNull();
  });

  it('goes back one step within the console, or to the landing page when opened by its address', async () => {
    const opened = renderConsole({ path: '/forms/add-tag' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }, { timeout: 5000 }));
    await waitFor(() => expect(opened.history.location.pathname).toBe('/management/devices'));
    opened.unmount();

    const view = renderConsole({ path: '/account' });
    await view.started;
    act(() => view.history.push('/forms/add-tag'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }, { timeout: 5000 }));
    await waitFor(() => expect(view.history.location.pathname).toBe('/account'));
  });
});
