import { describe, expect, it } from 'vitest';
import { parseConsoleSearch, stringifyConsoleSearch } from './searchParams.js';

describe('the console URL search params', () => {
  it('writes texts that read as numbers or JSON as they are, not in quotes', () => {
    expect(stringifyConsoleSearch({ status: '1', q: '1102', firmware_below: '7.6', seen: 'true' })).toBe(
      '?status=1&q=1102&firmware_below=7.6&seen=true',
    );
  });

  it('writes numbers as digits, leaves out undefined values, and writes nothing for no params', () => {
    expect(stringifyConsoleSearch({ page: 2, company_id: 15, sort: undefined })).toBe(
      '?page=2&company_id=15',
    );
    expect(stringifyConsoleSearch({ sort: undefined })).toBe('');
  });

  it('escapes what a URL cannot hold', () => {
    expect(stringifyConsoleSearch({ q: 'a&b=c d', after: 'eyJ2Ijoi+/=' })).toBe(
      '?q=a%26b%3Dc+d&after=eyJ2Ijoi%2B%2F%3D',
    );
  });

  it('reads every value back as its text: a serial stays a serial, "true" stays a word', () => {
    const search = parseConsoleSearch('?status=1&q=0012&firmware_below=7.60&term=true&empty=');
    expect({ ...search }).toEqual({
      status: '1',
      q: '0012',
      firmware_below: '7.60',
      term: 'true',
      empty: '',
    });
  });

  it('reads a repeated key as a list and round-trips it', () => {
    const search = parseConsoleSearch('tag_id=3&tag_id=5');
    expect(search.tag_id).toEqual(['3', '5']);
    expect(stringifyConsoleSearch(search)).toBe('?tag_id=3&tag_id=5');
  });

  it('round-trips what it writes', () => {
    const written = { q: 'RUT "north" 7', status: '0,1', page: '3' };
    expect({ ...parseConsoleSearch(stringifyConsoleSearch(written)) }).toEqual(written);
  });
});
