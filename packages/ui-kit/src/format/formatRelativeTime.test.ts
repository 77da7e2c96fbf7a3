import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './formatRelativeTime.js';

const NOW = Date.parse('2024-06-01T12:00:00Z');

describe('formatRelativeTime', () => {
  it('says how long ago in whole units', () => {
    expect(formatRelativeTime(NOW - 30_000, { now: NOW })).toBe('30 seconds ago');
    expect(formatRelativeTime(NOW - 5.5 * 60_000, { now: NOW })).toBe('5 minutes ago');
    expect(formatRelativeTime(NOW - 2 * 3_600_000, { now: NOW })).toBe('2 hours ago');
    expect(formatRelativeTime(NOW - 3 * 86_400_000, { now: NOW })).toBe('3 days ago');
  });

  it('says how long until a future moment', () => {
    expect(formatRelativeTime(NOW + 2 * 3_600_000, { now: NOW })).toBe('in 2 hours');
  });

  it('accepts ISO strings and Dates', () => {
    expect(formatRelativeTime('2024-06-01T11:00:00Z', { now: new Date(NOW) })).toBe('1 hour ago');
  });

  it("gives '-' for unknown values", () => {
    expect(formatRelativeTime(null, { now: NOW })).toBe('-');
    expect(formatRelativeTime('x', { now: NOW })).toBe('-');
  });

  it('speaks the UI languages through the platform (Intl.RelativeTimeFormat, CLDR wording)', () => {
    const ago = (locale: string) => formatRelativeTime(NOW - 5 * 60_000, { now: NOW, locale });
    expect(ago('nb')).toBe('for 5 minutter siden');
    expect(ago('ja')).toBe('5 分前');
    expect(ago('uk')).toBe('5 хвилин тому');
    expect(ago('en')).toBe('5 minutes ago');
    expect(ago('nb-NO')).toBe('for 5 minutter siden');
    expect(formatRelativeTime(NOW + 2 * 3_600_000, { now: NOW, locale: 'uk' })).toBe('через 2 години');
  });

  it('rounds down to the largest whole unit, months of 30 days and years of 365', () => {
    expect(formatRelativeTime(NOW - 59_999, { now: NOW })).toBe('59 seconds ago');
    expect(formatRelativeTime(NOW - 23.9 * 3_600_000, { now: NOW })).toBe('23 hours ago');
    expect(formatRelativeTime(NOW - 45 * 86_400_000, { now: NOW })).toBe('1 month ago');
    expect(formatRelativeTime(NOW - 800 * 86_400_000, { now: NOW })).toBe('2 years ago');
  });

  it("says 'now' in the user's language for under a second either way, and 1 second as a number", () => {
    expect(formatRelativeTime(NOW, { now: NOW })).toBe('now');
    expect(formatRelativeTime(NOW - 999, { now: NOW })).toBe('now');
    expect(formatRelativeTime(NOW + 400, { now: NOW })).toBe('now');
    expect(formatRelativeTime(NOW - 1_000, { now: NOW })).toBe('1 second ago');
    expect(formatRelativeTime(NOW - 86_400_000, { now: NOW })).toBe('1 day ago');
    expect(formatRelativeTime(NOW - 300, { now: NOW, locale: 'nb' })).toBe('nå');
    expect(formatRelativeTime(NOW - 300, { now: NOW, locale: 'ja' })).toBe('今');
    expect(formatRelativeTime(NOW - 300, { now: NOW, locale: 'uk' })).toBe('зараз');
  });

  it('speaks English for a tag the runtime refuses', () => {
    expect(formatRelativeTime(NOW - 5 * 60_000, { now: NOW, locale: 'not a tag!' })).toBe('5 minutes ago');
  });
});
