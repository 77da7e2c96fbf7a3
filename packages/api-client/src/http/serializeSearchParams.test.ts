import { describe, expect, it } from 'vitest';
import { serializeSearchParams } from './serializeSearchParams.js';

describe('serializeSearchParams', () => {
  it('joins arrays with commas', () => {
    expect(serializeSearchParams({ fields: ['id', 'name', 'status'] }).get('fields')).toBe('id,name,status');
  });

  it('skips null, undefined, empty strings and empty arrays', () => {
    const params = serializeSearchParams({ a: null, b: undefined, c: '', d: [], e: 0, f: false });
    expect([...params]).toEqual([
      ['e', '0'],
      ['f', 'false'],
    ]);
  });

  it('keeps the order of the given keys', () => {
    expect(serializeSearchParams({ q: 'rut', limit: 10 }).toString()).toBe('q=rut&limit=10');
  });
});
