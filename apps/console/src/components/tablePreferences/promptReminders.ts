import type { UserStorage } from '@netfleet/api-client';

/**
 * Prefix of the per-user storage keys where the modal manager keeps a prompt's "do not show
 * again" (spec forms §4): `prompt.{reminderKey}` = `'true'` (see `createConsole`'s reminders).
 */
export const PROMPT_REMINDER_PREFIX = 'prompt.';

/** The prompts the user asked not to see again (their reminder keys). */
export function silencedPrompts(entries: ReadonlyMap<string, string>): string[] {
  return [...entries]
    .filter(([key, value]) => key.startsWith(PROMPT_REMINDER_PREFIX) && value === 'true')
    .map(([key]) => key.slice(PROMPT_REMINDER_PREFIX.length));
}

/** Shows every silenced prompt again: their flags are removed from the per-user storage. */
export async function reenablePrompts(storage: Pick<UserStorage, 'getSnapshot' | 'remove'>): Promise<number> {
  const keys = silencedPrompts(storage.getSnapshot());
  await Promise.all(keys.map((key) => storage.remove(`${PROMPT_REMINDER_PREFIX}${key}`)));
  return keys.length;
}
