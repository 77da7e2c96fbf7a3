import { DEFAULT_ADD_KEYS, type ListInputOptions, type ListItem } from './listInputOptions.js';
import { validateListEntry } from './validateListEntry.js';

/** The outcome of adding entries: the new list, and what to show and keep in the text box. */
export interface ListInputChange {
  /** The list after the change (a new array when something was added). */
  items: ListItem[];
  /** Entries added, in order. */
  added: ListItem[];
  /** Entries refused, each with its message. */
  refused: { text: string; error: string }[];
  /** The first refusal's message, or `null`. */
  error: string | null;
  /** What the text box should hold now: empty, or the refused entries for the user to fix. */
  input: string;
}

const KEY_SEPARATORS: Readonly<Record<string, readonly string[]>> = {
  Enter: ['\r\n', '\n', '\r'],
  Tab: ['\t'],
};

/** The characters that split typed or pasted text into entries: one per add key. */
export function listSeparators(addKeys: readonly string[] = DEFAULT_ADD_KEYS): string[] {
  return addKeys.flatMap((key) => KEY_SEPARATORS[key] ?? ([...key].length === 1 ? [key] : []));
}

/** True when `key` (a `KeyboardEvent.key`) adds the typed entry. */
export function isAddKey(key: string, options: Pick<ListInputOptions, 'addKeys'> = {}): boolean {
  return (options.addKeys ?? DEFAULT_ADD_KEYS).includes(key);
}

/** Splits text on the add separators (comma and newline by default); entries are not trimmed. */
export function splitListText(text: string, addKeys: readonly string[] = DEFAULT_ADD_KEYS): string[] {
  let parts = [text];
  for (const separator of listSeparators(addKeys)) parts = parts.flatMap((part) => part.split(separator));
  return parts;
}

// Refused entries go back to the text box joined by an add key, so adding again retries
// each; without a one-character add key only the first (whose error shows) is kept.
function refusedInput(refused: ListInputChange['refused'], addKeys: readonly string[]): string {
  const joiner = addKeys.find((key) => key !== 'Enter' && key !== 'Tab' && [...key].length === 1);
  if (joiner === undefined) return refused[0]?.text ?? '';
  return refused.map((entry) => entry.text).join(joiner === ',' ? ', ' : joiner);
}

/**
 * Adds entries that are already split (typed, pasted or read from a CSV column), each
 * checked against the list as it grows.
 */
export function addListItems(
  items: readonly ListItem[],
  entries: readonly string[],
  options: ListInputOptions = {},
): ListInputChange {
  const next = [...items];
  const added: ListItem[] = [];
  const refused: ListInputChange['refused'] = [];
  for (const entry of entries) {
    const result = validateListEntry(entry, next, options);
    if (result.status === 'add') {
      next.push(result.value);
      added.push(result.value);
    } else if (result.status === 'refuse') {
      refused.push({ text: entry.trim(), error: result.error });
    }
  }
  return {
    items: added.length > 0 ? next : [...items],
    added,
    refused,
    error: refused[0]?.error ?? null,
    input: refusedInput(refused, options.addKeys ?? DEFAULT_ADD_KEYS),
  };
}

/**
 * Adds what the user typed when an add key is pressed (or the input loses focus). Text
 * holding separators adds each entry.
 *
 * @example
 * addListEntries(['a'], 'b', {}).items; // ['a', 'b']
 * addListEntries([1], '1', { type: 'number', uniqueItems: true }).error; // '1 is already in the list'
 */
export function addListEntries(
  items: readonly ListItem[],
  text: string,
  options: ListInputOptions = {},
): ListInputChange {
  return addListItems(items, splitListText(text, options.addKeys), options);
}

/**
 * Adds pasted text: split on the add separators, each entry trimmed and cut to
 * `maxItemLength`, then checked like typed entries.
 */
export function pasteListEntries(
  items: readonly ListItem[],
  text: string,
  options: ListInputOptions = {},
): ListInputChange {
  return addListItems(items, cutEntries(splitListText(text, options.addKeys), options), options);
}

/** Trims entries and cuts each to `maxItemLength` (characters, not UTF-16 units). */
export function cutEntries(
  entries: readonly string[],
  options: Pick<ListInputOptions, 'maxItemLength'>,
): string[] {
  const max = options.maxItemLength;
  return entries.map((entry) => {
    const trimmed = entry.trim();
    return max === undefined ? trimmed : [...trimmed].slice(0, max).join('');
  });
}

/** Backspace in an empty text box removes the last item; otherwise the list is returned as is. */
export function removeLastOnBackspace(items: readonly ListItem[], input: string): readonly ListItem[] {
  return input === '' && items.length > 0 ? items.slice(0, -1) : items;
}

/** The list without the item at `index`. */
export function removeListItem(items: readonly ListItem[], index: number): ListItem[] {
  return items.filter((_, position) => position !== index);
}
