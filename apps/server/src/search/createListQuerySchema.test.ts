import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createListQuerySchema } from './createListQuerySchema.js';
import { KNOWN_LIST_FIELDS, KNOWN_SEARCH_FIELDS, LIST_KINDS } from './listKinds.js';

const known = { fields: KNOWN_LIST_FIELDS, searchFields: KNOWN_SEARCH_FIELDS };
const devices = createListQuerySchema(LIST_KINDS.devices, known);
const tags = createListQuerySchema(LIST_KINDS.tags, known);

describe('createListQuerySchema', () => {
  it('fills in the kind defaults', () => {
    expect(v.safeParse(devices, {}).output).toEqual({
      limit: 25,
      offset: 0,
      sort: { field: 'id', descending: false },
      q: null,
      fields: null,
      searchFields: ['name', 'serial', 'mac', 'model', 'original_model'],
    });
    expect(v.safeParse(tags, {}).output).toMatchObject({ sort: { field: 'name' }, searchFields: ['name'] });
  });

  it('reads sort direction, trimmed search text and fields with id first', () => {
    expect(
      v.safeParse(devices, {
        limit: '10',
        offset: '20',
        sort: '-name',
        q: '  rutx ',
        fields: 'name, serial,,name',
      }).output,
    ).toMatchObject({
      limit: 10,
      offset: 20,
      sort: { field: 'name', descending: true },
      q: 'rutx',
      fields: ['id', 'name', 'serial'],
    });
  });

  it("keeps the global search's fields a kind has and drops the ones only other kinds have", () => {
    const query = { fields: 'id,name,status,email,protocol,enabled,color', 'search-fields': 'name,email' };
    expect(v.safeParse(devices, query).output).toMatchObject({
      fields: ['id', 'name', 'status'],
      searchFields: ['name'],
    });
    expect(v.safeParse(tags, query).output).toMatchObject({
      fields: ['id', 'name', 'color'],
      searchFields: ['name'],
    });
    const users = createListQuerySchema(LIST_KINDS.users, known);
    expect(v.safeParse(users, query).output).toMatchObject({
      fields: ['id', 'name', 'email'],
      searchFields: ['name', 'email'],
    });
    // Only fields the kind lacks: q then matches nothing rather than everything.
    expect(v.safeParse(tags, { 'search-fields': 'email' }).output).toMatchObject({ searchFields: [] });
  });

  it('caps the limit per kind: 1000 devices, 100 of the other lists', () => {
    expect(v.safeParse(devices, { limit: '1000' }).success).toBe(true);
    expect(v.safeParse(tags, { limit: '100' }).success).toBe(true);
    expect(v.safeParse(tags, { limit: '101' }).issues?.[0]?.path?.[0]?.key).toBe('limit');
  });

  it.each([
    ['limit', { limit: '1.5' }],
    ['limit', { limit: '' }],
    ['offset', { offset: 'x' }],
    ['sort', { sort: '--name' }],
    ['sort', { sort: 'mac' }],
    ['sort', { sort: ['name', 'id'] }],
    ['q', { q: 'x'.repeat(201) }],
    ['fields', { fields: 'id,password_hash' }],
    ['search-fields', { 'search-fields': 'name,password_hash' }],
  ])('names %s in the issue', (key, query) => {
    const result = v.safeParse(devices, query);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.path?.[0]?.key).toBe(key);
  });
});
