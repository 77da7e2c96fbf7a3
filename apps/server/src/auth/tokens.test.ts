import { describe, expect, it } from 'vitest';
import { createToken, hashToken, secretsEqual } from './tokens.js';

describe('tokens', () => {
  it('creates distinct 256-bit base64url tokens', () => {
    const a = createToken();
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(createToken()).not.toBe(a);
  });

  it('hashes with SHA-256', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('compares secrets exactly', () => {
    expect(secretsEqual('abc', 'abc')).toBe(true);
    expect(secretsEqual('abc', 'abd')).toBe(false);
    expect(secretsEqual('ab', 'abc')).toBe(false);
    expect(secretsEqual('', 'abc')).toBe(false);
  });
});
