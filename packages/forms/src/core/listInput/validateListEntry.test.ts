import { describe, expect, it } from 'vitest';
import { LIST_INPUT_MESSAGES } from './listInputOptions.js';
import { validateListEntry } from './validateListEntry.js';

describe('validateListEntry', () => {
  it('skips blank entries', () => {
    expect(validateListEntry('   ', [])).toEqual({ status: 'skip', reason: 'blank' });
  });

  it('adds a trimmed text entry', () => {
    expect(validateListEntry('  a  ', [])).toEqual({ status: 'add', value: 'a' });
  });

  it('coerces numbers and refuses what is not one', () => {
    expect(validateListEntry('42', [], { type: 'number' })).toEqual({ status: 'add', value: 42 });
    expect(validateListEntry('-1.5e2', [], { type: 'number' })).toEqual({ status: 'add', value: -150 });
    for (const text of ['0x10', 'abc', 'Infinity', '1 2']) {
      expect(validateListEntry(text, [], { type: 'number' })).toEqual({
        status: 'refuse',
        error: 'Please enter a number',
      });
    }
  });

  it('refuses entries beyond maxItems', () => {
    expect(validateListEntry('c', ['a', 'b'], { maxItems: 2 })).toEqual({
      status: 'refuse',
      error: 'Maximum 2 items allowed',
    });
    expect(validateListEntry('c', ['a'], { maxItems: 2 }).status).toBe('add');
  });

  it('refuses duplicates with uniqueItems and drops them silently with noDupes', () => {
    expect(validateListEntry('a', ['a'], { uniqueItems: true })).toEqual({
      status: 'refuse',
      error: 'a is already in the list',
    });
    expect(validateListEntry('a', ['a'], { noDupes: true })).toEqual({ status: 'skip', reason: 'duplicate' });
    expect(validateListEntry('a', ['a'], { noDupes: true, uniqueItems: true }).status).toBe('skip');
    expect(validateListEntry('A', ['a'], { uniqueItems: true }).status).toBe('add');
    expect(validateListEntry('a', ['a']).status).toBe('add');
  });

  it('compares coerced numbers for duplicates', () => {
    expect(validateListEntry('01', [1], { type: 'number', uniqueItems: true }).status).toBe('refuse');
  });

  it('drops a duplicate silently even when the list is full', () => {
    expect(validateListEntry('a', ['a'], { noDupes: true, maxItems: 1 }).status).toBe('skip');
  });

  it('applies a string pattern to the whole entry, like the HTML attribute', () => {
    const options = { pattern: '[0-9]{3}' };
    expect(validateListEntry('123', [], options).status).toBe('add');
    expect(validateListEntry('1234', [], options)).toEqual({
      status: 'refuse',
      error: LIST_INPUT_MESSAGES.pattern,
    });
  });

  it('applies a RegExp pattern as given, even a global one twice', () => {
    const options = { pattern: /^a/g };
    expect(validateListEntry('ab', [], options).status).toBe('add');
    expect(validateListEntry('ab', [], options).status).toBe('add');
    expect(validateListEntry('ba', [], options).status).toBe('refuse');
  });

  it('ignores pattern for numbers and min/max for text, as the browser does', () => {
    expect(validateListEntry('5', [], { type: 'number', pattern: 'x' }).status).toBe('add');
    expect(validateListEntry('zzz', [], { min: 10, max: 1 }).status).toBe('add');
  });

  it('checks min and max of numbers', () => {
    const options = { type: 'number' as const, min: 1, max: 65535 };
    expect(validateListEntry('0', [], options)).toEqual({
      status: 'refuse',
      error: 'Value must be greater than or equal to 1',
    });
    expect(validateListEntry('65536', [], options)).toEqual({
      status: 'refuse',
      error: 'Value must be less than or equal to 65535',
    });
    expect(validateListEntry('80', [], options)).toEqual({ status: 'add', value: 80 });
  });

  it('checks item lengths in characters', () => {
    const options = { minItemLength: 2, maxItemLength: 3 };
    expect(validateListEntry('a', [], options)).toEqual({
      status: 'refuse',
      error: 'Please lengthen this text to 2 characters or more',
    });
    expect(validateListEntry('abcd', [], options)).toEqual({
      status: 'refuse',
      error: 'Please shorten this text to 3 characters or less',
    });
    expect(validateListEntry('😀😀', [], options).status).toBe('add');
  });
});
