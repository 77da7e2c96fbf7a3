import { describe, expect, it } from 'vitest';
import { REFRESH_CHOICES, refreshMs, resolveRange, validateChartSearch } from './chartSearch.js';

const NOW = Date.parse('2026-11-23T16:30:45.500Z');

describe('the chart pages URL', () => {
  it('offers the refresh intervals of spec §9 and off', () => {
    expect(REFRESH_CHOICES).toEqual(['off', '10s', '30s', '1m', '5m', '15m', '30m', '1h', '2h', '24h']);
    expect(refreshMs({ refresh: '5m' })).toBe(300_000);
    expect(refreshMs({})).toBeNull();
  });

  it('keeps a well-formed period and interval and drops the rest', () => {
    expect(validateChartSearch({ range: '7d', refresh: '30s' })).toEqual({ range: '7d', refresh: '30s' });
    expect(validateChartSearch({ range: '2d', refresh: '7s' })).toEqual({});
    expect(validateChartSearch({ refresh: 'off' })).toEqual({});
    const custom = { range: 'custom', from: '2026-11-01T00:00:00.000Z', to: '2026-11-02T00:00:00.000Z' };
    expect(validateChartSearch(custom)).toEqual(custom);
    // Backwards, or an end missing: no custom period.
    expect(validateChartSearch({ ...custom, from: custom.to, to: custom.from })).toEqual({});
    expect(validateChartSearch({ range: 'custom', from: custom.from })).toEqual({});
    expect(validateChartSearch({ range: 'custom', from: 'soon', to: custom.to })).toEqual({});
  });

  it('resolves a preset up to now (whole seconds), the page default without one, and a custom period as given', () => {
    expect(resolveRange({ range: '1h' }, NOW, '24h')).toEqual({
      preset: '1h',
      from: new Date('2026-11-23T15:30:45.000Z'),
      to: new Date('2026-11-23T16:30:45.000Z'),
    });
    expect(resolveRange({}, NOW, '7d').from).toEqual(new Date('2026-11-16T16:30:45.000Z'));
    expect(
      resolveRange({ range: 'custom', from: '2026-11-01T00:00:00Z', to: '2026-11-02T00:00:00Z' }, NOW, '24h'),
    ).toEqual({
      preset: 'custom',
      from: new Date('2026-11-01T00:00:00Z'),
      to: new Date('2026-11-02T00:00:00Z'),
    });
  });

  it('starts this month on the 1st at midnight in the user time zone', () => {
    expect(resolveRange({ range: 'month' }, NOW, '24h', 'UTC').from).toEqual(
      new Date('2026-11-01T00:00:00Z'),
    );
    // Oslo is UTC+1 in November: midnight there is 23:00 UTC the day before.
    expect(resolveRange({}, NOW, 'month', 'Europe/Oslo').from).toEqual(new Date('2026-10-31T23:00:00Z'));
    // Tokyo is already in December there: its month starts at 15:00 UTC.
    expect(resolveRange({}, Date.parse('2026-11-30T20:00:00Z'), 'month', 'Asia/Tokyo').from).toEqual(
      new Date('2026-11-30T15:00:00Z'),
    );
  });
});
