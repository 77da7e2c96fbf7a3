/** Length of a generated password (spec forms §9). */
export const GENERATED_PASSWORD_LENGTH = 16;

/** The character classes of a generated password; each appears at least once. */
export const PASSWORD_CHARACTER_CLASSES = Object.freeze({
  lower: 'abcdefghijklmnopqrstuvwxyz',
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  digit: '0123456789',
  // No quotes, backslash, backtick, space, semicolon or pipe: the password must survive a
  // device's shell and config files unquoted.
  symbol: '!#$%&*+-=?@^_',
});

/** Fills an array with random 32-bit values, as `crypto.getRandomValues` does. */
export type RandomValues = (array: Uint32Array) => Uint32Array;

function defaultRandom(array: Uint32Array): Uint32Array {
  const crypto = (globalThis as { crypto?: { getRandomValues(array: Uint32Array): Uint32Array } }).crypto;
  if (!crypto) throw new Error('No crypto.getRandomValues: pass a random source');
  return crypto.getRandomValues(array);
}

/**
 * A random password of `length` characters with at least one lowercase letter, uppercase
 * letter, digit and symbol, drawn without modulo bias and shuffled.
 *
 * @param length Defaults to {@link GENERATED_PASSWORD_LENGTH} (16); at least 4.
 * @param random Random source. Defaults to `globalThis.crypto.getRandomValues`, read at call time.
 * @example
 * generatePassword(); // e.g. 'q7T#mZ2p_Lx9!vRa'
 */
export function generatePassword(
  length: number = GENERATED_PASSWORD_LENGTH,
  random: RandomValues = defaultRandom,
): string {
  const classes = Object.values(PASSWORD_CHARACTER_CLASSES);
  if (!Number.isInteger(length) || length < classes.length) {
    throw new RangeError(`Password length must be a whole number of at least ${classes.length}`);
  }
  const buffer = new Uint32Array(1);
  const randomBelow = (bound: number): number => {
    // Reject the top of the range that would favour low values.
    const limit = 2 ** 32 - (2 ** 32 % bound);
    for (;;) {
      const value = (random(buffer)[0] as number) >>> 0;
      if (value < limit) return value % bound;
    }
  };
  const pick = (chars: string) => chars[randomBelow(chars.length)] as string;
  const all = classes.join('');
  const chars = classes.map(pick);
  while (chars.length < length) chars.push(pick(all));
  for (let index = chars.length - 1; index > 0; index--) {
    const other = randomBelow(index + 1);
    [chars[index], chars[other]] = [chars[other] as string, chars[index] as string];
  }
  return chars.join('');
}
