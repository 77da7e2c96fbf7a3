import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsoleForm } from '../forms/test/renderConsoleForm.js';

const button = (name: string) => screen.getByRole('button', { name });

describe('create code', () => {
  it('shows the company field and every type to super_admin only', async () => {
    const first = renderConsoleForm('create-code', { role: 'super_admin' });
    expect(screen.getByRole('combobox', { name: /Company/ })).toBeTruthy();
    await screen.findByRole('option', { name: 'Company data' });
    expect(screen.getByRole('option', { name: 'Free Credit' })).toBeTruthy();
    first.unmount();

    const view = renderConsoleForm('create-code', { role: 'admin' });
    view.api.on('POST /credits/codes', { body: {} });
    expect(screen.queryByRole('combobox', { name: /Company/ })).toBeNull();
    await screen.findByRole('option', { name: 'Paid Credit' });
    expect(screen.queryByRole('option', { name: 'Free Credit' })).toBeNull();
    // The comment's 200 and the amount's 12 digits come from createCodeSchema.
    expect(screen.getByRole('textbox', { name: 'Comment' }).getAttribute('maxlength')).toBe('200');
    expect(screen.getByRole('spinbutton', { name: /Amount/ }).getAttribute('max')).toBe('999999999999');
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Type/ }), 'Paid Credit');
    await view.user.type(screen.getByRole('spinbutton', { name: /Amount/ }), '10');
    await view.user.click(button('Create'));
    await waitFor(() =>
      expect(view.api.calls('POST /credits/codes')[0]?.body).toEqual({ type: 2, amount: 10 }),
    );
    await waitFor(() => expect(view.back).toEqual(['back']));
    expect(view.toasts).toEqual([{ message: 'Code created successfully', kind: 'success' }]);
  });

  it('requires the company of super_admin and refuses an amount over 12 digits', async () => {
    const view = renderConsoleForm('create-code', { role: 'super_admin' });
    await screen.findByRole('option', { name: 'Paid Credit' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Type/ }), 'Paid Credit');
    await view.user.type(screen.getByRole('spinbutton', { name: /Amount/ }), '1000000000000');
    await view.user.click(button('Create'));
    expect(await screen.findByText('Company is required')).toBeTruthy();
    expect(screen.getByText('Amount must be at most 12 digits')).toBeTruthy();
    expect(view.api.calls('POST /credits/codes')).toHaveLength(0);
  });
});

describe('activate code', () => {
  it('sends the trimmed code and goes back', async () => {
    const view = renderConsoleForm('activate-code', { role: 'end_user' });
    view.api.on('POST /credits/codes/activate', { body: { message: 'ok' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Activate code' })).toBeTruthy();
    await view.user.type(screen.getByRole('textbox', { name: /Code/ }), ' ABCD-1234 ');
    await view.user.click(button('Activate'));
    await waitFor(() => expect(view.back).toEqual(['back']));
    expect(view.api.calls('POST /credits/codes/activate')[0]?.body).toEqual({ code: 'ABCD-1234' });
    expect(view.toasts).toEqual([{ message: 'Code activated successfully', kind: 'success' }]);
  });
});
