import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { ownSearchKeys, parseConsoleSearch, stringifyConsoleSearch } from './searchParams.js';

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

describe('a route that owns its search keys', () => {
  const validate = ownSearchKeys(['seen', 'page'], (raw) =>
    raw.seen === '1h' ? { seen: '1h' as const } : {},
  );

  it('gives back every key it owns, undefined where the URL held nothing valid', () => {
    expect(Object.entries(validate({ seen: 'forever', other: 'x' }))).toEqual([
      ['seen', undefined],
      ['page', undefined],
    ]);
    expect(validate({ seen: '1h' })).toEqual({ seen: '1h' });
  });

  it('keeps a malformed value the router passes on from the URL away from the page', async () => {
    const root = createRootRoute();
    const page = createRoute({ getParentRoute: () => root, path: '/', validateSearch: validate });
    const router = createRouter({
      routeTree: root.addChildren([page]),
      history: createMemoryHistory({ initialEntries: ['/?seen=forever&page=x&other=kept'] }),
      parseSearch: parseConsoleSearch,
      stringifySearch: stringifyConsoleSearch,
    });
    await router.load();
    const search = router.state.matches.at(-1)?.search as Record<string, unknown>;
    expect([search.seen, search.page, search.other]).toEqual([undefined, undefined, 'kept']);
  });
});
