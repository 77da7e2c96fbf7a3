/**
 * Where "Do not show again" choices are kept. `get(key)` is `true` when the user chose
 * not to see the prompt with that `reminderKey` again. The console backs it with
 * per-user storage (read synchronously from its cache, written through the API).
 */
export interface ReminderStore {
  get(key: string): boolean;
  set(key: string, value: boolean): Promise<void>;
}

/**
 * A {@link ReminderStore} in memory: the default of `createModalManager`, and handy in
 * tests. Choices last as long as the page.
 *
 * @example
 * const reminders = createMemoryReminderStore({ applyConfig: true });
 * reminders.get('applyConfig'); // true
 */
export function createMemoryReminderStore(initial: Readonly<Record<string, boolean>> = {}): ReminderStore {
  const flags = new Map(Object.entries(initial));
  return {
    get: (key) => flags.get(key) === true,
    set: (key, value) => {
      flags.set(key, value);
      return Promise.resolve();
    },
  };
}
