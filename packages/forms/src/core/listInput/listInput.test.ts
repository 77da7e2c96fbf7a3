import { describe, expect, it } from 'vitest';
import { createListInput } from './createListInput.js';
import {
  CSV_TOO_LARGE_MESSAGE,
  NOT_CSV_MESSAGE,
  parseCsv,
  parseCsvColumn,
  readCsvColumn,
  validateCsvFile,
} from './csv.js';
import {
  addListEntries,
  addListItems,
  cutEntries,
  isAddKey,
  listSeparators,
  pasteListEntries,
  removeLastOnBackspace,
  removeListItem,
  splitListText,
} from './listInput.js';
import { DEFAULT_ADD_KEYS } from './listInputOptions.js';

describe('add keys and separators', () => {
  it('defaults to Enter and comma', () => {
    expect(DEFAULT_ADD_KEYS).toEqual(['Enter', ',']);
    expect(isAddKey('Enter')).toBe(true);
    expect(isAddKey(',')).toBe(true);
    expect(isAddKey(';')).toBe(false);
    expect(isAddKey(';', { addKeys: [';'] })).toBe(true);
  });

  it('maps keys to the characters that split text', () => {
    expect(listSeparators()).toEqual(['\r\n', '\n', '\r', ',']);
    expect(listSeparators(['Tab', ' ', 'Escape'])).toEqual(['\t', ' ']);
  });

  it('splits text on commas and every newline style', () => {
    expect(splitListText('a,b\nc\r\nd\re')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(splitListText('a,b', ['Enter'])).toEqual(['a,b']);
  });
});

describe('addListEntries', () => {
  it('adds a typed entry and empties the text box', () => {
    const change = addListEntries(['a'], ' b ');
    expect(change).toEqual({ items: ['a', 'b'], added: ['b'], refused: [], error: null, input: '' });
  });

  it('ignores a blank entry without an error', () => {
    const items = ['a'];
    const change = addListEntries(items, '  ');
    expect(change.items).toEqual(['a']);
    expect(change.items).not.toBe(items);
    expect(change.error).toBeNull();
  });

  it('keeps a refused entry in the text box with its message', () => {
    const change = addListEntries(['a'], 'a', { uniqueItems: true });
    expect(change.items).toEqual(['a']);
    expect(change.error).toBe('a is already in the list');
    expect(change.input).toBe('a');
  });

  it('adds every entry of text holding separators, refusing those beyond maxItems', () => {
    const change = addListEntries([], 'a,b,c,d', { maxItems: 2 });
    expect(change.items).toEqual(['a', 'b']);
    expect(change.refused).toEqual([
      { text: 'c', error: 'Maximum 2 items allowed' },
      { text: 'd', error: 'Maximum 2 items allowed' },
    ]);
    expect(change.input).toBe('c, d');
  });

  it('joins refused entries with a custom add key, or keeps only the first', () => {
    expect(addListEntries([], 'a;b', { addKeys: [';'], maxItems: 0 }).input).toBe('a;b');
    expect(addListEntries([], 'a\nb', { addKeys: ['Enter'], maxItems: 0 }).input).toBe('a');
  });

  it('coerces numbers', () => {
    expect(addListEntries([1], '2, 3', { type: 'number' }).items).toEqual([1, 2, 3]);
  });
});

describe('pasteListEntries', () => {
  it('splits on commas and newlines, trims and cuts each entry to maxItemLength', () => {
    const change = pasteListEntries([], ' abcdef ,\n gh \n\n,', { maxItemLength: 4 });
    expect(change.items).toEqual(['abcd', 'gh']);
    expect(change.error).toBeNull();
  });

  it('drops duplicates silently with noDupes, also within the pasted text', () => {
    expect(pasteListEntries(['a'], 'a,b,b,c', { noDupes: true }).items).toEqual(['a', 'b', 'c']);
  });

  it('refuses duplicates with uniqueItems, also within the pasted text', () => {
    const change = pasteListEntries([], 'a,b,a', { uniqueItems: true });
    expect(change.items).toEqual(['a', 'b']);
    expect(change.error).toBe('a is already in the list');
  });

  it('adds one pasted entry too', () => {
    expect(pasteListEntries([], 'x').items).toEqual(['x']);
  });
});

describe('list edits', () => {
  it('Backspace on an empty text box removes the last item', () => {
    expect(removeLastOnBackspace(['a', 'b'], '')).toEqual(['a']);
    const items = ['a'];
    expect(removeLastOnBackspace(items, 'x')).toBe(items);
    const empty: string[] = [];
    expect(removeLastOnBackspace(empty, '')).toBe(empty);
  });

  it('removes an item by index', () => {
    expect(removeListItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('cuts entries by characters', () => {
    expect(cutEntries([' 😀😀😀 '], { maxItemLength: 2 })).toEqual(['😀😀']);
    expect(cutEntries([' a '], {})).toEqual(['a']);
  });

  it('adds pre-split entries', () => {
    expect(addListItems([], ['a,b']).items).toEqual(['a,b']);
  });
});

describe('CSV', () => {
  it('validates the file type and size', () => {
    expect(validateCsvFile({ type: 'text/csv', size: 10 })).toBeNull();
    expect(validateCsvFile({ type: 'application/vnd.ms-excel', size: 10 })).toBe('Not a CSV file selected');
    expect(validateCsvFile({ type: 'text/csv', size: 83886080 })).toBe('File size must be lower than 80MB');
    expect(validateCsvFile({ type: 'text/csv', size: 83886079 })).toBeNull();
  });

  it('parses quoted fields, doubled quotes, CRLF and a BOM', () => {
    expect(parseCsv('\ufeffa,"b,1"\r\n"say ""hi""",c\n"multi\nline",d')).toEqual([
      ['a', 'b,1'],
      ['say "hi"', 'c'],
      ['multi\nline', 'd'],
    ]);
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('a,\n')).toEqual([['a', '']]);
  });

  it('reads one column, trimmed, blanks dropped, header skipped on request', () => {
    const csv = 'serial,name\n 1100 ,a\n,b\n"1101",c\nshort';
    expect(parseCsvColumn(csv)).toEqual(['serial', '1100', '1101', 'short']);
    expect(parseCsvColumn(csv, { skipHeader: true })).toEqual(['1100', '1101', 'short']);
    expect(parseCsvColumn(csv, { column: 1, skipHeader: true })).toEqual(['a', 'b', 'c']);
  });

  it('reads a chosen file, or gives the toast text', async () => {
    const text = async () => 'a\nb';
    expect(await readCsvColumn({ name: 'a.csv', type: 'text/csv', size: 3, text })).toEqual({
      entries: ['a', 'b'],
    });
    expect(await readCsvColumn({ name: 'a.txt', type: 'text/plain', size: 3, text })).toEqual({
      error: NOT_CSV_MESSAGE,
    });
    expect(await readCsvColumn({ name: 'a.csv', type: 'text/csv', size: 9e7, text })).toEqual({
      error: CSV_TOO_LARGE_MESSAGE,
    });
  });
});

describe('createListInput', () => {
  it('binds the options', () => {
    const serials = createListInput({ maxItems: 2, noDupes: true });
    expect(serials.options.addKeys).toEqual(['Enter', ',']);
    expect(serials.isAddKey(',')).toBe(true);
    const change = serials.paste([], 'a, b\na, c');
    expect(change.items).toEqual(['a', 'b']);
    expect(change.error).toBe('Maximum 2 items allowed');
    expect(change.input).toBe('c');
    expect(serials.add(['a'], 'b').items).toEqual(['a', 'b']);
    expect(serials.backspace(['a'], '')).toEqual([]);
    expect(serials.remove(['a', 'b'], 0)).toEqual(['b']);
  });

  it('imports a CSV column, keeping commas inside quoted cells', () => {
    const ports = createListInput({ type: 'number', max: 65535, maxItemLength: 5 });
    const change = ports.importCsv([22], 'port\n80\n"443"\n70000', { skipHeader: true });
    expect(change.items).toEqual([22, 80, 443]);
    expect(change.error).toBe('Value must be less than or equal to 65535');
    const names = createListInput();
    expect(names.importCsv([], '"a,b"\nc').items).toEqual(['a,b', 'c']);
  });
});
