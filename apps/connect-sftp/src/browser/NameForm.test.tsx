import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);

import { NameForm } from './NameForm.js';

const renderForm = (onSubmit = vi.fn(() => Promise.resolve()), onCancel = vi.fn()) => {
  render(
    <NameForm
      label="Folder name"
      submitLabel="Create"
      cancelLabel="Cancel"
      onSubmit={onSubmit}
      onCancel={onCancel}
    />,
  );
  return { onSubmit, onCancel, input: screen.getByLabelText('Folder name') };
};

describe('NameForm', () => {
  it('refuses a bad name before sending it', async () => {
    const { onSubmit, input } = renderForm();
    await userEvent.type(input, 'a:b{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('File name contains forbidden symbols');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a good name trimmed and shows the server’s refusal', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('Already exists')));
    const { input } = renderForm(onSubmit);
    await userEvent.type(input, ' logs {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('logs');
    expect((await screen.findByRole('alert')).textContent).toBe('Already exists');
  });

  it('cancels on Escape', async () => {
    const { onCancel, input } = renderForm();
    await userEvent.type(input, 'x{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });
});
