import { describe, expect, it } from 'vitest';
import {
  GENERATED_PASSWORD_LENGTH,
  generatePassword,
  PASSWORD_CHARACTER_CLASSES,
} from './generatePassword.js';
import { isDomain } from './isDomain.js';
import { isIPv4 } from './isIPv4.js';
import { isValidInterval, MAX_INTERVAL, MIN_INTERVAL } from './isValidInterval.js';

describe('isIPv4', () => {
  it.each(['0.0.0.0', '192.168.1.1', '255.255.255.255', '10.0.0.254'])('accepts %s', (value) => {
    expect(isIPv4(value)).toBe(true);
  });

  it.each([
    '256.1.1.1',
    '1.1.1',
    '1.1.1.1.1',
    '1.1.1.',
    '01.1.1.1',
    '1.1.1.-1',
    ' 1.1.1.1',
    '1.1.1.1a',
    'a.b.c.d',
    '1e1.1.1.1',
    '',
  ])('refuses %j', (value) => {
    expect(isIPv4(value)).toBe(false);
  });
});

describe('isDomain', () => {
  it.each(['example.com', 'rms.teltonika.lt', 'a-b.c-d.museum', 'X1.IO', `${'a'.repeat(63)}.com`])(
    'accepts %s',
    (value) => {
      expect(isDomain(value)).toBe(true);
    },
  );

  it.each([
    'localhost',
    '.com',
    'example.c',
    'example.abcdefg',
    'example.c0m',
    '-a.com',
    'a-.com',
    'a..com',
    `${'a'.repeat(64)}.com`,
    'a_b.com',
    'example.com.',
    '',
  ])('refuses %j', (value) => {
    expect(isDomain(value)).toBe(false);
  });
});

describe('isValidInterval', () => {
  it('accepts 60 to 31536000 whole seconds', () => {
    expect(MIN_INTERVAL).toBe(60);
    expect(MAX_INTERVAL).toBe(31536000);
    expect(isValidInterval(60)).toBe(true);
    expect(isValidInterval(31536000)).toBe(true);
    expect(isValidInterval('300')).toBe(true);
    expect(isValidInterval(' 300 ')).toBe(true);
  });

  it('refuses values out of range or not whole', () => {
    for (const value of [59, 31536001, 60.5, Number.NaN, '', '1e3', '-60', 'abc']) {
      expect(isValidInterval(value)).toBe(false);
    }
  });
});

describe('generatePassword', () => {
  const classes = Object.values(PASSWORD_CHARACTER_CLASSES);

  it('is 16 characters by default and holds every class', () => {
    expect(GENERATED_PASSWORD_LENGTH).toBe(16);
    for (let run = 0; run < 50; run++) {
      const password = generatePassword();
      expect(password).toHaveLength(16);
      for (const chars of classes) expect([...password].some((char) => chars.includes(char))).toBe(true);
    }
  });

  it('holds every class even with a source that always gives zero', () => {
    const password = generatePassword(4, (array) => array.fill(0));
    for (const chars of classes) expect([...password].some((char) => chars.includes(char))).toBe(true);
  });

  it('uses the injected source and rejects biased draws', () => {
    const values = [2 ** 32 - 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    let calls = 0;
    const password = generatePassword(5, (array) => {
      array[0] = values[calls++ % values.length] as number;
      return array;
    });
    expect(password).toHaveLength(5);
    // 4 class picks + 1 extra + 4 shuffle swaps, plus the one rejected draw.
    expect(calls).toBe(10);
  });

  it('refuses a length too short to hold every class', () => {
    expect(() => generatePassword(3)).toThrow(RangeError);
    expect(() => generatePassword(5.5)).toThrow(RangeError);
  });

  it('fails clearly without a crypto source', () => {
    const original = globalThis.crypto;
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
    try {
      expect(() => generatePassword()).toThrow('No crypto.getRandomValues');
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: original, configurable: true });
    }
  });
});
