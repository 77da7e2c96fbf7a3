import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DeviceDataUsageQuerySchema, DeviceSeriesQuerySchema } from './deviceSeries.js';
import { timestampFilter } from './lists/listFilters.js';
import { isStorableTime } from './storableTime.js';

describe('isStorableTime', () => {
  it.each([
    ['2026-11-23T10:00:00Z', true],
    ['2026-11-23', true],
    ['0001-01-01T00:00:00Z', true],
    ['9999-12-31', true],
    ['2024-02-29', true],
    // No year 0 in PostgreSQL, though every ISO pattern and Date.UTC (as 1900) take it.
    ['0000-01-01T00:00:00Z', false],
    ['0000-01-01', false],
    ['2026-02-30', false],
    ['2025-02-29', false],
    ['2026-13-01T00:00:00Z', false],
    ['yesterday', false],
  ])('%s → %s', (text, storable) => {
    expect(isStorableTime(text)).toBe(storable);
  });
});

describe('the schemas that take times refuse the ones the database cannot store, naming the field', () => {
  it('device series, data usage and list filters', () => {
    const series = v.safeParse(DeviceSeriesQuerySchema, { from: '0000-01-01T00:00:00Z' });
    expect(series.issues?.[0]?.message).toBe('from must be a real time, such as 2026-11-23T10:00:00Z');
    const usage = v.safeParse(DeviceDataUsageQuerySchema, { from: '2026-02-30' });
    expect(usage.issues?.[0]?.message).toBe('from must be a real date, such as 2026-11-01');
    const filter = v.safeParse(timestampFilter('seen_after'), '0000-06-01T00:00:00Z');
    expect(filter.issues?.[0]?.message).toBe('seen_after must be a real date and time');
    expect(v.parse(timestampFilter('seen_after'), '0001-06-01')).toBe('0001-06-01T00:00:00.000Z');
  });
});
