import { describe, expect, it } from 'vitest';
import { createRandom } from '../seed/createRandom.js';
import { luhnDigit, makeIccid, makeImei } from './cellularIdentity.js';

/** True when the last digit is the Luhn check digit of the rest. */
const luhnValid = (digits: string) => luhnDigit(digits.slice(0, -1)) === Number(digits.slice(-1));

describe('cellular identities', () => {
  it('computes the Luhn check digit of known numbers', () => {
    expect(luhnDigit('7992739871')).toBe(3);
    expect(luhnDigit('49015420323751')).toBe(8); // the IMEI example 490154203237518
  });

  it('makes 19-digit ICCIDs with the country code and a valid check digit, and 15-digit IMEIs', () => {
    const random = createRandom(5);
    for (let i = 0; i < 50; i++) {
      const iccid = makeIccid('370', 2, random);
      expect(iccid).toMatch(/^8937002\d{12}$/);
      expect(luhnValid(iccid)).toBe(true);
      const imei = makeImei(random);
      expect(imei).toMatch(/^\d{15}$/);
      expect(luhnValid(imei)).toBe(true);
    }
  });
});
