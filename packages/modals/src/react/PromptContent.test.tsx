import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderHost } from '../../test/renderHost.js';
import { createMemoryReminderStore } from '../core/reminders.js';
import type { ConfirmOptions, ConfirmResult } from '../core/types.js';

function ask(setup: ReturnType<typeof renderHost>, options: ConfirmOptions): Promise<ConfirmResult> {
  let answer: Promise<ConfirmResult> | undefined;
  setup.run(() => {
    answer = setup.manager.confirm(options);
  });
  return answer as Promise<ConfirmResult>;
}

describe('prompt', () => {
  it('shows the message and the default Confirm and Cancel buttons', async () => {
    const setup = renderHost();
    const answer = ask(setup, { title: 'Reboot', message: 'Reboot 3 devices?' });
    const dialog = screen.getByRole('dialog', { name: 'Reboot' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Reboot 3 devices?',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await setup.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toEqual({ confirmed: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uses confirmText and cancelText, and resolves cancelled on Cancel', async () => {
    const setup = renderHost();
    const answer = ask(setup, { title: 'Delete', confirmText: 'Delete', cancelText: 'Keep' });
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    await setup.user.click(screen.getByRole('button', { name: 'Keep' }));
    await expect(answer).resolves.toEqual({ confirmed: false });
  });

  it('focuses Cancel, the least destructive action, when there is no input', () => {
    const setup = renderHost();
    void ask(setup, { title: 'Delete' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('requires the input: confirm is disabled while it is blank, and Enter confirms with the value', async () => {
    const setup = renderHost();
    const answer = ask(setup, {
      title: 'Confirm with password',
      input: { label: 'Password', type: 'password' },
    });
    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.required).toBe(true);
    expect(document.activeElement).toBe(input);
    expect(confirm.disabled).toBe(true);

    await setup.user.type(input, '   ');
    expect(confirm.disabled).toBe(true);
    await setup.user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Confirm with password' })).toBeTruthy();

    await setup.user.clear(input);
    await setup.user.type(input, 'hunter2{Enter}');
    await expect(answer).resolves.toEqual({ confirmed: true, value: 'hunter2' });
  });

  it('disables confirm while a required select box has nothing selected', async () => {
    const setup = renderHost();
    const options = [
      { value: '1', label: 'Hub one' },
      { value: '2', label: 'Hub two' },
    ];
    const answer = ask(setup, { title: 'Move', selectBox: { label: 'Hub', options, required: true } });
    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await setup.user.selectOptions(screen.getByLabelText('Hub'), '2');
    expect(confirm.disabled).toBe(false);
    await setup.user.selectOptions(screen.getByLabelText('Hub'), '');
    expect(confirm.disabled).toBe(true);
    await setup.user.selectOptions(screen.getByLabelText('Hub'), '1');
    await setup.user.click(confirm);
    await expect(answer).resolves.toEqual({ confirmed: true, selection: ['1'] });
  });

  it('returns every choice of a multiple select box', async () => {
    const setup = renderHost();
    const options = [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
      { value: 'c', label: 'C' },
    ];
    const answer = ask(setup, {
      title: 'Pick',
      selectBox: { label: 'Tags', options, multiple: true, required: true, value: ['a'] },
    });
    await setup.user.selectOptions(screen.getByLabelText('Tags'), ['c']);
    await setup.user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toEqual({ confirmed: true, selection: ['a', 'c'] });
  });

  it('saves "Do not show again" through the adapter and skips the next prompt', async () => {
    const reminders = createMemoryReminderStore();
    const set = vi.spyOn(reminders, 'set');
    const setup = renderHost({ managerOptions: { reminders } });
    const first = ask(setup, { title: 'Apply', reminderKey: 'applyConfig' });
    await setup.user.click(screen.getByRole('checkbox', { name: 'Do not show again' }));
    await setup.user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(first).resolves.toEqual({ confirmed: true });
    expect(set).toHaveBeenCalledExactlyOnceWith('applyConfig', true);

    const second = ask(setup, { title: 'Apply', reminderKey: 'applyConfig' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await expect(second).resolves.toEqual({ confirmed: true, skipped: true });

    await setup.manager.resetReminder('applyConfig');
    void ask(setup, { title: 'Apply', reminderKey: 'applyConfig' });
    expect(screen.getByRole('dialog', { name: 'Apply' })).toBeTruthy();
  });

  it('offers no "Do not show again" without a reminder key', () => {
    const setup = renderHost();
    void ask(setup, { title: 'Plain' });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('starts a replaced prompt with a fresh input', async () => {
    const setup = renderHost();
    void ask(setup, { id: 'p', title: 'First', input: { label: 'Name' } });
    await setup.user.type(screen.getByLabelText('Name'), 'typed');
    void ask(setup, { id: 'p', title: 'Second', input: { label: 'Name' } });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeTruthy();
  });
});
