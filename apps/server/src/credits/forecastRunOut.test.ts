import { describe, expect, it } from 'vitest';
import { DAY_MS, runOutTime } from './forecastRunOut.js';

const now = Date.UTC(2026, 0, 1);
const period = 30 * DAY_MS;
const year = 365 * DAY_MS;

describe('runOutTime', () => {
  it('is the first renewal that finds no credit left, walking every device’s renewals in time order', () => {
    // Renewals on days 1, 11, 31, 41, 61: three credits pay for the first three.
    expect(runOutTime([now + DAY_MS, now + 11 * DAY_MS], 3, now, period, year)).toBe(now + 41 * DAY_MS);
    expect(runOutTime([now + DAY_MS, now + 11 * DAY_MS], 0, now, period, year)).toBe(now + DAY_MS);
  });

  it('counts an overdue device as renewing now', () => {
    expect(runOutTime([now - 5 * DAY_MS], 1, now, period, year)).toBe(now + period);
  });

  it('moves earlier with more devices and later with more credits', () => {
    const two = runOutTime([now + DAY_MS, now + 11 * DAY_MS], 3, now, period, year) ?? 0;
    const three = runOutTime([now + DAY_MS, now + 5 * DAY_MS, now + 11 * DAY_MS], 3, now, period, year) ?? 0;
    const richer = runOutTime([now + DAY_MS, now + 11 * DAY_MS], 5, now, period, year) ?? 0;
    expect(three).toBeLessThan(two);
    expect(richer).toBeGreaterThan(two);
  });

  it('is null when the balance outlasts the horizon or nothing renews', () => {
    expect(runOutTime([now + DAY_MS], 13, now, period, year)).toBeNull();
    expect(runOutTime([now + DAY_MS], 12, now, period, year)).toBe(now + DAY_MS + 12 * period);
    expect(runOutTime([], 0, now, period, year)).toBeNull();
  });
});
