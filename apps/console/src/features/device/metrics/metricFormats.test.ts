import { describe, expect, it } from 'vitest';
import { metricFormats } from './metricFormats.js';

describe('metricFormats', () => {
  it('write a reading with one decimal at most, its unit after a space', () => {
    const format = metricFormats('en');
    expect(format.celsius(41.25)).toBe('41.3 °C');
    expect(format.dbm(-71)).toBe('-71 dBm');
    expect(format.db(12.04)).toBe('12 dB');
    expect(format.percent(35.5)).toBe('35.5 %');
    expect(format.number(3.5)).toBe('3.5');
  });

  it('take the decimal separator of the user language', () => {
    expect(metricFormats('nb').celsius(41.2)).toBe('41,2 °C');
    expect(metricFormats('uk').dbm(-71.5)).toBe('-71,5 dBm');
    expect(metricFormats('ja').percent(12.1)).toBe('12.1 %');
  });

  it('give the same functions for the same language, so charts keep their formatter', () => {
    expect(metricFormats('nb')).toBe(metricFormats('nb'));
    expect(metricFormats('nb').celsius).not.toBe(metricFormats('uk').celsius);
  });
});
