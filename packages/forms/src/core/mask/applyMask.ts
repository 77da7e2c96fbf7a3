/**
 * The mask tokens of the spec (forms §3). Every other mask character is a literal.
 *
 * - `#` a digit or a space
 * - `*` a letter or digit (ASCII)
 * - `S` a letter (ASCII)
 * - `F` a hexadecimal digit, uppercased
 * - `A` a letter, uppercased (a typed `b` becomes `B`; nothing is refused for its case)
 * - `a` a letter, lowercased
 * - `!` escape: the next mask character is a literal even if it is a token
 */
export const MASK_TOKENS: Readonly<Record<string, MaskToken>> = Object.freeze({
  '#': { pattern: /^[0-9 ]$/ },
  '*': { pattern: /^[0-9A-Za-z]$/ },
  S: { pattern: /^[A-Za-z]$/ },
  F: { pattern: /^[0-9A-Fa-f]$/, transform: (char: string) => char.toUpperCase() },
  A: { pattern: /^[A-Za-z]$/, transform: (char: string) => char.toUpperCase() },
  a: { pattern: /^[A-Za-z]$/, transform: (char: string) => char.toLowerCase() },
});

/** The escape character of a mask: `!#` is a literal `#`. */
export const MASK_ESCAPE = '!';

/** One input slot of a mask. */
export interface MaskToken {
  pattern: RegExp;
  transform?: (char: string) => string;
}

/** A mask parsed into slots: tokens accept input, literals are inserted. */
export type MaskSlot = { kind: 'token'; token: MaskToken } | { kind: 'literal'; char: string };

/** Parses a mask into its slots. A trailing lone `!` is dropped. */
export function parseMask(mask: string): MaskSlot[] {
  const slots: MaskSlot[] = [];
  const chars = [...mask];
  for (let index = 0; index < chars.length; index++) {
    const char = chars[index] as string;
    if (char === MASK_ESCAPE) {
      const next = chars[++index];
      if (next !== undefined) slots.push({ kind: 'literal', char: next });
      continue;
    }
    const token = MASK_TOKENS[char];
    slots.push(token ? { kind: 'token', token } : { kind: 'literal', char });
  }
  return slots;
}

/**
 * Formats what the user typed (or pasted) with a mask. Characters that fit the next token
 * are kept (transformed for `F`, `A`, `a`), characters that don't are skipped, literal
 * mask characters are inserted as the input reaches them (a typed literal that matches is
 * consumed, so re-masking a masked value gives the same value), and the result stops at
 * the mask's end. Literals after the last accepted character are added only when no
 * token follows them (`(###)` closes its parenthesis).
 *
 * @example
 * applyMask('FF:FF:FF:FF:FF:FF', '0011aabbccdd'); // '00:11:AA:BB:CC:DD'
 * applyMask('FF:FF', 'a');                        // 'A'
 * applyMask('(###)', '12z3');                     // '(123)'
 */
export function applyMask(mask: string, input: string): string {
  const slots = parseMask(mask);
  const chars = [...input];
  let output = '';
  let slotIndex = 0;
  let charIndex = 0;
  while (slotIndex < slots.length && charIndex < chars.length) {
    const slot = slots[slotIndex] as MaskSlot;
    const char = chars[charIndex] as string;
    if (slot.kind === 'token') {
      if (slot.token.pattern.test(char)) {
        output += slot.token.transform ? slot.token.transform(char) : char;
        slotIndex++;
      }
      charIndex++;
    } else {
      output += slot.char;
      if (char === slot.char) charIndex++;
      slotIndex++;
    }
  }
  let rest = '';
  for (; slotIndex < slots.length; slotIndex++) {
    const slot = slots[slotIndex] as MaskSlot;
    if (slot.kind === 'token') return output;
    rest += slot.char;
  }
  return output + rest;
}
