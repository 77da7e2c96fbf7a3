import { type CsvColumnOptions, parseCsvColumn } from './csv.js';
import {
  addListEntries,
  addListItems,
  cutEntries,
  isAddKey,
  type ListInputChange,
  pasteListEntries,
  removeLastOnBackspace,
  removeListItem,
} from './listInput.js';
import { DEFAULT_ADD_KEYS, type ListInputOptions, type ListItem } from './listInputOptions.js';

/** A list input's rules bound to its options; every method is pure. */
export interface ListInputModel {
  readonly options: Readonly<ListInputOptions> & { addKeys: readonly string[] };
  isAddKey(key: string): boolean;
  add(items: readonly ListItem[], text: string): ListInputChange;
  paste(items: readonly ListItem[], text: string): ListInputChange;
  /** Adds one column of a CSV text, entries treated like pasted ones. */
  importCsv(items: readonly ListItem[], csv: string, csvOptions?: CsvColumnOptions): ListInputChange;
  backspace(items: readonly ListItem[], input: string): readonly ListItem[];
  remove(items: readonly ListItem[], index: number): ListItem[];
}

/**
 * Binds the list input rules to one input's options.
 *
 * @example
 * const serials = createListInput({ maxItems: 2, noDupes: true });
 * serials.paste([], 'a, b\na, c'); // items ['a', 'b'], error 'Maximum 2 items allowed', input 'c'
 */
export function createListInput(options: ListInputOptions = {}): ListInputModel {
  const resolved = { ...options, addKeys: options.addKeys ?? DEFAULT_ADD_KEYS };
  return {
    options: resolved,
    isAddKey: (key) => isAddKey(key, resolved),
    add: (items, text) => addListEntries(items, text, resolved),
    paste: (items, text) => pasteListEntries(items, text, resolved),
    importCsv: (items, csv, csvOptions) =>
      addListItems(items, cutEntries(parseCsvColumn(csv, csvOptions), resolved), resolved),
    backspace: removeLastOnBackspace,
    remove: removeListItem,
  };
}
