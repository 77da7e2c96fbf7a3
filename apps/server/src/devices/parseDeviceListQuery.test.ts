import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DeviceListQuerySchema } from './parseDeviceListQuery.js';

const parse = (query: Record<string, unknown>) => v.safeParse(DeviceListQuerySchema, query);

describe('DeviceListQuerySchema', () => {
  it('fills in the defaults', () => {
    expect(parse({}).output).toEqual({
      limit: 25,
      offset: 0,
      sort: { field: 'id', descending: false },
      q: null,
      fields: null,
    });
  });

  it('reads sort direction, trimmed search text and fields with id first', () => {
    expect(
      parse({ limit: '10', offset: '20', sort: '-name', q: '  rutx ', fields: 'name, serial,,name' }).output,
    ).toEqual({
      limit: 10,
      offset: 20,
      sort: { field: 'name', descending: true },
      q: 'rutx',
      fields: ['id', 'name', 'serial'],
    });
  });

  it.each([
    ['limit', { limit: '1.5' }],
    ['limit', { limit: '' }],
    ['offset', { offset: 'x' }],
    ['sort', { sort: '--name' }],
    ['sort', { sort: 'mac' }],
    ['q', { q: 'x'.repeat(201) }],
    ['fields', { fields: 'id,password_hash' }],
  ])('names %s in the issue', (key, query) => {
    const result = parse(query);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.path?.[0]?.key).toBe(key);
  });
});
