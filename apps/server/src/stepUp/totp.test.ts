import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, totpAt, totpStep } from './totp.js';

// RFC 6238 appendix B, the SHA-1 rows: the seed is the ASCII of "12345678901234567890".
const SECRET = Buffer.from('12345678901234567890', 'ascii');
const VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238, SHA-1)', () => {
  it.each(VECTORS)('gives the RFC test vector at %i s (8 digits)', (seconds, code) => {
    expect(totpAt(SECRET, seconds * 1000, 8)).toBe(code);
  });

  it.each(VECTORS)('truncates to the last 6 digits of the same HMAC at %i s', (seconds, code) => {
    expect(totpAt(SECRET, seconds * 1000)).toBe(code.slice(-6));
    expect(hotp(SECRET, totpStep(seconds * 1000), 6)).toBe(code.slice(-6));
  });

  it('gives the RFC 4226 HOTP vectors for counters 0 and 9', () => {
    expect(hotp(SECRET, 0)).toBe('755224');
    expect(hotp(SECRET, 9)).toBe('520489');
  });

  it('round-trips base32 and reads the demo secret as the RFC seed', () => {
    expect(base32Encode(SECRET)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq==')).toEqual(SECRET);
    expect(() => base32Decode('GEZ1')).toThrow('base32');
  });

  it('accepts one step either side and refuses a replayed or older step', () => {
    const at = 1111111111 * 1000;
    const step = totpStep(at);
    expect(matchTotp(SECRET, '050471', at)).toBe(step);
    expect(matchTotp(SECRET, totpAt(SECRET, at - 30_000), at)).toBe(step - 1);
    expect(matchTotp(SECRET, totpAt(SECRET, at + 30_000), at)).toBe(step + 1);
    expect(matchTotp(SECRET, totpAt(SECRET, at - 60_000), at)).toBeNull();
    expect(matchTotp(SECRET, '050471', at, step)).toBeNull();
    expect(matchTotp(SECRET, totpAt(SECRET, at - 30_000), at, step)).toBeNull();
    expect(matchTotp(SECRET, '50471', at)).toBeNull();
  });
});
