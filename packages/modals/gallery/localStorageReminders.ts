import type { ReminderStore } from '../src/core/reminders.js';

/** Prefix of the gallery's "Do not show again" flags in localStorage. */
export const REMINDER_PREFIX = 'nf-modals-gallery.reminder.';

/**
 * A {@link ReminderStore} in `localStorage`, so a "Do not show again" choice survives a
 * reload (the console keeps it in per-user storage instead). Only `true` is stored;
 * `set(key, false)` removes the flag.
 */
export function createLocalStorageReminders(storage: Storage = window.localStorage): ReminderStore {
  return {
    get: (key) => storage.getItem(REMINDER_PREFIX + key) === 'true',
    // `async`: a storage that throws (quota, privacy mode) rejects, and the manager notifies.
    async set(key, value) {
      if (value) storage.setItem(REMINDER_PREFIX + key, 'true');
      else storage.removeItem(REMINDER_PREFIX + key);
    },
  };
}
