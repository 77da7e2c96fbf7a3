import { createHmac, timingSafeEqual } from 'node:crypto';

/** RFC 6238 defaults: 30-second steps, 6 digits, HMAC-SHA-1. */
const TOTP_STEP_SECONDS = 30;
const TOTP_DIGITS = 6;
/** Codes of one step before and after the current one are accepted too (clock drift). */
const TOTP_WINDOW = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 of bytes, without padding (what authenticator apps take). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Bytes of a base32 text; case, spaces and `=` padding are ignored. Throws on other characters. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error(`Not a base32 character: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/**
 * RFC 4226 HOTP: HMAC-SHA-1 of the 8-byte big-endian counter, dynamic truncation, the last
 * `digits` decimal digits (zero-padded).
 */
export function hotp(secret: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The RFC 6238 time step of a moment (unix milliseconds). */
export function totpStep(atMs: number, stepSeconds = TOTP_STEP_SECONDS): number {
  return Math.floor(atMs / 1000 / stepSeconds);
}

/** The TOTP code of a moment (unix milliseconds). */
export function totpAt(secret: Uint8Array, atMs: number, digits = TOTP_DIGITS): string {
  return hotp(secret, totpStep(atMs), digits);
}

/**
 * The time step `code` belongs to, when it is the code of the current step or of one within
 * {@link TOTP_WINDOW} steps of it and later than `lastStep` (a code of a step already used is
 * a replay); null otherwise. Compared in constant time.
 */
export function matchTotp(
  secret: Uint8Array,
  code: string,
  atMs: number,
  lastStep: number | null = null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = totpStep(atMs);
  let matched: number | null = null;
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    // Every candidate is computed and compared, so timing does not tell which one matched.
    const equal = timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(code));
    if (equal && matched === null) matched = step;
  }
  if (matched === null || (lastStep !== null && matched <= lastStep)) return null;
  return matched;
}
