import type { Random } from '../seed/createRandom.js';

/** The Luhn check digit of a string of digits (ICCIDs and IMEIs end with one). */
export function luhnDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // Doubling starts from the rightmost digit of the payload (the check digit goes after it).
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

function digits(random: Random, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(random.int(0, 9));
  return out;
}

/**
 * A 19-digit ICCID: `89` (telecom), the country calling code, a two-digit issuer, the
 * account number and the Luhn check digit.
 */
export function makeIccid(callingCode: string, issuer: number, random: Random): string {
  const head = `89${callingCode}${String(issuer).padStart(2, '0')}`;
  const body = head + digits(random, 18 - head.length);
  return body + String(luhnDigit(body));
}

/** A 15-digit IMEI: a Teltonika-like type allocation code, a serial and the Luhn check digit. */
export function makeImei(random: Random): string {
  const body = `86${digits(random, 12)}`;
  return body + String(luhnDigit(body));
}
