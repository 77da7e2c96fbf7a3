import { describe, expect, it } from 'vitest';
import { formatBytes } from './formatBytes.js';

describe('formatBytes', () => {
  it('formats in 1024 steps with two decimals at most', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(1)).toBe('1 Bytes');
    expect(formatBytes(1023)).toBe('1023 Bytes');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1234567)).toBe('1.18 MB');
    expect(formatBytes(1024 ** 3)).toBe('1 GB');
    expect(formatBytes(2.5 * 1024 ** 4)).toBe('2.5 TB');
  });

  it('moves to the next unit when rounding reaches 1024', () => {
    expect(formatBytes(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatBytes(1024 ** 3 - 1)).toBe('1 GB');
    expect(formatBytes(1024 * 1024 - 1, 3)).toBe('1023.999 KB');
    expect(formatBytes(1024 * 1024 - 600, 2)).toBe('1023.41 KB');
  });

  it('uses exactly the units Bytes KB MB GB TB', () => {
    expect([0, 1, 2, 3, 4].map((power) => formatBytes(3 * 1024 ** power))).toEqual([
      '3 Bytes',
      '3 KB',
      '3 MB',
      '3 GB',
      '3 TB',
    ]);
  });

  it('keeps TB as the largest unit', () => {
    expect(formatBytes(2048 * 1024 ** 4)).toBe('2048 TB');
  });

  it('honours the decimals argument', () => {
    expect(formatBytes(1234567, 0)).toBe('1 MB');
    expect(formatBytes(1234567, 3)).toBe('1.177 MB');
  });

  it("gives '-' for unknown values", () => {
    expect(formatBytes(null)).toBe('-');
    expect(formatBytes(undefined)).toBe('-');
    expect(formatBytes(Number.NaN)).toBe('-');
    expect(formatBytes(-1)).toBe('-');
    expect(formatBytes(Number.POSITIVE_INFINITY)).toBe('-');
  });
});

describe('formatBytes in the user’s language', () => {
  it('takes the language’s decimal separator and keeps the units', () => {
    expect(formatBytes(1536, 2, 'nb')).toBe('1,5 KB');
    expect(formatBytes(1234567, 2, 'uk')).toBe('1,18 MB');
    expect(formatBytes(1234567, 2, 'ja')).toBe('1.18 MB');
    expect(formatBytes(1023, 2, 'nb')).toBe('1023 Bytes');
    expect(formatBytes(0, 2, 'uk')).toBe('0 Bytes');
  });
});
