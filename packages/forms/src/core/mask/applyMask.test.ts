import { describe, expect, it } from 'vitest';
import { applyMask, parseMask } from './applyMask.js';
import { IMEI_MASK, isMaskComplete, MAC_MASK, maskCaret, unmask } from './maskHelpers.js';

describe('applyMask', () => {
  it('formats a MAC address, uppercasing hex digits and inserting colons', () => {
    expect(applyMask(MAC_MASK, '0011aabbccdd')).toBe('00:11:AA:BB:CC:DD');
  });

  it('inserts a literal only when the input reaches it', () => {
    expect(applyMask(MAC_MASK, 'a')).toBe('A');
    expect(applyMask(MAC_MASK, 'ab')).toBe('AB');
    expect(applyMask(MAC_MASK, 'abc')).toBe('AB:C');
  });

  it('consumes a typed literal that matches the mask, so masking is idempotent', () => {
    const once = applyMask(MAC_MASK, '00:11:aa:bb:cc:dd');
    expect(once).toBe('00:11:AA:BB:CC:DD');
    expect(applyMask(MAC_MASK, once)).toBe(once);
  });

  it('skips characters that do not fit and stops at the end of the mask', () => {
    expect(applyMask(MAC_MASK, 'zz00-11-GG-22-33-44-55-66')).toBe('00:11:22:33:44:55');
    expect(applyMask('###', '12345')).toBe('123');
  });

  it('accepts a digit or a space for #', () => {
    expect(applyMask('####', '1 2x3')).toBe('1 23');
  });

  it('accepts letters and digits for *, letters for S', () => {
    expect(applyMask('***', 'a-1_B')).toBe('a1B');
    expect(applyMask('SS', '1a2B')).toBe('aB');
  });

  it('uppercases for A and lowercases for a, refusing non-letters', () => {
    expect(applyMask('AA', 'x1y')).toBe('XY');
    expect(applyMask('aa', 'X1Y')).toBe('xy');
  });

  it('treats the character after ! as a literal', () => {
    expect(applyMask('!#-##', '12')).toBe('#-12');
    expect(applyMask('F!F', '1')).toBe('1F');
    expect(parseMask('#!')).toEqual([parseMask('#')[0]]);
  });

  it('adds trailing literals only when no token follows', () => {
    expect(applyMask('(###)', '123')).toBe('(123)');
    expect(applyMask('(###) ###', '123')).toBe('(123');
  });

  it('gives an empty string for empty input or an empty mask', () => {
    expect(applyMask(MAC_MASK, '')).toBe('');
    expect(applyMask('', 'abc')).toBe('');
  });

  it('formats an IMEI', () => {
    expect(applyMask(IMEI_MASK, '3569-3803-5851-2399')).toBe('356938035851239');
  });
});

describe('mask helpers', () => {
  it('maskCaret keeps the caret after the same accepted character', () => {
    expect(maskCaret(MAC_MASK, 'AABB', 4)).toBe(5);
    expect(maskCaret(MAC_MASK, 'AABB', 2)).toBe(2);
    expect(maskCaret(MAC_MASK, 'AABB', -1)).toBe(0);
  });

  it('unmask keeps only token characters', () => {
    expect(unmask(MAC_MASK, '00:11:aa')).toBe('0011AA');
  });

  it('isMaskComplete tells a full value from a partial one', () => {
    expect(isMaskComplete(MAC_MASK, '001122334455')).toBe(true);
    expect(isMaskComplete(MAC_MASK, '0011223344')).toBe(false);
  });
});
