import { applyMask, type MaskSlot, parseMask } from './applyMask.js';

/** A MAC address: six pairs of hex digits, uppercased, colon separated. */
export const MAC_MASK = 'FF:FF:FF:FF:FF:FF';
/** An IMEI: 15 digits. */
export const IMEI_MASK = '###############';

/**
 * The caret position in the masked value for a caret at `caret` in the raw `input` (what
 * the input held before masking), so a component can restore it after re-masking: the
 * caret stays after the same accepted character.
 *
 * @example
 * maskCaret(MAC_MASK, 'AABB', 4); // 5 — after 'AA:BB'
 */
export function maskCaret(mask: string, input: string, caret: number): number {
  return applyMask(mask, [...input].slice(0, Math.max(0, caret)).join('')).length;
}

/** The characters of a masked value that came from tokens, without the literals. */
export function unmask(mask: string, value: string): string {
  const slots = parseMask(mask);
  const masked = [...applyMask(mask, value)];
  return masked.filter((_, index) => (slots[index] as MaskSlot).kind === 'token').join('');
}

/** True when `value`, masked, fills every slot of the mask. */
export function isMaskComplete(mask: string, value: string): boolean {
  return [...applyMask(mask, value)].length === parseMask(mask).length;
}
