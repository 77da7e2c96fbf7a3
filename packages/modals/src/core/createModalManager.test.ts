import { describe, expect, it, vi } from 'vitest';
import { createModalManager } from './createModalManager.js';
import { createMemoryReminderStore, type ReminderStore } from './reminders.js';

function ids(manager: ReturnType<typeof createModalManager>): string[] {
  return manager.getSnapshot().modals.map((modal) => modal.id);
}

describe('open', () => {
  it('replaces a modal with the same id in place and keeps its dragged position', () => {
    const manager = createModalManager();
    manager.open({ id: 'a', title: 'A' });
    manager.open({ id: 'b', title: 'B' });
    manager.move('a', { x: 40, y: 60 });
    manager.open({ id: 'a', title: 'A again', subtitle: 'second' });

    expect(ids(manager)).toEqual(['a', 'b']);
    const replaced = manager.get('a');
    expect(replaced?.title).toBe('A again');
    expect(replaced?.subtitle).toBe('second');
    expect(replaced?.position).toEqual({ x: 40, y: 60 });
    expect(replaced?.revision).toBe(1);
  });

  it('makes the newest opened modal the main one, including a replaced one', () => {
    const manager = createModalManager();
    manager.open({ id: 'a' });
    manager.open({ id: 'b' });
    expect(manager.getSnapshot().mainId).toBe('b');
    expect(manager.get('b')?.mainModal).toBe(true);
    expect(manager.get('a')?.mainModal).toBe(false);

    manager.open({ id: 'a' });
    expect(manager.getSnapshot().mainId).toBe('a');
    expect(manager.get('b')?.mainModal).toBe(false);
  });

  it('gives the main role back to the previous modal when the main one closes', () => {
    const manager = createModalManager();
    manager.open({ id: 'a' });
    manager.open({ id: 'b' });
    manager.close('b');
    expect(manager.getSnapshot().mainId).toBe('a');
    manager.close('a');
    expect(manager.getSnapshot().mainId).toBeNull();
  });

  it('fills the defaults of the spec', () => {
    const manager = createModalManager();
    manager.open({ id: 'a' });
    const modal = manager.get('a');
    expect(modal?.confirmText).toBe('Confirm');
    expect(modal?.cancelText).toBe('Cancel');
    expect(modal?.fullscreen).toEqual({ allowed: false, active: false });
    expect(modal?.minimized).toBe(false);
    expect(modal?.props).toEqual({});
  });

  it('notifies subscribers with a new snapshot and stops after unsubscribe', () => {
    const manager = createModalManager();
    const listener = vi.fn();
    const unsubscribe = manager.subscribe(listener);
    const before = manager.getSnapshot();
    manager.open({ id: 'a' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(manager.getSnapshot()).not.toBe(before);
    unsubscribe();
    manager.close('a');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('opens a named modal with its props, the id defaulting to the name', () => {
    const manager = createModalManager();
    expect(manager.openModal('AddTag', { companyId: 7 }, { title: 'Add tag' })).toBe('AddTag');
    expect(manager.get('AddTag')).toMatchObject({
      component: 'AddTag',
      props: { companyId: 7 },
      title: 'Add tag',
    });
    manager.openModal('AddTag', { companyId: 8 }, { id: 'second' });
    expect(ids(manager)).toEqual(['AddTag', 'second']);
  });

  it('updates fields of an open modal', () => {
    const manager = createModalManager();
    manager.open({ id: 'a', title: 'Old', fullscreen: { allowed: true } });
    manager.update('a', { title: 'New', guideMode: true, fullscreen: { active: true } });
    expect(manager.get('a')).toMatchObject({
      title: 'New',
      guideMode: true,
      fullscreen: { allowed: true, active: true },
    });
  });
});

describe('minimize and restore', () => {
  it('minimizes at most 5 modals and reports the sixth attempt through notify', () => {
    const notify = vi.fn();
    const manager = createModalManager({ notify });
    for (let index = 1; index <= 6; index += 1) manager.open({ id: `m${index}` });
    for (let index = 1; index <= 5; index += 1) expect(manager.minimize(`m${index}`)).toBe(true);
    expect(notify).not.toHaveBeenCalled();

    expect(manager.minimize('m6')).toBe(false);
    expect(manager.get('m6')?.minimized).toBe(false);
    expect(manager.getSnapshot().minimizedCount).toBe(5);
    expect(notify).toHaveBeenCalledExactlyOnceWith(
      'You can not minimize more than 5 windows.',
      'minimizeLimit',
      { count: 5 },
    );
  });

  it('opens a sixth modal asked to start minimized as a normal one, with the same message', () => {
    const notify = vi.fn();
    const manager = createModalManager({ notify });
    for (let index = 1; index <= 5; index += 1) manager.open({ id: `m${index}`, minimized: true });
    manager.open({ id: 'm6', minimized: true });
    expect(manager.get('m6')?.minimized).toBe(false);
    expect(notify).toHaveBeenCalledExactlyOnceWith(
      'You can not minimize more than 5 windows.',
      'minimizeLimit',
      { count: 5 },
    );
  });

  it('hands the main role to the next open modal on minimize, and back on restore', () => {
    const manager = createModalManager();
    manager.open({ id: 'a' });
    manager.open({ id: 'b' });
    manager.minimize('b');
    expect(manager.getSnapshot().mainId).toBe('a');

    manager.open({ id: 'c' });
    expect(manager.restore('b')).toBe(true);
    expect(manager.get('b')?.minimized).toBe(false);
    expect(manager.getSnapshot().mainId).toBe('b');
    expect(manager.getSnapshot().stack).toEqual(['a', 'c', 'b']);
  });

  it('has no main modal while every modal is minimized', () => {
    const manager = createModalManager();
    manager.open({ id: 'a' });
    manager.minimize('a');
    expect(manager.getSnapshot().mainId).toBeNull();
  });

  it('makes an open modal the main one on activate', () => {
    const manager = createModalManager();
    manager.open({ id: 'a' });
    manager.open({ id: 'b' });
    manager.activate('a');
    expect(manager.getSnapshot().mainId).toBe('a');
  });
});

describe('fullscreen', () => {
  it('toggles only where the control is allowed', () => {
    const manager = createModalManager();
    manager.open({ id: 'fixed' });
    manager.open({ id: 'free', fullscreen: { allowed: true } });

    expect(manager.toggleFullscreen('fixed')).toBe(false);
    expect(manager.get('fixed')?.fullscreen.active).toBe(false);

    expect(manager.toggleFullscreen('free')).toBe(true);
    expect(manager.get('free')?.fullscreen.active).toBe(true);
    manager.toggleFullscreen('free');
    expect(manager.get('free')?.fullscreen.active).toBe(false);
  });
});

describe('close rules', () => {
  it('does not close the e-mail prompt from the keyboard (or backdrop), but does by button', () => {
    const manager = createModalManager();
    manager.open({ id: 'emailPrompt', prompt: 'Enter the code' });
    expect(manager.close('emailPrompt', { reason: 'keyboard' })).toBe(false);
    expect(manager.close('emailPrompt', { reason: 'backdrop' })).toBe(false);
    expect(manager.get('emailPrompt')).toBeDefined();
    expect(manager.close('emailPrompt', { reason: 'button' })).toBe(true);
    expect(manager.get('emailPrompt')).toBeUndefined();
  });

  it('closes other modals from the keyboard', () => {
    const manager = createModalManager();
    manager.open({ id: 'other' });
    expect(manager.close('other', { reason: 'keyboard' })).toBe(true);
  });

  it('blocks every user close in guide mode but lets code close it', () => {
    const manager = createModalManager();
    manager.open({ id: 'tour', guideMode: true });
    for (const reason of ['keyboard', 'button', 'backdrop'] as const) {
      expect(manager.close('tour', { reason })).toBe(false);
    }
    expect(manager.get('tour')).toBeDefined();
    expect(manager.close('tour')).toBe(true);
  });

  it('blocks keyboard and backdrop closes while header controls are hidden', () => {
    const manager = createModalManager();
    manager.open({ id: 'terms', hideHeaderControls: true });
    expect(manager.close('terms', { reason: 'keyboard' })).toBe(false);
    expect(manager.close('terms', { reason: 'backdrop' })).toBe(false);
    expect(manager.close('terms', { reason: 'button' })).toBe(true);
  });

  it('closes everything with closeAll', () => {
    const manager = createModalManager();
    manager.open({ id: 'a', guideMode: true });
    manager.open({ id: 'b' });
    manager.closeAll();
    expect(ids(manager)).toEqual([]);
  });
});

describe('scroll lock', () => {
  it('is on while any modal is not minimized', () => {
    const manager = createModalManager();
    expect(manager.isScrollLocked()).toBe(false);
    manager.open({ id: 'a' });
    manager.open({ id: 'b' });
    expect(manager.isScrollLocked()).toBe(true);
    manager.minimize('a');
    expect(manager.isScrollLocked()).toBe(true);
    manager.minimize('b');
    expect(manager.isScrollLocked()).toBe(false);
    expect(manager.getSnapshot().scrollLocked).toBe(false);
    manager.restore('a');
    expect(manager.isScrollLocked()).toBe(true);
    manager.closeAll();
    expect(manager.isScrollLocked()).toBe(false);
  });
});

describe('scrollToTop', () => {
  it('asks listeners to scroll the main modal, or the one named', () => {
    const manager = createModalManager();
    const listener = vi.fn();
    manager.onScrollToTop(listener);
    manager.scrollToTop();
    expect(listener).not.toHaveBeenCalled();
    manager.open({ id: 'a' });
    manager.open({ id: 'b' });
    manager.scrollToTop();
    manager.scrollToTop('a');
    expect(listener.mock.calls).toEqual([['b'], ['a']]);
  });
});

describe('confirm', () => {
  it('opens a prompt that resolves on confirm and closes', async () => {
    const manager = createModalManager();
    const answer = manager.confirm({ title: 'Reboot', message: 'Reboot 3 devices?' });
    const prompt = manager.getSnapshot().modals[0];
    expect(prompt).toMatchObject({ prompt: 'Reboot 3 devices?', title: 'Reboot', mainModal: true });
    expect(manager.confirmPrompt(prompt?.id ?? '')).toBe(true);
    await expect(answer).resolves.toEqual({ confirmed: true });
    expect(ids(manager)).toEqual([]);
  });

  it('resolves as cancelled when the prompt is closed or replaced', async () => {
    const manager = createModalManager();
    const closed = manager.confirm({ id: 'p', message: 'First?' });
    manager.close('p', { reason: 'keyboard' });
    await expect(closed).resolves.toEqual({ confirmed: false });

    const replaced = manager.confirm({ id: 'p', message: 'Second?' });
    const replacement = manager.confirm({ id: 'p', message: 'Third?' });
    await expect(replaced).resolves.toEqual({ confirmed: false });
    expect(manager.get('p')?.prompt).toBe('Third?');
    manager.confirmPrompt('p');
    await expect(replacement).resolves.toEqual({ confirmed: true });
  });

  it('refuses to confirm while the required input is blank, then returns the value', async () => {
    const manager = createModalManager();
    const answer = manager.confirm({ id: 'p', input: { label: 'Password', type: 'password' } });
    expect(manager.confirmPrompt('p')).toBe(false);
    expect(manager.confirmPrompt('p', { value: '   ' })).toBe(false);
    expect(manager.get('p')).toBeDefined();
    expect(manager.confirmPrompt('p', { value: 's3cret' })).toBe(true);
    await expect(answer).resolves.toEqual({ confirmed: true, value: 's3cret' });
  });

  it('refuses to confirm while a required select box has nothing selected', async () => {
    const manager = createModalManager();
    const options = [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ];
    const answer = manager.confirm({ id: 'p', selectBox: { label: 'Hub', options, required: true } });
    expect(manager.confirmPrompt('p', { selection: [] })).toBe(false);
    expect(manager.confirmPrompt('p', { selection: [''] })).toBe(false);
    expect(manager.confirmPrompt('p', { selection: ['b'] })).toBe(true);
    await expect(answer).resolves.toEqual({ confirmed: true, selection: ['b'] });
  });

  it('confirms an optional select box with nothing selected', () => {
    const manager = createModalManager();
    void manager.confirm({ id: 'p', selectBox: { label: 'Hub', options: [] } });
    expect(manager.confirmPrompt('p')).toBe(true);
  });

  it('does not confirm a modal that is not a prompt', () => {
    const manager = createModalManager();
    manager.open({ id: 'window' });
    expect(manager.confirmPrompt('window')).toBe(false);
    expect(manager.get('window')).toBeDefined();
  });
});

describe('do not show again', () => {
  it('saves the choice through the adapter and skips the next prompt with that key', async () => {
    const reminders = createMemoryReminderStore();
    const set = vi.spyOn(reminders, 'set');
    const manager = createModalManager({ reminders });

    const first = manager.confirm({ id: 'p', message: 'Apply?', reminderKey: 'applyConfig' });
    manager.confirmPrompt('p', { doNotShowAgain: true });
    await expect(first).resolves.toEqual({ confirmed: true });
    expect(set).toHaveBeenCalledExactlyOnceWith('applyConfig', true);
    expect(manager.isReminderDisabled('applyConfig')).toBe(true);

    const second = manager.confirm({ message: 'Apply?', reminderKey: 'applyConfig' });
    await expect(second).resolves.toEqual({ confirmed: true, skipped: true });
    expect(ids(manager)).toEqual([]);
  });

  it('does not save the choice when the prompt is cancelled or the box is unchecked', async () => {
    const reminders = createMemoryReminderStore();
    const set = vi.spyOn(reminders, 'set');
    const manager = createModalManager({ reminders });
    const cancelled = manager.confirm({ id: 'p', reminderKey: 'k' });
    manager.close('p', { reason: 'button' });
    await cancelled;
    const unchecked = manager.confirm({ id: 'p', reminderKey: 'k' });
    manager.confirmPrompt('p', { doNotShowAgain: false });
    await unchecked;
    expect(set).not.toHaveBeenCalled();
    expect(manager.isReminderDisabled('k')).toBe(false);
  });

  it('shows the prompt again after resetReminder', async () => {
    const manager = createModalManager({ reminders: createMemoryReminderStore({ k: true }) });
    await expect(manager.confirm({ reminderKey: 'k' })).resolves.toMatchObject({ skipped: true });
    await manager.resetReminder('k');
    const shown = manager.confirm({ id: 'p', reminderKey: 'k' });
    expect(manager.get('p')).toBeDefined();
    manager.close('p');
    await expect(shown).resolves.toEqual({ confirmed: false });
  });

  it('never skips a prompt that asks for a value, and offers no reminder on it', () => {
    const manager = createModalManager({ reminders: createMemoryReminderStore({ k: true }) });
    void manager.confirm({ id: 'p', reminderKey: 'k', input: { label: 'Name' } });
    expect(manager.get('p')?.reminderKey).toBeUndefined();
  });

  it('still confirms, and tells the user, when the choice cannot be saved', async () => {
    const notify = vi.fn();
    const reminders: ReminderStore = {
      get: () => false,
      set: () => Promise.reject(new Error('offline')),
    };
    const manager = createModalManager({ notify, reminders });
    const answer = manager.confirm({ id: 'p', reminderKey: 'k' });
    manager.confirmPrompt('p', { doNotShowAgain: true });
    await expect(answer).resolves.toEqual({ confirmed: true });
    await vi.waitFor(() => expect(notify).toHaveBeenCalledOnce());
    expect(notify.mock.calls[0]?.[0]).toMatch(/could not be saved/);
    expect(notify.mock.calls[0]?.[1]).toBe('reminderSaveFailed');
  });
});
