import { describe, expect, it } from 'vitest';
import { formatNumber } from './formatNumber.js';

describe('formatNumber', () => {
  it('rounds to one decimal by default and drops a trailing zero', () => {
    expect(formatNumber(41.25)).toBe('41.3');
    expect(formatNumber(41)).toBe('41');
    expect(formatNumber(12.04)).toBe('12');
  });

  it('uses the decimal separator of the language', () => {
    expect(formatNumber(41.2, { language: 'nb' })).toBe('41,2');
    expect(formatNumber(41.2, { language: 'uk' })).toBe('41,2');
    expect(formatNumber(41.2, { language: 'ja' })).toBe('41.2');
  });

  it('keeps the hyphen for negative values and groups no digits', () => {
    expect(formatNumber(-71.5, { language: 'nb' })).toBe('-71,5');
    expect(formatNumber(-71, { language: 'uk' })).toBe('-71');
    expect(formatNumber(123456.78, { language: 'nb', maximumFractionDigits: 2 })).toBe('123456,78');
  });
});
