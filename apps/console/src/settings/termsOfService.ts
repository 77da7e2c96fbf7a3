/** Local-storage flag of the accepted terms of service, dated by the terms' version (spec §5). */
export const TOS_ACCEPTED_KEY = 'tos_accepted_20230118';

/** Remembers that this browser's user accepted the terms. */
export function storeTosAccepted(storage: Pick<Storage, 'setItem'> | null): void {
  try {
    storage?.setItem(TOS_ACCEPTED_KEY, 'true');
  } catch {
    // The server holds the acceptance; the local flag is only a note.
  }
}
