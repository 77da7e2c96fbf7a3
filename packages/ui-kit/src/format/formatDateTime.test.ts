import { describe, expect, it } from 'vitest';
import { DATE_TIME_FORMAT, formatDate, formatDateTime } from './formatDateTime.js';
import { isValidTimeZone, toDate } from './toDate.js';

const MOMENT = '2024-01-02T03:04:05Z';

describe('formatDateTime', () => {
  it('uses YYYY-MM-DD HH:mm:ss with a 24-hour clock', () => {
    expect(DATE_TIME_FORMAT).toBe('yyyy-MM-dd HH:mm:ss');
    expect(formatDateTime('2024-07-09T15:06:07Z', { timeZone: 'UTC' })).toBe('2024-07-09 15:06:07');
  });

  it('honours the chosen time zone', () => {
    expect(formatDateTime(MOMENT, { timeZone: 'Asia/Tokyo' })).toBe('2024-01-02 12:04:05');
    expect(formatDateTime(MOMENT, { timeZone: 'Europe/Oslo' })).toBe('2024-01-02 04:04:05');
    expect(formatDateTime(MOMENT, { timeZone: 'America/Los_Angeles' })).toBe('2024-01-01 19:04:05');
    expect(formatDateTime(MOMENT, { timeZone: 'Europe/Kyiv' })).toBe('2024-01-02 05:04:05');
  });

  it('follows daylight saving time in the zone', () => {
    expect(formatDateTime('2024-03-31T00:30:00Z', { timeZone: 'Europe/Oslo' })).toBe('2024-03-31 01:30:00');
    expect(formatDateTime('2024-03-31T01:30:00Z', { timeZone: 'Europe/Oslo' })).toBe('2024-03-31 03:30:00');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const ms = Date.parse(MOMENT);
    expect(formatDateTime(new Date(ms), { timeZone: 'UTC' })).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(ms, { timeZone: 'UTC' })).toBe('2024-01-02 03:04:05');
  });

  it('uses the browser zone for an unknown or empty zone', () => {
    const local = formatDateTime(MOMENT);
    expect(formatDateTime(MOMENT, { timeZone: 'Mars/Olympus' })).toBe(local);
    expect(formatDateTime(MOMENT, { timeZone: null })).toBe(local);
  });

  it("gives '-' for unknown values", () => {
    for (const value of [null, undefined, '', 'not a date', Number.NaN]) {
      expect(formatDateTime(value as never)).toBe('-');
      expect(formatDate(value as never)).toBe('-');
    }
  });
});

describe('formatDate', () => {
  it('formats the calendar day in the zone', () => {
    expect(formatDate('2024-01-01T23:30:00Z', { timeZone: 'Asia/Tokyo' })).toBe('2024-01-02');
    expect(formatDate('2024-01-01T23:30:00Z', { timeZone: 'UTC' })).toBe('2024-01-01');
  });
});

describe('toDate and isValidTimeZone', () => {
  it('parse what the API sends', () => {
    expect(toDate(MOMENT)?.toISOString()).toBe('2024-01-02T03:04:05.000Z');
    expect(toDate('garbage')).toBeNull();
    expect(isValidTimeZone('Europe/Oslo')).toBe(true);
    expect(isValidTimeZone('Nowhere/Land')).toBe(false);
  });
});
