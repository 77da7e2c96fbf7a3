import { describe, expect, it } from 'vitest';
import { formatRelativeTime, loadDateLocale } from './formatRelativeTime.js';

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

  it('speaks the UI languages through their date-fns locales', async () => {
    const ago = (locale: Awaited<ReturnType<typeof loadDateLocale>>) =>
      formatRelativeTime(NOW - 5 * 60_000, { now: NOW, locale });
    expect(ago(await loadDateLocale('nb'))).toBe('5 minutter siden');
    expect(ago(await loadDateLocale('ja'))).toBe('5分前');
    expect(ago(await loadDateLocale('uk'))).toBe('5 хвилин тому');
    expect(ago(await loadDateLocale('en'))).toBe('5 minutes ago');
    expect(ago(await loadDateLocale('nb-NO'))).toBe('5 minutter siden');
  });
});
