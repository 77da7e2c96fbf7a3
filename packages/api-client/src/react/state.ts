import type { CurrentUser } from '@netfleet/contracts';
import { atom } from 'jotai';

/**
 * The signed-in user, set by the app once start-up has loaded it. Lives in the app's
 * own jotai store (this package never uses the default store).
 */
export const currentUserAtom = atom<CurrentUser | null>(null);
