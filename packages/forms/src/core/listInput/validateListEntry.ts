import { LIST_INPUT_MESSAGES, type ListInputOptions, type ListItem } from './listInputOptions.js';

/** What happens to one entry: added (as `value`), skipped without a word, or refused with `error`. */
export type ListEntryResult =
  | { status: 'add'; value: ListItem }
  | { status: 'skip'; reason: 'blank' | 'duplicate' }
  | { status: 'refuse'; error: string };

// The grammar of <input type="number">: no hex, no Infinity, no blanks.
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function toPattern(pattern: string | RegExp): RegExp {
  // A string pattern behaves like the HTML attribute: it must match the whole entry.
  return typeof pattern === 'string' ? new RegExp(`^(?:${pattern})$`, 'u') : pattern;
}

/**
 * Decides one typed or pasted entry against the items already in the list. In order:
 * blank entries are skipped; `type: 'number'` coerces (refusing what is not a number);
 * a duplicate is dropped (`noDupes`) or refused (`uniqueItems`); an entry beyond
 * `maxItems` is refused; then `pattern` (text), `min`/`max` (numbers) and the item
 * lengths apply. Text duplicates compare exactly (case-sensitive).
 */
export function validateListEntry(
  text: string,
  items: readonly ListItem[],
  options: ListInputOptions = {},
): ListEntryResult {
  const entry = text.trim();
  if (entry === '') return { status: 'skip', reason: 'blank' };

  let value: ListItem = entry;
  if (options.type === 'number') {
    if (!NUMBER.test(entry)) return { status: 'refuse', error: LIST_INPUT_MESSAGES.notNumber };
    value = Number(entry);
  }

  if ((options.noDupes || options.uniqueItems) && items.includes(value)) {
    return options.noDupes
      ? { status: 'skip', reason: 'duplicate' }
      : { status: 'refuse', error: LIST_INPUT_MESSAGES.duplicate(value) };
  }
  if (options.maxItems !== undefined && items.length >= options.maxItems) {
    return { status: 'refuse', error: LIST_INPUT_MESSAGES.maxItems(options.maxItems) };
  }

  if (typeof value === 'string' && options.pattern !== undefined) {
    const pattern = toPattern(options.pattern);
    pattern.lastIndex = 0;
    if (!pattern.test(value)) return { status: 'refuse', error: LIST_INPUT_MESSAGES.pattern };
  }
  if (typeof value === 'number') {
    if (options.min !== undefined && value < options.min) {
      return { status: 'refuse', error: LIST_INPUT_MESSAGES.min(options.min) };
    }
    if (options.max !== undefined && value > options.max) {
      return { status: 'refuse', error: LIST_INPUT_MESSAGES.max(options.max) };
    }
  }
  const length = [...entry].length;
  if (options.minItemLength !== undefined && length < options.minItemLength) {
    return { status: 'refuse', error: LIST_INPUT_MESSAGES.minLength(options.minItemLength) };
  }
  if (options.maxItemLength !== undefined && length > options.maxItemLength) {
    return { status: 'refuse', error: LIST_INPUT_MESSAGES.maxLength(options.maxItemLength) };
  }
  return { status: 'add', value };
}
