import { randomInt } from 'node:crypto';

/** Characters of a code: no 0/O or 1/I/L look-alikes; 31 symbols. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new credit transfer code, `XXXX-XXXX-XXXX`: 12 symbols (about 59 bits) from a CSPRNG. */
export function createCreditCodeText(): string {
  const symbols = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${symbols.slice(0, 4)}-${symbols.slice(4, 8)}-${symbols.slice(8)}`;
}

/**
 * A typed code in its stored form: upper case, only letters and digits kept, regrouped
 * `XXXX-XXXX-XXXX` when it has 12 of them (`abcd efgh jkmn` → `ABCD-EFGH-JKMN`).
 */
export function normalizeCreditCode(text: string): string {
  const symbols = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return symbols.length === 12
    ? `${symbols.slice(0, 4)}-${symbols.slice(4, 8)}-${symbols.slice(8)}`
    : symbols;
}
