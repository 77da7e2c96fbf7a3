import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { COMPANY_LIST } from './companyList.js';
import { DEVICE_LIST } from './deviceList.js';
import { decodeListCursor, encodeListCursor } from './listCursor.js';
import { listQuerySchema, nextListCursor } from './listQuerySchema.js';
import { DeviceListQuerySchema, SEARCH_LIST_NAMES, TagListQuerySchema } from './listQuerySchemas.js';
import { ROLE_LIST } from './roleList.js';
import { TAG_LIST } from './tagList.js';
import { USER_LIST } from './userList.js';

const devices = DeviceListQuerySchema;
const tags = TagListQuerySchema;

describe('listQuerySchema', () => {
  it('fills in the spec defaults', () => {
    expect(v.parse(devices, {})).toEqual({
      limit: 25,
      offset: 0,
      after: null,
      sort: { field: 'id', descending: false },
      q: null,
      fields: [...DEVICE_LIST.fields],
      searchFields: ['name', 'serial', 'mac', 'imei'],
      filters: {},
    });
    expect(v.parse(tags, {})).toMatchObject({ sort: { field: 'name' }, searchFields: ['name'] });
    // A spec's default fields leave out the fields only named on request.
    expect(v.parse(listQuerySchema(ROLE_LIST), {}).fields).toEqual([
      'id',
      'name',
      'title',
      'company_id',
      'permissions_count',
    ]);
  });

  it('reads sort direction, trimmed search text and fields with id first', () => {
    expect(
      v.parse(devices, {
        limit: '10',
        offset: '20',
        sort: '-name',
        q: '  rutx ',
        fields: 'name, serial,,name',
      }),
    ).toMatchObject({
      limit: 10,
      offset: 20,
      sort: { field: 'name', descending: true },
      q: 'rutx',
      fields: ['id', 'name', 'serial'],
    });
  });

  it("keeps the global search's fields a list has and ignores the other ones it sends", () => {
    const query = { fields: 'id,name,status,email,protocol,enabled,color', 'search-fields': 'name,email' };
    expect(v.parse(devices, query)).toMatchObject({
      fields: ['id', 'name', 'status'],
      searchFields: ['name'],
    });
    expect(v.parse(tags, query)).toMatchObject({ fields: ['id', 'name', 'color'], searchFields: ['name'] });
    expect(v.parse(listQuerySchema(USER_LIST, { tolerate: SEARCH_LIST_NAMES }), query)).toMatchObject({
      fields: ['id', 'name', 'status', 'email'],
      searchFields: ['name', 'email'],
    });
    // Only fields the list lacks: q then matches nothing rather than everything.
    expect(v.parse(tags, { 'search-fields': 'email' })).toMatchObject({ searchFields: [] });
    // A name only another search list has is ignored too; a list outside search refuses it.
    expect(v.parse(tags, { fields: 'id,serial' }).fields).toEqual(['id']);
    expect(v.safeParse(listQuerySchema(TAG_LIST), { fields: 'id,serial' }).success).toBe(false);
  });

  it('reads the filters of the spec and types them', () => {
    const query = v.parse(devices, { company_id: '12', subsidiaries: '1' });
    expect(query.filters).toEqual({ company_id: 12, subsidiaries: true });
    expectTypeOf(query.filters.company_id).toEqualTypeOf<number | undefined>();
    expect(
      v.parse(listQuerySchema(COMPANY_LIST, { tolerate: SEARCH_LIST_NAMES }), {
        parent_id: '3',
        company_id: '4',
      }).filters,
    ).toEqual({
      parent_id: 3,
    });
  });

  it('caps the limit per spec: 1000 devices, 100 of the other lists', () => {
    expect(v.safeParse(devices, { limit: '1000' }).success).toBe(true);
    expect(v.safeParse(tags, { limit: '100' }).success).toBe(true);
    expect(v.safeParse(tags, { limit: '101' }).issues?.[0]?.path?.[0]?.key).toBe('limit');
  });

  it('takes a cursor of the same sort instead of an offset', () => {
    const next = nextListCursor({ field: 'name', descending: true }, 'RUTX11 Ålesund', 42);
    expect(v.parse(devices, { sort: '-name', after: next }).after).toEqual({
      sort: '-name',
      value: 'RUTX11 Ålesund',
      id: 42,
    });
    expect(v.safeParse(devices, { sort: 'name', after: next }).issues?.[0]?.message).toBe(
      'after belongs to another sort; start again',
    );
    expect(
      v.safeParse(devices, { sort: '-name', after: next, offset: '25' }).issues?.[0]?.path?.[0]?.key,
    ).toBe('after');
  });

  it.each([
    ['limit', { limit: '1.5' }],
    ['limit', { limit: '' }],
    ['limit', { limit: 'abc' }],
    ['offset', { offset: 'x' }],
    ['sort', { sort: '--name' }],
    ['sort', { sort: 'tags' }],
    ['sort', { sort: ['name', 'id'] }],
    ['q', { q: 'x'.repeat(201) }],
    ['fields', { fields: 'id,password_hash' }],
    ['search-fields', { 'search-fields': 'name,password_hash' }],
    ['after', { after: 'not a cursor' }],
    ['after', { after: 'WzEsMl0' }],
    ['company_id', { company_id: 'x' }],
    ['subsidiaries', { subsidiaries: 'maybe' }],
  ])('names %s in the issue', (key, query) => {
    const result = v.safeParse(devices, query);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.path?.[0]?.key).toBe(key);
    expect(result.issues?.[0]?.message).toContain(key);
  });

  it.each([
    [{ company_id: 'x1' }, 'company_id must be a whole number'],
    [{ company_id: '99999999999' }, 'company_id must be at most 9 digits'],
    [{ tag_id: '3,x' }, 'tag_id must be whole numbers'],
    [{ tag_id: '3,99999999999' }, 'tag_id must be at most 9 digits each'],
  ])('tells an id that is no number from one too long: %o', (query, message) => {
    const result = v.safeParse(devices, query);
    expect(result.issues?.map((issue) => issue.message)).toEqual([message]);
  });
});

describe('list cursors', () => {
  it('round-trip through base64url text', () => {
    const cursor = { sort: '-created_at', value: '2026-01-02T03:04:05.000Z', id: 7 };
    const text = encodeListCursor(cursor);
    expect(text).toMatch(/^[\w-]+$/);
    expect(decodeListCursor(text)).toEqual(cursor);
  });

  it.each(['', '*', 'a', 'bnVsbA', 'WyJpZCIsbnVsbCwxXQ', 'WyJpZCIsMSwxLjVd', '_w'])('refuse %j', (text) => {
    expect(decodeListCursor(text)).toBeNull();
  });
});
